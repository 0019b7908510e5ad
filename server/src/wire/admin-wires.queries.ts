import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors.js';
import { isUuid } from '../common/ids.js';
import { forwardPageInfo, pageSize, withLazyTotal, type Total } from '../common/paging.js';
import {
  ADMIN_WIRE_LIMITS,
  AdminWireSort,
  SortDirection,
  type AdminWireConnection,
  type AdminWiresFilter,
  type AdminWiresOrder,
} from './admin-wires.inputs.js';
import { Wire } from './wire.entity.js';
import { WireStatus } from './wire.enums.js';
import { WIRE_LIMITS } from './wire.inputs.js';
import { boundedCount, counterSql, pageTotalOf, readCounter, totalColumn } from './wire-counts.js';
import { filterSql, type ScalarSql, type WireSql } from './wire.sql.js';

/**
 * Each sort's key: an expression on the wire table (alias `w`), its cast for a cursor's value.
 * Every key is followed by (created_at, id), all in one direction, so one row comparison pages it
 * and one btree index (see the migration `admin_wires`) serves both directions. Missing values
 * sort as a sentinel (no date needed: last ascending; no budget: first ascending).
 */
const SORT_KEYS: Record<AdminWireSort, { expr: string; cast: string } | null> = {
  CREATED: null,
  NEEDED_BY: { expr: `coalesce(w.needed_by, 'infinity'::timestamptz)`, cast: 'timestamptz' },
  BUDGET: { expr: `coalesce(w.budget_max, w.budget_min, -1)`, cast: 'numeric' },
  RESPONSES: { expr: 'w.response_count', cast: 'int' },
  STATUS: { expr: 'w.status', cast: 'text' },
};

export const DEFAULT_ORDER: AdminWiresOrder = { field: AdminWireSort.CREATED, direction: SortDirection.DESC };

/** Up to this many matches the count is exact; above it, an estimate (docs/decisions/0022-admin-request-table.md). */
export const EXACT_COUNT_LIMIT = 10_000;
const MAX_PAGE = 100_000;

/** A row as the table's SQL returns it: the wire's columns, its owner's email and its sort key. */
export type AdminWireRow = Record<string, unknown> & {
  id: string;
  created_at: Date | string;
  sort_key: string | null;
  /** created_at as text: microseconds kept (a JS Date would round them and skip rows). */
  created_key: string;
  owner_email: string;
};

type Position = { key: string | null; createdAt: string; id: string };

function bad(field: string, message: string): AppError {
  return new AppError('BAD_USER_INPUT', message, { field });
}

function encodePosition(sort: AdminWireSort, row: AdminWireRow): string {
  return Buffer.from(JSON.stringify([sort, row.sort_key, row.created_key, row.id])).toString('base64url');
}

function decodePosition(sort: AdminWireSort, after: string): Position {
  try {
    const [s, key, createdAt, id] = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as unknown[];
    if (
      s === sort &&
      (key === null || typeof key === 'string') &&
      typeof createdAt === 'string' &&
      !Number.isNaN(new Date(createdAt).getTime()) &&
      typeof id === 'string' &&
      isUuid(id)
    )
      return { key, createdAt, id };
  } catch {
    // falls through to the refusal
  }
  throw bad('after', 'This cursor is not valid for this sort order.');
}

/** The checks a filter needs when it did not come through type-graphql (the CSV route). */
export function assertAdminFilter(filter: AdminWiresFilter | null | undefined): void {
  if (!filter) return;
  if (filter.statuses && filter.statuses.length === 0) throw bad('statuses', 'Choose at least one status.');
  if (filter.text && filter.text.length > WIRE_LIMITS.text)
    throw bad('text', `At most ${WIRE_LIMITS.text} characters.`);
  if (filter.owner && filter.owner.length > ADMIN_WIRE_LIMITS.owner)
    throw bad('owner', `At most ${ADMIN_WIRE_LIMITS.owner} characters.`);
  for (const field of ['createdFrom', 'createdTo', 'updatedSince'] as const) {
    const value = filter[field];
    if (value && Number.isNaN(value.getTime())) throw bad(field, 'Enter a valid date.');
  }
  if (filter.createdFrom && filter.createdTo && filter.createdFrom > filter.createdTo)
    throw bad('createdTo', 'The end date cannot be before the start date.');
}

/** The filter as SQL conditions on `wire w`. */
export function adminFilterSql(filter: AdminWiresFilter | null | undefined): WireSql {
  assertAdminFilter(filter);
  const text = filterSql({ text: filter?.text });
  const where = [...text.where];
  const params = [...text.params];
  if (filter?.statuses) {
    where.push(`w.status in (${filter.statuses.map(() => '?').join(', ')})`);
    params.push(...filter.statuses);
  }
  if (filter?.kind) {
    where.push('w.kind = ?');
    params.push(filter.kind);
  }
  if (filter?.createdFrom) {
    where.push('w.created_at >= ?::timestamptz');
    params.push(filter.createdFrom.toISOString());
  }
  if (filter?.createdTo) {
    where.push('w.created_at < ?::timestamptz');
    params.push(filter.createdTo.toISOString());
  }
  if (filter?.updatedSince) {
    where.push('w.updated_at >= ?::timestamptz');
    params.push(filter.updatedSince.toISOString());
  }
  const owner = filter?.owner?.trim();
  if (owner) {
    if (isUuid(owner)) {
      where.push('w.owner_id = ?::uuid');
      params.push(owner);
    } else {
      where.push('w.owner_id = (select m.id from member m where m.email = ?)');
      params.push(owner.toLowerCase());
    }
  }
  return { where, params };
}

/**
 * One statement's worth of rows: `limit` rows after `position` (or from `offset`), in order; with
 * `total` (the counter's statement), the table's total on every row (`totalColumn`).
 */
async function selectRows(
  em: EntityManager,
  sql: WireSql,
  order: AdminWiresOrder,
  limit: number,
  from: { position?: Position | null; offset?: number; total?: ScalarSql | null },
): Promise<AdminWireRow[]> {
  const key = SORT_KEYS[order.field];
  const dir = order.direction === SortDirection.ASC ? 'asc' : 'desc';
  const where = [...sql.where];
  const params = [...sql.params];
  const position = from.position;
  if (position) {
    const cmp = dir === 'asc' ? '>' : '<';
    if (key) {
      where.push(`(${key.expr}, w.created_at, w.id) ${cmp} (?::${key.cast}, ?::timestamptz, ?::uuid)`);
      params.push(position.key, position.createdAt, position.id);
    } else {
      where.push(`(w.created_at, w.id) ${cmp} (?::timestamptz, ?::uuid)`);
      params.push(position.createdAt, position.id);
    }
  }
  const orderBy = [...(key ? [key.expr] : []), 'w.created_at', 'w.id'].map((c) => `${c} ${dir}`).join(', ');
  const total = totalColumn(from.total);
  const filtered = `from wire w where ${where.join(' and ') || 'true'} order by ${orderBy}`;
  const offset = from.offset ?? 0;
  // a numbered page past the first: the rows it skips are walked in the sort's index as ids only,
  // and only the page's own rows are read whole (with their owner's email): not every skipped one
  const rows =
    offset > 0
      ? {
          sql: `from wire w where w.id in (select w.id ${filtered} limit ? offset ?) order by ${orderBy} limit ?`,
          params: [...params, limit, offset, limit],
        }
      : { sql: `${filtered} limit ?`, params: [...params, limit] };
  return em.execute<AdminWireRow[]>(
    `select w.*, ${key ? `(${key.expr})::text` : 'null'} as sort_key, w.created_at::text as created_key,` +
      ` (select m.email from member m where m.id = w.owner_id) as owner_email` +
      total.sql +
      ` ${rows.sql}`,
    [...total.params, ...rows.params],
  );
}

/**
 * The maintained counter's statement for the table's total, when only statuses and a kind narrow
 * it (exact, whatever its size); else null.
 */
function keptTotal(filter: AdminWiresFilter | null | undefined, sql: WireSql): ScalarSql | null {
  const kept = adminFilterSql({ statuses: filter?.statuses, kind: filter?.kind });
  if (kept.where.length !== sql.where.length) return null;
  return counterSql(filter?.statuses ?? Object.values(WireStatus), filter?.kind ? [filter.kind] : null);
}

/**
 * How many wires match: from the maintained counter when it keeps the filter (`keptTotal`), else
 * exact up to EXACT_COUNT_LIMIT and the planner's estimate above — never a full count per page.
 */
async function countMatching(
  em: EntityManager,
  filter: AdminWiresFilter | null | undefined,
  sql: WireSql,
): Promise<Total> {
  const counter = keptTotal(filter, sql);
  if (counter) return readCounter(em, counter);
  // an owner's wires are few and indexed, but `owner_id = (subquery)` is a blind guess to the
  // planner (skewed owners): counted first; any other filter asks the planner first
  return boundedCount(em, sql, EXACT_COUNT_LIMIT, { planFirst: !filter?.owner?.trim() });
}

export type AdminWiresArgs = {
  filter?: AdminWiresFilter | null;
  orderBy?: AdminWiresOrder | null;
  first?: number | null;
  after?: string | null;
  page?: number | null;
};

/** The admin request table: every wire, any status, filtered, sorted, paged by number or cursor. */
export class AdminWireQueries {
  /**
   * `withTotal`: the total is asked for; when the counter keeps it, it is read as a column of the
   * page's own statement (one round trip, as the public board's).
   */
  async list(em: EntityManager, args: AdminWiresArgs, withTotal = false): Promise<AdminWireConnection> {
    const size = pageSize(args.first);
    const order = args.orderBy ?? DEFAULT_ORDER;
    if (args.page != null && args.after) throw bad('page', 'Page by number or by cursor, not both.');
    if (args.page != null && !(Number.isInteger(args.page) && args.page >= 1 && args.page <= MAX_PAGE))
      throw bad('page', `Pages are numbered 1 to ${MAX_PAGE}.`);
    const position = args.after ? decodePosition(order.field, args.after) : null;
    const sql = adminFilterSql(args.filter);
    const page = args.after ? null : (args.page ?? 1);
    const offset = page ? (page - 1) * size : 0;
    const counter = withTotal ? keptTotal(args.filter, sql) : null;
    const rows = await selectRows(em, sql, order, size + 1, { position, offset, total: counter });
    // an empty page has no row to carry it: the counter is then read alone
    const pageTotal = pageTotalOf(rows, counter);
    const edges = rows
      .slice(0, size)
      .map((row) => ({ cursor: encodePosition(order.field, row), node: em.map(Wire, row) }));
    const more = rows.length > size;
    const table = { edges, pageInfo: forwardPageInfo(edges, more), pageSize: size, page };
    // counted only when asked for; a numbered page with nothing after it tells the total itself
    return withLazyTotal(table, async () => {
      if (page && !more && (edges.length > 0 || offset === 0))
        return { n: offset + edges.length, estimate: false };
      const total =
        pageTotal === null ? await countMatching(em, args.filter, sql) : { n: pageTotal, estimate: false };
      // at least the rows seen up to here (an estimate may be lower); a page past the end saw none
      const seen = edges.length ? offset + edges.length + (more ? 1 : 0) : 0;
      return { ...total, n: Math.max(total.n, seen) };
    });
  }

  /**
   * Every matching row in order, `batch` at a time by keyset (constant memory whatever the count):
   * the CSV export reads it.
   */
  async *rows(
    em: EntityManager,
    filter: AdminWiresFilter | null | undefined,
    orderBy: AdminWiresOrder | null | undefined,
    batch = 1000,
  ): AsyncGenerator<AdminWireRow> {
    const sql = adminFilterSql(filter);
    const order = orderBy ?? DEFAULT_ORDER;
    let position: Position | null = null;
    for (;;) {
      const rows = await selectRows(em, sql, order, batch, { position });
      yield* rows;
      const last = rows.at(-1);
      if (!last || rows.length < batch) return;
      position = { key: last.sort_key, createdAt: last.created_key, id: last.id };
    }
  }
}
