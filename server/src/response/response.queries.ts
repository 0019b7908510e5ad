import type { EntityManager } from '@mikro-orm/postgresql';
import { afterCursor, decodeCursor, pageSize, toPage, type Page } from '../common/paging.js';
import type { Partner } from '../partner/partner.entity.js';
import { WireResponse } from './response.entity.js';

/** Reading responses: a partner's own list. */
export class ResponseQueries {
  async myResponses(
    em: EntityManager,
    partner: Partner | null,
    first?: number | null,
    after?: string | null,
  ): Promise<Page<WireResponse>> {
    const size = pageSize(first);
    if (!partner) return toPage([], size, 0);
    const where = { partner: partner.id };
    const [rows, total] = await Promise.all([
      em.find(
        WireResponse,
        { ...where, ...afterCursor(decodeCursor(after)) },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size + 1 },
      ),
      em.count(WireResponse, where),
    ]);
    return toPage(rows, size, total);
  }
}
