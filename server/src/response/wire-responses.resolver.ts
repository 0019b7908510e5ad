import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../common/context.js';
import { Role } from '../common/role.js';
import { memberById } from '../member/member.loaders.js';
import { partnerByMember } from '../partner/partner.loaders.js';
import { Wire } from '../wire/wire.entity.js';
import { isOwnerOrAdmin } from '../wire/wire.policy.js';
import { WireResponse } from './response.entity.js';
import { ResponseStatus } from './response.enums.js';
import { liveResponseByWireAndPartner, responsesByWire } from './response.loaders.js';
import { BuyerContact } from './response.types.js';

/** The fields of a Wire that concern its responses, with who may see which. */
@Resolver(() => Wire)
export class WireResponsesResolver {
  /** The viewer's partner's live response to `wire` (null for anyone else). */
  private async myLiveResponse(wire: Wire, ctx: Context): Promise<WireResponse | null> {
    const viewer = ctx.actor.viewer;
    if (viewer?.role !== Role.PARTNER) return null;
    const partner = await ctx.loaders.load(partnerByMember, viewer.id);
    return partner ? ctx.loaders.load(liveResponseByWireAndPartner, `${wire.id} ${partner.id}`) : null;
  }

  @FieldResolver(() => [WireResponse], {
    description: 'Owner/admin: every response; a partner: only their own; others: empty.',
  })
  async responses(@Root() wire: Wire, @Ctx() ctx: Context): Promise<WireResponse[]> {
    const viewer = ctx.actor.viewer;
    if (isOwnerOrAdmin(viewer, wire)) return ctx.loaders.load(responsesByWire, wire.id);
    if (viewer?.role !== Role.PARTNER) return [];
    const partner = await ctx.loaders.load(partnerByMember, viewer.id);
    if (!partner) return [];
    const all = await ctx.loaders.load(responsesByWire, wire.id);
    return all.filter((response) => response.partner.id === partner.id);
  }

  @FieldResolver(() => WireResponse, {
    nullable: true,
    description: "The viewer's own live response, for a partner (null otherwise).",
  })
  myResponse(@Root() wire: Wire, @Ctx() ctx: Context): Promise<WireResponse | null> {
    return this.myLiveResponse(wire, ctx);
  }

  @FieldResolver(() => BuyerContact, {
    nullable: true,
    description: 'Owner, admin, or a partner whose response was accepted; null for everyone else.',
  })
  async buyerContact(@Root() wire: Wire, @Ctx() ctx: Context): Promise<BuyerContact | null> {
    const allowed =
      isOwnerOrAdmin(ctx.actor.viewer, wire) ||
      (await this.myLiveResponse(wire, ctx))?.status === ResponseStatus.ACCEPTED;
    if (!allowed) return null;
    const owner = await ctx.loaders.load(memberById, wire.owner.id);
    return owner ? { name: owner.displayName, email: owner.email, phone: owner.phone } : null;
  }
}
