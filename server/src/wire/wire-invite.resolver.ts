import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../common/context.js';
import { MaxItems } from '../common/list-limits.js';
import { Role } from '../common/role.js';
import { ApiTokenScope } from '../common/api-token-scope.js';
import { Auth } from '../auth/auth.directive.js';
import type { Partner } from '../partner/partner.entity.js';
import { PartnerCard } from '../partner/partner-card.js';
import { partnerByMember } from '../partner/partner.loaders.js';
import { Wire } from './wire.entity.js';
import { managesInvites } from './wire.policy.js';
import { invitedByWireAndPartner, invitedPartnersByWire } from './wire-invite.loaders.js';
import { INVITABLE_MAX, INVITE_IDS_MAX, type WireInvites } from './wire-invite.service.js';

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
    @Arg('wireId', () => ID, { description: "The wire's id." }) wireId: string,
    @Arg('partnerIds', () => [ID], { description: 'The partners to invite (ids of `PartnerCard`).' })
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
    @Arg('wireId', () => ID, { description: "The wire's id." }) wireId: string,
    @Arg('partnerId', () => ID, { description: 'The invited partner.' }) partnerId: string,
    @Ctx() ctx: Context,
  ): Promise<Wire> {
    return this.invites.withdrawInvite(ctx.actor, wireId, partnerId);
  }

  @Auth()
  @Query(() => [PartnerCard], {
    description: `Approved partners the owner of a wire may invite, whose business name holds \`text\` (case-insensitive), by name; at most \`first\` (1..${INVITABLE_MAX}). NOT_FOUND / FORBIDDEN as for \`invitePartners\`.`,
  })
  invitablePartners(
    @Arg('wireId', () => ID, { description: "The wire's id." }) wireId: string,
    @Arg('text', () => String, { defaultValue: '', description: 'Part of the business name; empty: any.' })
    text: string,
    @Arg('first', () => Int, { defaultValue: 10, description: `How many: 1 to ${INVITABLE_MAX}.` })
    first: number,
    @Ctx() ctx: Context,
  ): Promise<Partner[]> {
    return this.invites.invitablePartners(ctx.actor, wireId, text, first);
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
    const viewer = ctx.actor.viewer;
    if (viewer?.role !== Role.PARTNER) return false;
    const partner = await ctx.loaders.load(partnerByMember, viewer.id);
    return partner ? ctx.loaders.load(invitedByWireAndPartner, `${wire.id} ${partner.id}`) : false;
  }
}
