import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { onlookerOf, type Context } from '../common/context.js';
import { Partner } from '../partner/partner.entity.js';
import { WireResponse } from '../response/response.entity.js';
import { Review } from './review.entity.js';
import { ratingByPartner, reviewByWireAndPartner } from './review.loaders.js';
import { seesReviewOf } from './review.policy.js';
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
    if (!ctx.actor.viewer) return null;
    const review = await ctx.loaders.load(
      reviewByWireAndPartner,
      `${response.wire.id} ${response.partner.id}`,
    );
    return review && (await seesReviewOf(onlookerOf(ctx), response)) ? review : null;
  }
}
