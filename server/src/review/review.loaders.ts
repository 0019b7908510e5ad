import { defineLoader } from '../common/loaders.js';
import { executeMayLag } from '../db/read-replica.js';
import { Review } from './review.entity.js';
import type { PartnerRating } from './review.types.js';

/** Each partner's rating from its visible reviews (one statement for a page of partners). */
export const ratingByPartner = defineLoader<string, PartnerRating>('ratingByPartner', async (em, ids) => {
  const rows = await executeMayLag<{ partner_id: string; average: string; n: number }[]>(
    em,
    `select partner_id, round(avg(rating), 1)::text as average, count(*)::int as n from review where partner_id in (${ids.map(() => '?').join(', ')}) and not hidden group by partner_id`,
    [...ids],
  );
  const found = new Map(rows.map((row) => [row.partner_id, row]));
  return ids.map((id) => {
    const row = found.get(id);
    return row ? { average: Number(row.average), count: row.n } : { average: null, count: 0 };
  });
});

/** The review of a partner on a wire, keyed `wireId partnerId` (null when none). */
export const reviewByWireAndPartner = defineLoader<string, Review | null>(
  'reviewByWireAndPartner',
  async (em, keys) => {
    const pairs = keys.map((key) => key.split(' '));
    const rows = await em.find(Review, {
      wire: { $in: [...new Set(pairs.map(([wire]) => wire ?? ''))] },
      partner: { $in: [...new Set(pairs.map(([, partner]) => partner ?? ''))] },
    });
    return pairs.map(
      ([wire, partner]) => rows.find((r) => r.wire.id === wire && r.partner.id === partner) ?? null,
    );
  },
);
