import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { IdArg } from '../common/ids.js';
import { onlookerOf, type Context } from '../common/context.js';
import { MaxItems } from '../common/list-limits.js';
import { ApiTokenScope } from '../common/api-token-scope.js';
import { Auth } from '../auth/auth.directive.js';
import type { Partner } from '../partner/partner.entity.js';
import { PartnerCard } from '../partner/partner-card.js';
import { viewersPartner } from '../partner/partner.policy.js';
import { Wire } from './wire.entity.js';
import { managesInvites } from './wire.policy.js';
import { invitedByWireAndPartner, invitedPartnersByWire } from './wire-invite.loaders.js';
import type { WireInvites } from './wire-invite.service.js';
import { INVITABLE_MAX, INVITE_IDS_MAX } from './wire-invite.limits.js';

/** Invitations to quote: the owner's mutations and search, and the fields of a Wire they add. */
@Resolver(() => Wire)
export class WireInviteResolver {
  constructor(private readonly invites: WireInvites) {}

  @Auth({ scopes: [ApiTokenScope.WIRES] })
  @Mutation(() => Wire, {
    description:
      'The owner (or an admin) invites approved partners to quote on an OPEN wire: it shows on their wireboard marked `invited`, even outside their categories and service area, and each is notified (bell, email, push). Already invited partners are kept, not notified again. At most `maxInvites` (WIRE_MAX_INVITES) per wire: CONFLICT beyond it, or when the wire is not OPEN; NOT_FOUND at `partnerIds` for a partner unknown or not approved.',
  })
  @MaxItems({ partnerIds: INVITE_IDS_MAX })
  invitePartners(
    @IdArg('wireId', "The wire's id.") wireId: string,
    @IdArg('partnerIds', 'The partners to invite (ids of `PartnerCard`).', { list: true })
    partnerIds: string[],
    @Ctx() ctx: Context,
  ): Promise<Wire> {
    return this.invites.invitePartners(ctx.actor, wireId, partnerIds);
  }

  @Auth({ scopes: [ApiTokenScope.WIRES] })
  @Mutation(() => Wire, {
    description:
      "The owner (or an admin) withdraws a partner's invitation: the wire leaves their board unless it matches their business. NOT_FOUND at `partnerId` when the partner is not invited.",
  })
  withdrawInvite(
    @IdArg('wireId', "The wire's id.") wireId: string,
    @IdArg('partnerId', 'The invited partner.') partnerId: string,
    @Ctx() ctx: Context,
  ): Promise<Wire> {
    return this.invites.withdrawInvite(ctx.actor, wireId, partnerId);
  }

  @Auth()
  @Query(() => [PartnerCard], {
    description: `Approved partners the owner of a wire may invite, whose business name holds \`text\` (case-insensitive), by name; at most \`first\` (1..${INVITABLE_MAX}). NOT_FOUND / FORBIDDEN as for \`invitePartners\`. Without \`wireId\`: whom the viewer may invite to a wire they are posting (\`PostWireInput.invitePartnerIds\`).`,
  })
  invitablePartners(
    @IdArg('wireId', "The wire's id; none while posting.", { nullable: true })
    wireId: string | null | undefined,
    @Arg('text', () => String, { defaultValue: '', description: 'Part of the business name; empty: any.' })
    text: string,
    @Arg('first', () => Int, { defaultValue: 10, description: `How many: 1 to ${INVITABLE_MAX}.` })
    first: number,
    @Ctx() ctx: Context,
  ): Promise<Partner[]> {
    return this.invites.invitablePartners(ctx.actor, wireId ?? null, text, first);
  }

  @FieldResolver(() => [PartnerCard], {
    description: 'The partners invited to quote, by name: for the owner and admins; empty for everyone else.',
  })
  async invitedPartners(@Root() wire: Wire, @Ctx() ctx: Context): Promise<Partner[]> {
    if (!managesInvites(ctx.actor.viewer, wire)) return [];
    return ctx.loaders.load(invitedPartnersByWire, wire.id);
  }

  @FieldResolver(() => Int, {
    description: 'How many partners the wire may have invited (WIRE_MAX_INVITES).',
  })
  maxInvites(): number {
    return this.invites.maxInvites;
  }

  @FieldResolver(() => Boolean, {
    description:
      'For a partner: its business is invited to quote (the board\'s "Invited" mark); false for anyone else.',
  })
  async invited(@Root() wire: Wire, @Ctx() ctx: Context): Promise<boolean> {
    const partner = await viewersPartner(onlookerOf(ctx));
    return partner ? ctx.loaders.load(invitedByWireAndPartner, `${wire.id} ${partner.id}`) : false;
  }
}
