import type { EntityManager } from '@mikro-orm/postgresql';
import { pageSize, toPage, type Page } from '../common/paging.js';
import {
  decodeOrderedCursor,
  keysetSql,
  NEWEST_FIRST,
  orderedCursor,
  type ListOrder,
} from '../common/list-order.js';
import type { MyResponsesFilter } from './response.inputs.js';
import type { Partner } from '../partner/partner.entity.js';
import { WireResponse } from './response.entity.js';

/** Reading responses: a partner's own list. */
export class ResponseQueries {
  /** A partner's responses, narrowed by `filter`, in `order` (newest first by default). */
  async myResponses(
    em: EntityManager,
    partner: Partner | null,
    first?: number | null,
    after?: string | null,
    filter?: MyResponsesFilter | null,
    order: ListOrder = NEWEST_FIRST,
  ): Promise<Page<WireResponse>> {
    const size = pageSize(first);
    const keyset = keysetSql('r', order, decodeOrderedCursor(order, after));
    if (!partner) return toPage([], size, 0);
    const where = ['r.partner_id = ?'];
    const params: unknown[] = [partner.id];
    if (filter?.statuses?.length) {
      where.push(`r.status in (${filter.statuses.map(() => '?').join(', ')})`);
      params.push(...filter.statuses);
    }
    if (filter?.updatedSince) {
      where.push('r.updated_at >= ?::timestamptz');
      params.push(filter.updatedSince.toISOString());
    }
    const [rows, counted] = await Promise.all([
      em.execute<Record<string, unknown>[]>(
        `select r.* from response r where ${[...where, ...keyset.where].join(' and ')} order by ${keyset.orderBy} limit ?`,
        [...params, ...keyset.params, size + 1],
      ),
      em.execute<{ n: number }[]>(
        `select count(*)::int as n from response r where ${where.join(' and ')}`,
        params,
      ),
    ]);
    const responses = rows.map((row) => em.map(WireResponse, row));
    return toPage(responses, size, counted[0]?.n ?? 0, (response) => orderedCursor(order, response));
  }
}
