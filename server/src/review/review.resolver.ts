import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { IdArg } from '../common/ids.js';
import { Auth, Public } from '../auth/auth.directive.js';
import { ApiTokenScope } from '../common/api-token-scope.js';
import type { Context } from '../common/context.js';
import { PageArgs, type Page } from '../common/paging.js';
import { Role } from '../common/role.js';
import { memberById } from '../member/member.loaders.js';
import { PartnerCard } from '../partner/partner-card.js';
import { Partner } from '../partner/partner.entity.js';
import { partnerById } from '../partner/partner.loaders.js';
import { AppError } from '../common/errors.js';
import { wireById } from '../wire/wire.loaders.js';
import { Review } from './review.entity.js';
import { ReviewPartnerInput } from './review.inputs.js';
import { seesHiddenReason } from './review.policy.js';
import type { ReviewService } from './review.service.js';
import { ReviewConnection } from './review.types.js';

/** Reviews after fulfilment: writing, replying, hiding, and a partner's list. */
@Resolver(() => Review)
export class ReviewResolver {
  constructor(private readonly reviews: ReviewService) {}

  @Public()
  @Query(() => ReviewConnection, {
    description:
      "A partner's reviews, newest first: the visible ones (admins: hidden ones too). Empty for an unknown partner.",
  })
  partnerReviews(
    @IdArg('partnerId', "The partner's id.") partnerId: string,
    @Args(() => PageArgs) { first, after }: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<Page<Review>> {
    return this.reviews.list(ctx.actor, partnerId, first, after);
  }

  @Auth({ scopes: [ApiTokenScope.WIRES] })
  @Mutation(() => Review, {
    description:
      'The buyer rates a partner accepted on one of their FULFILLED wires, once (CONFLICT before fulfilment or the second time); the partner is notified.',
  })
  reviewPartner(
    @Arg('input', () => ReviewPartnerInput, { description: 'The wire, the rating and the words.' })
    input: ReviewPartnerInput,
    @Ctx() ctx: Context,
  ): Promise<Review> {
    return this.reviews.reviewPartner(ctx.actor, input);
  }

  @Auth(Role.PARTNER, { scopes: [ApiTokenScope.RESPONSES] })
  @Mutation(() => Review, {
    description:
      'The reviewed partner replies to a review, once (FORBIDDEN for anyone else, CONFLICT the second time); the buyer is notified.',
  })
  replyToReview(
    @IdArg('reviewId', 'A review of my business.') reviewId: string,
    @Arg('text', () => String, { description: 'The reply: 1 to 1,000 characters.' }) text: string,
    @Ctx() ctx: Context,
  ): Promise<Review> {
    return this.reviews.replyToReview(ctx.actor, reviewId, text);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Review, {
    description:
      'Hides an abusive review (out of the rating and the public list) or shows it again; audited.',
  })
  setReviewHidden(
    @IdArg('id', "The review's id.") id: string,
    @Arg('hidden', () => Boolean, { description: 'True to hide it, false to show it again.' })
    hidden: boolean,
    @Arg('reason', () => String, {
      nullable: true,
      description: 'Why (needed to hide, at most 500 characters); kept in the audit log.',
    })
    reason: string | null,
    @Ctx() ctx: Context,
  ): Promise<Review> {
    return this.reviews.setHidden(ctx.actor, id, hidden, reason);
  }

  @FieldResolver(() => String, {
    description:
      'The display name of the buyer who wrote it, "A buyer" when unnamed, "Deleted account" once deleted.',
  })
  async authorName(@Root() review: Review, @Ctx() ctx: Context): Promise<string> {
    const author = await ctx.loaders.load(memberById, review.author.id);
    if (author?.deletedAt) return 'Deleted account';
    return author?.displayName || 'A buyer';
  }

  @FieldResolver(() => String, { description: 'The title of the fulfilled wire it is about.' })
  async wireTitle(@Root() review: Review, @Ctx() ctx: Context): Promise<string> {
    return (await ctx.loaders.load(wireById, review.wire.id))?.title ?? '';
  }

  @FieldResolver(() => PartnerCard, { description: 'The business it is about.' })
  async partner(@Root() review: Review, @Ctx() ctx: Context): Promise<Partner> {
    const partner = await ctx.loaders.load(partnerById, review.partner.id);
    if (!partner) throw new AppError('NOT_FOUND', 'This partner no longer exists.');
    return partner;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Why an admin hid it: for admins only (null for everyone else, and while shown).',
  })
  hiddenReason(@Root() review: Review, @Ctx() ctx: Context): string | null {
    return seesHiddenReason(ctx.actor.viewer) ? review.hiddenReason : null;
  }
}
