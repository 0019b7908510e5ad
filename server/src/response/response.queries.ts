import type { EntityManager } from '@mikro-orm/postgresql';
import { defineLoader } from '../common/loaders.js';
import { NEWEST_FIRST, orderedCursor, windowSql, type ListOrder } from '../common/list-order.js';
import { pageWindow, windowPage, type Page, type PageWindow, type TwoWayPageArgs } from '../common/paging.js';
import type { Partner } from '../partner/partner.entity.js';
import { WireResponse } from './response.entity.js';
import { ResponseStatus } from './response.enums.js';
import type { MyResponsesFilter, WireResponsesFilter } from './response.inputs.js';

/** SQL conditions on the response table (alias `r`) and their parameters. */
type ResponseSql = { where: string[]; params: unknown[] };

/** The conditions of `filter` (statuses, updatedSince) on alias `r`. */
function filterSql(filter: MyResponsesFilter | null | undefined, sql: ResponseSql): ResponseSql {
  const where = [...sql.where];
  const params = [...sql.params];
  if (filter?.statuses?.length) {
    where.push(`r.status in (${filter.statuses.map(() => '?').join(', ')})`);
    params.push(...filter.statuses);
  }
  if (filter?.updatedSince) {
    where.push('r.updated_at >= ?::timestamptz');
    params.push(filter.updatedSince.toISOString());
  }
  return { where, params };
}

/** Reading responses: a partner's own list, and each wire's responses as a connection. */
export class ResponseQueries {
  /** A partner's responses, narrowed by `filter`, in `order` (newest first by default), either way. */
  async myResponses(
    em: EntityManager,
    partner: Partner | null,
    paging: TwoWayPageArgs,
    filter?: MyResponsesFilter | null,
    order: ListOrder = NEWEST_FIRST,
  ): Promise<Page<WireResponse>> {
    const window = pageWindow(paging);
    const keyset = windowSql('r', order, window);
    if (!partner) return windowPage([], window, 0, (response) => orderedCursor(order, response));
    const sql = filterSql(filter, { where: ['r.partner_id = ?'], params: [partner.id] });
    const [rows, counted] = await Promise.all([
      em.execute<Record<string, unknown>[]>(
        `select r.* from response r where ${[...sql.where, ...keyset.where].join(' and ')} order by ${keyset.orderBy} limit ?`,
        [...sql.params, ...keyset.params, window.size + 1],
      ),
      em.execute<{ n: number }[]>(
        `select count(*)::int as n from response r where ${sql.where.join(' and ')}`,
        sql.params,
      ),
    ]);
    const responses = rows.map((row) => em.map(WireResponse, row));
    return windowPage(responses, window, counted[0]?.n ?? 0, (response) => orderedCursor(order, response));
  }
}

/** One wire's page of responses as asked for: the key of `responsePagesByWire`. */
export type WireResponsesRequest = {
  wireId: string;
  /** Only this partner's responses (a partner viewing), or all (the owner or an admin). */
  partnerId: string | null;
  window: PageWindow;
  filter: WireResponsesFilter | null;
  order: ListOrder;
};

/**
 * Pages of each wire's responses. Keys asking the same page of different wires (a list of wires
 * each showing `responsesConnection(first: 5)`) are read together: one statement for the rows of
 * all of them (ranked per wire) and one for their counts, whatever the number of wires.
 */
export const responsePagesByWire = defineLoader<string, Page<WireResponse>>(
  'responsePagesByWire',
  async (em, keys) => {
    const requests = keys.map((key) => JSON.parse(key) as WireResponsesRequest);
    const groups = new Map<string, WireResponsesRequest[]>();
    for (const request of requests) {
      const shape = JSON.stringify({ ...request, wireId: undefined });
      groups.set(shape, [...(groups.get(shape) ?? []), request]);
    }
    const pages = new Map<WireResponsesRequest, Page<WireResponse>>();
    for (const group of groups.values()) {
      const read = await readResponsePages(em, group);
      group.forEach((request, index) => pages.set(request, read[index]!));
    }
    return requests.map((request) => pages.get(request)!);
  },
);

async function readResponsePages(
  em: EntityManager,
  group: WireResponsesRequest[],
): Promise<Page<WireResponse>[]> {
  const { partnerId, window, filter, order } = group[0]!;
  const revived = filter?.updatedSince ? { ...filter, updatedSince: new Date(filter.updatedSince) } : filter;
  const wireIds = [...new Set(group.map((request) => request.wireId))];
  const base: ResponseSql = {
    where: [`r.wire_id in (${wireIds.map(() => '?').join(', ')})`],
    params: [...wireIds],
  };
  if (partnerId) {
    base.where.push('r.partner_id = ?');
    base.params.push(partnerId);
  }
  const sql = filterSql(revived, base);
  const asksWithdrawn = revived?.includeWithdrawn || revived?.statuses?.includes(ResponseStatus.WITHDRAWN);
  if (!asksWithdrawn) sql.where.push(`r.status <> '${ResponseStatus.WITHDRAWN}'`);
  const keyset = windowSql('r', order, window);
  const [rows, counts] = await Promise.all([
    em.execute<Record<string, unknown>[]>(
      `select x.* from (
         select r.*, row_number() over (partition by r.wire_id order by ${keyset.orderBy}) as page_rank
         from response r where ${[...sql.where, ...keyset.where].join(' and ')}
       ) x where x.page_rank <= ? order by x.page_rank`,
      [...sql.params, ...keyset.params, window.size + 1],
    ),
    em.execute<{ wire_id: string; n: number }[]>(
      `select r.wire_id, count(*)::int as n from response r where ${sql.where.join(' and ')} group by r.wire_id`,
      sql.params,
    ),
  ]);
  const byWire = new Map<string, WireResponse[]>();
  for (const { page_rank: _rank, ...row } of rows) {
    const response = em.map(WireResponse, row);
    const wireId = row.wire_id as string;
    byWire.set(wireId, [...(byWire.get(wireId) ?? []), response]);
  }
  const totals = new Map(counts.map((count) => [count.wire_id, count.n]));
  return group.map((request) =>
    windowPage(byWire.get(request.wireId) ?? [], window, totals.get(request.wireId) ?? 0, (response) =>
      orderedCursor(order, response),
    ),
  );
}
