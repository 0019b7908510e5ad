import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../common/context.js';
import { Role } from '../common/role.js';
import { Partner } from '../partner/partner.entity.js';
import { partnerByMember } from '../partner/partner.loaders.js';
import { WireResponse } from '../response/response.entity.js';
import { wireById } from '../wire/wire.loaders.js';
import { isOwnerOrAdmin } from '../wire/wire.policy.js';
import { Review } from './review.entity.js';
import { ratingByPartner, reviewByWireAndPartner } from './review.loaders.js';
import { PartnerRating } from './review.types.js';

/** A partner's rating, shown beside its responses in every buyer's comparison. */
@Resolver(() => Partner)
export class PartnerRatingResolver {
  @FieldResolver(() => PartnerRating, {
    description: "The business's rating from buyers' reviews (hidden ones left out).",
  })
  rating(@Root() partner: Partner, @Ctx() ctx: Context): Promise<PartnerRating> {
    return ctx.loaders.load(ratingByPartner, partner.id);
  }
}

/** The review a response's partner got on its wire, for the buyer, that partner and admins. */
@Resolver(() => WireResponse)
export class ResponseReviewResolver {
  @FieldResolver(() => Review, {
    nullable: true,
    description:
      "The buyer's review of this partner on this wire, for the wire's owner, the partner and admins; null until reviewed (or for anyone else).",
  })
  async review(@Root() response: WireResponse, @Ctx() ctx: Context): Promise<Review | null> {
    const viewer = ctx.actor.viewer;
    if (!viewer) return null;
    const review = await ctx.loaders.load(
      reviewByWireAndPartner,
      `${response.wire.id} ${response.partner.id}`,
    );
    if (!review) return null;
    if (viewer.role === Role.PARTNER) {
      const partner = await ctx.loaders.load(partnerByMember, viewer.id);
      if (partner?.id === response.partner.id) return review;
    }
    const wire = await ctx.loaders.load(wireById, response.wire.id);
    return wire && isOwnerOrAdmin(viewer, wire) ? review : null;
  }
}
