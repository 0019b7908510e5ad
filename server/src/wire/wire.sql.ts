import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors.js';
import { nearParams, nearSql } from '../common/geo.js';
import { DECIMAL } from '../common/money.js';
import { pageWindow, windowPage, type Page, type PageWindow, type Total } from '../common/paging.js';
import {
  NEWEST_FIRST,
  decodeOrderedCursor,
  orderedCursor,
  windowSql,
  type ListOrder,
} from '../common/list-order.js';
import type { Partner } from '../partner/partner.entity.js';
import { executeMayLag } from '../db/read-replica.js';
import { executePrepared } from '../db/prepared.js';
import { readOnlyEntities } from '../db/read-only-entities.js';
import { Wire } from './wire.entity.js';
import { circleRows, type Circle } from './wire-geo.js';
import { pageTotalOf, plannedRows, totalColumn } from './wire-counts.js';
import { WIRE_LIMITS, type WireboardFilter } from './wire.inputs.js';

/** SQL conditions on the wire table (alias `w`) and their parameters. */
export type WireSql = { where: string[]; params: unknown[] };
/** A statement of one row and one column (a total), with its `?` parameters. */
export type ScalarSql = { sql: string; params: unknown[] };

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** The wireboard filter as SQL (status not included). `wire-match.ts` mirrors it in memory. */
export function filterSql(filter: WireboardFilter | null | undefined): WireSql {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter?.kinds) {
    where.push(`w.kind in (${placeholders(filter.kinds)})`);
    params.push(...filter.kinds);
  }
  const text = filter?.text?.trim();
  if (text) {
    where.push(
      `to_tsvector('simple', w.title || ' ' || coalesce(w.description, '')) @@ plainto_tsquery('simple', ?)`,
    );
    params.push(text);
  }
  if (filter?.near) {
    const { lat, lng, radiusKm } = filter.near;
    where.push(nearSql('w'));
    params.push(...nearParams(lat, lng, radiusKm * 1000));
  }
  if (filter?.budgetMin) {
    where.push(`(w.budget_max is null or w.budget_max >= ?::numeric)`);
    params.push(filter.budgetMin);
  }
  if (filter?.budgetMax) {
    where.push(`(w.budget_min is null or w.budget_min <= ?::numeric)`);
    params.push(filter.budgetMax);
  }
  return { where, params };
}

/** A partner's matches: kind among its categories, location inside its service area. */
export function partnerSql(partner: Partner): WireSql {
  const kinds = partnerKindsSql(partner);
  return {
    where: [...kinds.where, nearSql('w', '::float8')],
    params: [...kinds.params, ...nearParams(partner.lat, partner.lng, partner.radiusKm * 1000)],
  };
}

/** `partnerSql` without the service area: the partner's kinds only. */
export function partnerKindsSql(partner: Partner): WireSql {
  return { where: [`w.kind in (${placeholders(partner.categories)})`], params: [...partner.categories] };
}

function bad(field: string, message: string): AppError {
  return new AppError('BAD_USER_INPUT', message, { field });
}

/** The checks a wireboard filter needs when it did not come through type-graphql's validation. */
export function assertFilter(filter: WireboardFilter | null | undefined): void {
  if (!filter) return;
  if (filter.kinds && filter.kinds.length === 0) throw bad('kinds', 'Choose at least one kind.');
  if (filter.text && filter.text.length > WIRE_LIMITS.text)
    throw bad('text', `At most ${WIRE_LIMITS.text} characters.`);
  if (filter.near) {
    const { lat, lng, radiusKm } = filter.near;
    if (!(lat >= -90 && lat <= 90)) throw bad('lat', 'Latitude must be between -90 and 90.');
    if (!(lng >= -180 && lng <= 180)) throw bad('lng', 'Longitude must be between -180 and 180.');
    if (!(radiusKm >= 1 && radiusKm <= 500)) throw bad('radiusKm', 'The radius is 1 to 500 km.');
  }
  for (const field of ['budgetMin', 'budgetMax'] as const) {
    const value = filter[field];
    if (value && !DECIMAL.test(value)) throw bad(field, 'Enter an amount such as 1500 or 1500.50.');
  }
}

/** How a page is read: its total (run only when asked for), its order, its rare conditions. */
export type WirePageOptions = {
  total: (sql: WireSql) => Promise<Total>;
  order?: ListOrder;
  /**
   * Conditions (already the last of `sql`) whose matches may be too rare for walking the order's
   * index and too common-looking for the planner to see it: full-text search, whose estimate for a
   * word outside its statistics is a flat 0.5 %.
   */
  sparse?: WireSql;
  /**
   * A public board: its rows may come from a read replica (db/read-replica.ts), and are read-only
   * entities that the request's EntityManager does not manage (db/read-only-entities.ts).
   */
  mayLag?: boolean;
  /**
   * A circle among `sql`'s conditions, on OPEN wires (`w.status = 'OPEN'` among them): a newest
   * first page is then read through the cell indexes (wire-geo.ts), whatever else it holds.
   */
  circle?: Circle | null;
  /**
   * The list's exact total as a statement (`counterSql`), when it is asked for: read as a column of
   * the page's own statement when the page is read plainly, so the page and its total take one
   * round trip (and one connection) instead of two; the page's total is then that number. Read-only
   * pages only (`mayLag`): their rows become entities through their own columns and ignore it.
   */
  totalInPage?: ScalarSql;
};

/** Newest rows a sparse condition is checked on before its own index is used instead. */
export const SPARSE_PROBE_ROWS = 1_000;

/**
 * One keyset page of wires matching `sql` in `order` (newest first by default), read forward
 * (`first`/`after`) or, for a `PageWindow` read backward, from the end. With `sparse`, at most
 * SPARSE_PROBE_ROWS rows are walked in order first; when they hold less than a page, the matches
 * are gathered through their index (`offset 0` keeps the planner from walking the order instead)
 * and sorted: either way the cost is bounded, not the size of the table. With `circle`, a newest
 * first page reads the circle's cells first (wire-geo.ts `circleRows`), as bounded.
 */
export async function wirePage(
  em: EntityManager,
  sql: WireSql,
  paging: PageWindow | { first: number | null | undefined; after: string | null | undefined },
  { total, order = NEWEST_FIRST, sparse, mayLag = false, circle, totalInPage }: WirePageOptions,
): Promise<Page<Wire>> {
  const read = (query: string, values: unknown[]) =>
    mayLag
      ? executeMayLag<Record<string, unknown>[]>(em, query, values)
      : em.execute<Record<string, unknown>[]>(query, values);
  const window = 'size' in paging ? paging : pageWindow(paging);
  const keyset = windowSql('w', order, window);
  const where = [...sql.where, ...keyset.where];
  const params = [...sql.params, ...keyset.params];
  const limit = window.size + 1;
  let rows: Record<string, unknown>[] | null = null;
  // the matches gathered through the sparse condition's own index, then sorted
  const gather = () =>
    read(
      `select * from (select w.* from wire w where ${where.join(' and ')} offset 0) w order by ${keyset.orderBy} limit ?`,
      [...params, limit],
    );
  const newestFirst = order.field === NEWEST_FIRST.field && order.direction === NEWEST_FIRST.direction;
  const inCircle = circle && newestFirst && !window.backward;
  // in a circle, a rare word (as the planner sees it) is gathered through its own index at once:
  // the circle's cells, walked in time windows, would be read whole before its few matches are found
  if (inCircle && sparse?.where.length && (await plannedRows(em, sparse)) <= SPARSE_PROBE_ROWS)
    rows = await gather();
  if (!rows && inCircle) {
    const from = decodeOrderedCursor(order, window.cursor)?.at ?? new Date();
    rows = await circleRows(read, sql, keyset, limit, circle, from);
  }
  if (!rows && sparse?.where.length) {
    const dense = sql.where.slice(0, sql.where.length - sparse.where.length);
    const denseParams = sql.params.slice(0, sql.params.length - sparse.params.length);
    const probed = await read(
      `select * from (select w.* from wire w where ${[...dense, ...keyset.where].join(' and ') || 'true'}` +
        ` order by ${keyset.orderBy} limit ${SPARSE_PROBE_ROWS}) w` +
        ` where ${sparse.where.join(' and ')} order by ${keyset.orderBy} limit ?`,
      [...denseParams, ...keyset.params, ...sparse.params, limit],
    );
    rows = probed.length === limit ? probed : await gather();
  }
  // the total read with the page (`totalInPage`): on every row, so an empty page has none
  let pageTotal: number | null = null;
  if (!rows) {
    const withTotal = mayLag ? totalInPage : undefined;
    const column = totalColumn(withTotal);
    const plain = `select w.*${column.sql} from wire w where ${where.join(' and ') || 'true'} order by ${keyset.orderBy} limit ?`;
    const values = [...column.params, ...params, limit];
    // the board's plain page (a read that may lag): a prepared statement, parsed once per connection
    rows = mayLag ? await executePrepared(em, plain, values, 'read') : await read(plain, values);
    pageTotal = pageTotalOf(rows, withTotal);
  }
  const wires = mayLag ? readOnlyEntities(em, Wire, rows) : rows.map((row) => em.map(Wire, row));
  return windowPage(wires, window, pageTotal ?? (() => total(sql)), (wire) => orderedCursor(order, wire));
}
