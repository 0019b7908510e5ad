import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../app/context.js';
import { Auth } from '../auth/auth.directive.js';
import { Public } from '../auth/public.directive.js';
import { signedIn } from '../auth/auth.resolver.js';
import { AuthPayload } from '../auth/auth.types.js';
import { Role } from '../auth/role.js';
import { PartnerConnection, PartnerDashboard, ServiceArea } from '../wire/wire.types.js';
import { Partner } from './partner.entity.js';
import { AdminPartnersFilter, SignUpPartnerInput } from './partner.inputs.js';

@Resolver(() => Partner)
export class PartnerResolver {
  @Auth(Role.PARTNER)
  @Query(() => Partner, { nullable: true, description: "The viewer's business (its status included)." })
  myPartner(@Ctx() ctx: Context): Promise<Partner | null> {
    return ctx.loaders.viewerPartner();
  }

  @Auth(Role.PARTNER)
  @Query(() => PartnerDashboard)
  async partnerDashboard(@Ctx() ctx: Context): Promise<PartnerDashboard> {
    return ctx.services.partners.dashboard(ctx.em, await ctx.loaders.viewerPartner());
  }

  @Auth(Role.ADMIN)
  @Query(() => PartnerConnection, { description: 'Every partner, newest first.' })
  adminPartners(
    @Ctx() ctx: Context,
    @Arg('filter', () => AdminPartnersFilter, { nullable: true }) filter?: AdminPartnersFilter | null,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<PartnerConnection> {
    return ctx.services.partners.adminPartners(ctx.em, filter, first, after);
  }

  @Public()
  @Mutation(() => AuthPayload, {
    description:
      'Creates a PARTNER account with its business (PENDING until an admin approves) and signs it in.',
  })
  async signUpPartner(
    @Arg('input', () => SignUpPartnerInput) input: SignUpPartnerInput,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    return signedIn(ctx, await ctx.services.partners.signUpPartner(ctx, input));
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Partner, { description: 'PENDING → APPROVED; the partner is emailed.' })
  approvePartner(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Partner> {
    return ctx.services.partners.approve(ctx.em, id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Partner, {
    description: 'Suspends with a reason; the partner is emailed and its live board ends.',
  })
  suspendPartner(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: Context,
  ): Promise<Partner> {
    return ctx.services.partners.suspend(ctx.em, id, reason);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Partner, { description: 'SUSPENDED → APPROVED; the partner is emailed.' })
  reinstatePartner(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Partner> {
    return ctx.services.partners.reinstate(ctx.em, id);
  }

  @FieldResolver(() => ServiceArea)
  serviceArea(@Root() partner: Partner): ServiceArea {
    return { label: partner.areaLabel, lat: partner.lat, lng: partner.lng, radiusKm: partner.radiusKm };
  }

  @FieldResolver(() => String, { nullable: true, description: 'Admins and the partner only.' })
  async email(@Root() partner: Partner, @Ctx() ctx: Context): Promise<string | null> {
    const viewer = ctx.viewer;
    if (!viewer || (viewer.role !== Role.ADMIN && viewer.id !== partner.member.id)) return null;
    return (await ctx.loaders.members.load(partner.member.id))?.email ?? null;
  }
}
