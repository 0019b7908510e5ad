import { defineLoader, groupBy } from '../common/loaders.js';
import { CounterOffer } from './counter-offer.entity.js';
import { ResponseRevision } from './response-revision.entity.js';

/** The earlier versions of each response, oldest first. */
export const revisionsByResponse = defineLoader<string, ResponseRevision[]>(
  'revisionsByResponse',
  async (em, responseIds) => {
    const rows = await em.find(
      ResponseRevision,
      { response: { $in: [...responseIds] } },
      { orderBy: { response: 'asc', version: 'asc' }, refresh: true },
    );
    return groupBy(responseIds, rows, (row) => row.response.id);
  },
);

/** The latest counter-offer of each response (null when the buyer made none). */
export const counterOfferByResponse = defineLoader<string, CounterOffer | null>(
  'counterOfferByResponse',
  async (em, responseIds) => {
    const rows = await em.find(
      CounterOffer,
      { response: { $in: [...responseIds] } },
      { orderBy: { createdAt: 'desc', id: 'desc' }, refresh: true },
    );
    return responseIds.map((id) => rows.find((row) => row.response.id === id) ?? null);
  },
);
