import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { IdArg } from '../common/ids.js';
import { requireViewer } from '../common/actor.js';
import { IdempotencyKeyArg } from '../common/idempotency.js';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { Loaders } from '../common/loaders.js';
import { PageArgs, type Page } from '../common/paging.js';
import { live } from '../common/resolvers.js';
import { Role } from '../common/role.js';
import { Auth, Public } from '../auth/auth.directive.js';
import { AuthPayload } from '../member/account.types.js';
import { memberById } from '../member/member.loaders.js';
import { attachmentKey, filesOf } from '../storage/file-attachments.js';
import { StoredFile } from '../storage/stored-file.entity.js';
import { FileAttachment } from '../storage/stored-file.enums.js';
import { signedIn } from '../member/signed-in.js';
import { Partner } from './partner.entity.js';
import { AdminPartnersFilter, SignUpPartnerInput, UpdatePartnerProfileInput } from './partner.inputs.js';
import { partnerByMember } from './partner.loaders.js';
import { seesPartnerPrivate } from './partner.policy.js';
import type { PartnerMessage } from './partner.events.js';
import type { PartnerService } from './partner.service.js';
import type { PartnerStreams } from './partner.streams.js';
import { PartnerConnection, PartnerEvent, ServiceArea } from './partner.types.js';

@Resolver(() => Partner)
export class PartnerResolver {
  constructor(
    private readonly partners: PartnerService,
    private readonly streams: PartnerStreams,
  ) {}

  @Auth(Role.PARTNER)
  @Query(() => Partner, { nullable: true, description: "The viewer's business (its status included)." })
  myPartner(@Ctx() ctx: Context): Promise<Partner | null> {
    return ctx.loaders.load(partnerByMember, requireViewer(ctx.actor).id);
  }

  @Auth(Role.ADMIN)
  @Query(() => PartnerConnection, { description: 'Every partner, newest first.' })
  adminPartners(
    @Ctx() ctx: Context,
    @Args(() => PageArgs) { first, after }: PageArgs,
    @Arg('filter', () => AdminPartnersFilter, {
      description: 'Narrows the list (search, status).',
      nullable: true,
    })
    filter?: AdminPartnersFilter | null,
  ): Promise<Page<Partner>> {
    return this.partners.adminPartners(ctx.actor.em, filter, first, after);
  }

  @Auth(Role.ADMIN)
  @Query(() => Int, { description: 'How many partners wait for approval (the admin sidebar badge).' })
  adminPendingPartnerCount(@Ctx() ctx: Context): Promise<number> {
    return this.partners.pendingCount(ctx.actor.em);
  }

  @Auth(Role.PARTNER)
  @Subscription(() => PartnerEvent, {
    description:
      "The viewer's business each time it changes (approved, suspended, reinstated): every partner page follows its status.",
    subscribe: live(
      () => PartnerResolver,
      (resolver, _args, ctx) => resolver.streams.own(ctx.actor.em, requireViewer(ctx.actor).id),
    ),
  })
  myPartnerEvents(@Root() message: PartnerMessage, @Ctx() ctx: Context): Promise<PartnerEvent> {
    return this.partnerEvent(message, ctx);
  }

  @Auth(Role.ADMIN)
  @Subscription(() => PartnerEvent, {
    description: 'Every partner sign-up (CREATED) and change (UPDATED): the sellers list and its badge.',
    subscribe: live(
      () => PartnerResolver,
      (resolver) => resolver.streams.all(),
    ),
  })
  adminPartnerEvents(@Root() message: PartnerMessage, @Ctx() ctx: Context): Promise<PartnerEvent> {
    return this.partnerEvent(message, ctx);
  }

  /** The partner an event names, read afresh (a subscription's EntityManager would hold the old one). */
  private async partnerEvent(message: PartnerMessage, ctx: Context): Promise<PartnerEvent> {
    const em = ctx.actor.em.fork();
    ctx.actor.em = em;
    ctx.loaders = new Loaders(() => em);
    const partner = await this.partners.findForEvent(em, message.partnerId);
    if (!partner) throw new AppError('NOT_FOUND', 'This partner no longer exists.');
    return { type: message.type ?? 'UPDATED', partner };
  }

  @Public()
  @Mutation(() => AuthPayload, {
    description:
      'Creates a PARTNER account with its business (PENDING until an admin approves) and signs it in.',
  })
  async signUpPartner(
    @Arg('input', () => SignUpPartnerInput, {
      description: 'The account and its business: name, categories, service area, phone.',
    })
    input: SignUpPartnerInput,
    @IdempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    const options = { idempotencyKey, deviceCookie: ctx.device?.value };
    return signedIn(ctx, await this.partners.signUpPartner(ctx.actor, input, options));
  }

  @Auth(Role.PARTNER)
  @Mutation(() => Partner, {
    description:
      "Edits the viewer's business (audited); its wireboard follows the new categories and area at once.",
  })
  updatePartnerProfile(
    @Arg('input', () => UpdatePartnerProfileInput, {
      description: "The business's profile, as it should be.",
    })
    input: UpdatePartnerProfileInput,
    @Ctx() ctx: Context,
  ): Promise<Partner> {
    return this.partners.updateProfile(ctx.actor, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Partner, { description: 'PENDING → APPROVED; the partner is emailed.' })
  approvePartner(@IdArg('id', "The partner's id.") id: string, @Ctx() ctx: Context): Promise<Partner> {
    return this.partners.approve(ctx.actor, id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Partner, {
    description: 'Suspends with a reason; the partner is emailed and its live board ends.',
  })
  suspendPartner(
    @IdArg('id', "The partner's id.") id: string,
    @Arg('reason', () => String, {
      description: 'Why (told to the partner and kept in the audit log; at least 3 characters).',
    })
    reason: string,
    @Ctx() ctx: Context,
  ): Promise<Partner> {
    return this.partners.suspend(ctx.actor, id, reason);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Partner, { description: 'SUSPENDED → APPROVED; the partner is emailed.' })
  reinstatePartner(@IdArg('id', "The partner's id.") id: string, @Ctx() ctx: Context): Promise<Partner> {
    return this.partners.reinstate(ctx.actor, id);
  }

  @FieldResolver(() => ServiceArea, {
    description: 'Where the business works; wires located inside it reach it.',
  })
  serviceArea(@Root() partner: Partner): ServiceArea {
    return { label: partner.areaLabel, lat: partner.lat, lng: partner.lng, radiusKm: partner.radiusKm };
  }

  @FieldResolver(() => StoredFile, { nullable: true, description: "The business's logo (an image)." })
  async logo(@Root() partner: Partner, @Ctx() ctx: Context): Promise<StoredFile | null> {
    const files = await ctx.loaders.load(
      filesOf,
      attachmentKey({ type: FileAttachment.PARTNER_LOGO, id: partner.id }),
    );
    return files[0] ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Admins and the partner only.' })
  async email(@Root() partner: Partner, @Ctx() ctx: Context): Promise<string | null> {
    if (!seesPartnerPrivate(ctx.actor.viewer, partner)) return null;
    return (await ctx.loaders.load(memberById, partner.member.id))?.email ?? null;
  }
}
