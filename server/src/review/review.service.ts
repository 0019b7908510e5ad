import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import { AppError, InputProblems } from '../common/errors.js';
import { afterCursor, decodeCursor, pageSize, toPage, type Page } from '../common/paging.js';
import { Role } from '../common/role.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import { AuditSubject } from '../audit/audit.entity.js';
import type { AuditLog } from '../audit/audit.service.js';
import { newReviewNotice, reviewReplyNotice } from '../mail/notices.js';
import { NotificationKind } from '../notification/notification.enums.js';
import type { Notifier } from '../notification/notifier.js';
import { WireResponse } from '../response/response.entity.js';
import { ResponseStatus } from '../response/response.enums.js';
import { Wire } from '../wire/wire.entity.js';
import { WireStatus } from '../wire/wire.enums.js';
import { Review } from './review.entity.js';
import { REVIEW_LIMITS, type ReviewPartnerInput } from './review.inputs.js';

/** A text field's problem, if any: empty (after trimming) or longer than `max`. */
function textProblem(text: string, max: number, empty: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return empty;
  if (trimmed.length > max) return `At most ${max} characters (this has ${trimmed.length}).`;
  return null;
}

/**
 * Reviews after fulfilment: the buyer rates each partner accepted on a
 * FULFILLED wire once, the partner replies once, an admin hides an abusive review (audited).
 * Each change is one unit of work, with its notification written in it.
 */
export class ReviewService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly notifier: Notifier,
    private readonly audit: AuditLog,
  ) {}

  /**
   * BAD_USER_INPUT for a rating outside 1–5 or an empty or over-long text; NOT_FOUND for an unknown
   * wire, FORBIDDEN unless it is the viewer's, CONFLICT before it is FULFILLED, without an accepted
   * partner, or when that partner was already reviewed for it.
   */
  reviewPartner(actor: Actor, input: ReviewPartnerInput): Promise<Review> {
    const viewer = requireViewer(actor);
    const problems = new InputProblems();
    if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
      problems.add(['input', 'rating'], 'Rate from 1 to 5 stars.');
    const textIssue = textProblem(input.text, REVIEW_LIMITS.text, 'Say in a few words how it went.');
    if (textIssue) problems.add(['input', 'text'], textIssue);
    problems.throwIfAny();
    return this.uow.run(actor, async (tx) => {
      const em = tx.em;
      const wire = await em.findOne(Wire, { id: input.wireId });
      if (!wire || wire.status === WireStatus.REMOVED)
        throw new AppError('NOT_FOUND', 'This request does not exist.');
      if (wire.owner.id !== viewer.id)
        throw new AppError('FORBIDDEN', 'Only the buyer who posted this request can review its partner.', {
          details: { reason: 'NOT_OWNER' },
        });
      if (wire.status !== WireStatus.FULFILLED)
        throw new AppError('CONFLICT', 'You can review the partner once the request is marked fulfilled.', {
          details: { reason: 'NOT_FULFILLED' },
        });
      const accepted = await em.find(
        WireResponse,
        { wire: wire.id, status: ResponseStatus.ACCEPTED },
        { populate: ['partner.member'], orderBy: { createdAt: 'asc' } },
      );
      if (!accepted.length)
        throw new AppError(
          'CONFLICT',
          'No partner was accepted on this request, so there is nobody to review.',
          { details: { reason: 'NONE_ACCEPTED' } },
        );
      const response = input.partnerId
        ? accepted.find((candidate) => candidate.partner.id === input.partnerId)
        : accepted.length === 1
          ? accepted[0]
          : undefined;
      if (!response)
        throw new AppError(
          'BAD_USER_INPUT',
          input.partnerId
            ? 'This partner was not accepted on this request.'
            : 'You accepted more than one partner here; choose which one to review.',
          { field: 'partnerId' },
        );
      const partner = response.partner;
      const already = () =>
        new AppError('CONFLICT', `You have already reviewed ${partner.businessName} for this request.`, {
          details: { reason: 'ALREADY_REVIEWED' },
        });
      if (await em.count(Review, { wire: wire.id, partner: partner.id })) throw already();
      const review = em.create(Review, {
        wire,
        partner,
        author: wire.owner,
        rating: input.rating,
        text: input.text.trim(),
      });
      em.persist(review);
      try {
        await em.flush();
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) throw already();
        throw error;
      }
      this.notifier.notify(tx, partner.member, {
        kind: NotificationKind.NEW_REVIEW,
        notice: newReviewNotice(wire.title, review.rating, review.text),
      });
      return review;
    });
  }

  /** The reviewed partner replies once: NOT_FOUND, FORBIDDEN for anyone else, CONFLICT the second time. */
  replyToReview(actor: Actor, reviewId: string, text: string): Promise<Review> {
    const viewer = requireViewer(actor);
    const textIssue = textProblem(text, REVIEW_LIMITS.reply, 'Write your reply.');
    if (textIssue) throw new AppError('BAD_USER_INPUT', textIssue, { field: 'text' });
    return this.uow.run(actor, async (tx) => {
      const review = await this.find(tx.em, reviewId, ['partner.member', 'wire', 'author']);
      if (review.partner.member.id !== viewer.id)
        throw new AppError('FORBIDDEN', 'Only the partner this review is about can reply to it.', {
          details: { reason: 'NOT_OWNER' },
        });
      if (review.reply !== null)
        throw new AppError('CONFLICT', 'You have already replied to this review; a review takes one reply.', {
          details: { reason: 'ALREADY_REPLIED' },
        });
      review.reply = text.trim();
      review.repliedAt = new Date();
      this.notifier.notify(tx, review.author, {
        kind: NotificationKind.REVIEW_REPLY,
        notice: reviewReplyNotice(
          review.wire.id,
          review.wire.title,
          review.partner.businessName,
          review.reply,
        ),
      });
      return review;
    });
  }

  /** An admin hides (with a reason) or shows a review again; audited. CONFLICT when it already is. */
  setHidden(
    actor: Actor,
    reviewId: string,
    hidden: boolean,
    reason: string | null | undefined,
  ): Promise<Review> {
    const why = reason?.trim() || null;
    if (hidden) {
      const issue = textProblem(why ?? '', REVIEW_LIMITS.reason, 'Say why this review is hidden.');
      if (issue) throw new AppError('BAD_USER_INPUT', issue, { field: 'reason' });
    } else if (why && why.length > REVIEW_LIMITS.reason) {
      throw new AppError('BAD_USER_INPUT', `At most ${REVIEW_LIMITS.reason} characters.`, {
        field: 'reason',
      });
    }
    return this.uow.run(actor, async (tx) => {
      const review = await this.find(tx.em, reviewId, []);
      if (review.hidden === hidden)
        throw new AppError(
          'CONFLICT',
          hidden ? 'This review is already hidden.' : 'This review is not hidden.',
          { details: { reason: hidden ? 'REVIEW_HIDDEN' : 'REVIEW_SHOWN' } },
        );
      this.audit.record(tx, {
        action: hidden ? 'review.hidden' : 'review.shown',
        subjectType: AuditSubject.REVIEW,
        subjectId: review.id,
        before: { hidden: review.hidden },
        after: { hidden },
        reason: why,
      });
      review.hidden = hidden;
      review.hiddenReason = hidden ? why : null;
      return review;
    });
  }

  /** A partner's reviews, newest first: visible ones for everyone, hidden ones too for admins. */
  async list(
    actor: Actor,
    partnerId: string,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Page<Review>> {
    const size = pageSize(first);
    const cursor = decodeCursor(after);
    const where: Record<string, unknown> = { partner: partnerId };
    if (actor.viewer?.role !== Role.ADMIN) where.hidden = false;
    const [rows, total] = await Promise.all([
      actor.em.find(
        Review,
        { ...where, ...afterCursor(cursor) },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size + 1 },
      ),
      actor.em.count(Review, where),
    ]);
    return toPage(rows, size, total);
  }

  private async find(em: EntityManager, id: string, populate: string[]): Promise<Review> {
    const review = await em.findOne(Review, { id }, { populate: populate as never[] });
    if (!review) throw new AppError('NOT_FOUND', 'No such review.');
    return review;
  }
}
