import type { UnitOfWork } from '../common/unit-of-work.js';
import { defineModule } from '../common/module.js';
import type { AuditLog } from '../audit/audit.service.js';
import type { Notifier } from '../notification/notifier.js';
import { Review } from './review.entity.js';
import { ReviewService } from './review.service.js';
import { ReviewResolver } from './review.resolver.js';
import { PartnerRatingResolver, ResponseReviewResolver } from './review-fields.resolver.js';

/** Buyers' reviews of partners after a fulfilled wire, and the partners' replies. */
export const reviewModule = defineModule({
  name: 'review',
  entities: [Review],
  services: (s: { uow: UnitOfWork; notifier: Notifier; audit: AuditLog }) => ({
    reviews: new ReviewService(s.uow, s.notifier, s.audit),
  }),
  resolvers: [ReviewResolver, PartnerRatingResolver, ResponseReviewResolver],
  resolve: (s) => [new ReviewResolver(s.reviews), new PartnerRatingResolver(), new ResponseReviewResolver()],
});
