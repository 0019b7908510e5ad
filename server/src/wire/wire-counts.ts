import type { EntityManager } from '@mikro-orm/postgresql';
import type { Total } from '../common/paging.js';
import { executePrepared } from '../db/prepared.js';
import type { ScalarSql, WireSql } from './wire.sql.js';
import { cellsSql, coveringCells, type Circle } from './wire-geo.js';

/**
 * Totals of wire lists that do not grow with the table: a filter the counter keeps
 * (status, kind) is read from `wire_count` (kept by triggers, migration `wire_counts`); any other
 * filter is counted exactly only while few wires match, else the planner's estimate is given.
 */

/** The public and partner boards: exact up to this many matches, an estimate above. */
export const BOARD_EXACT_LIMIT = 1_000;

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/**
 * The maintained counter's statement (one row, one column `n`): wires in these statuses and (when
 * given) of these kinds. A board reads it as a column of its page's own statement when the total
 * is asked for (`WirePageOptions.totalInPage`), else alone (`countedWires`).
 */
export function counterSql(statuses: readonly string[], kinds?: readonly string[] | null): ScalarSql {
  const where = [`status in (${placeholders(statuses)})`];
  if (kinds) where.push(`kind in (${placeholders(kinds)})`);
  return {
    sql: `select coalesce(sum(n), 0) as n from wire_count where ${where.join(' and ')}`,
    params: [...statuses, ...(kinds ?? [])],
  };
}

/** The column of a page's rows that carries the total read with it (not a column of `wire`). */
const PAGE_TOTAL = 'page_total';

/**
 * `counter` as a column of a page's select list, so the page and its total take one statement:
 * its params go before the statement's others; empty without a counter.
 */
export function totalColumn(counter: ScalarSql | null | undefined): ScalarSql {
  return counter
    ? { sql: `, (${counter.sql}) as ${PAGE_TOTAL}`, params: counter.params }
    : { sql: '', params: [] };
}

/** The total a page's rows carry (`totalColumn`); null without a counter or without a row to carry it. */
export function pageTotalOf(
  rows: readonly Record<string, unknown>[],
  counter: ScalarSql | null | undefined,
): number | null {
  return counter && rows.length ? Number(rows[0]![PAGE_TOTAL]) : null;
}

/** The counter's statement (`counterSql`) read alone: an exact total. */
export async function readCounter(em: EntityManager, { sql, params }: ScalarSql): Promise<Total> {
  const [row] = await executePrepared<{ n: string | number }[]>(em, sql, params);
  return { n: Number(row?.n ?? 0), estimate: false };
}

/** Exact, from the maintained counter: wires in these statuses and (when given) of these kinds. */
export async function countedWires(
  em: EntityManager,
  statuses: readonly string[],
  kinds?: readonly string[] | null,
): Promise<number> {
  return (await readCounter(em, counterSql(statuses, kinds))).n;
}

/** An exact count of the wires matching `sql`: for lists an index keeps small (one owner's). */
export async function exactCount(em: EntityManager, sql: WireSql): Promise<Total> {
  const [row] = await em.execute<{ n: number }[]>(
    `select count(*)::int as n from wire w where ${sql.where.join(' and ') || 'true'}`,
    sql.params,
  );
  return { n: row?.n ?? 0, estimate: false };
}

/** The planner's estimate of the wires matching `sql` (EXPLAIN: no row read). */
export async function plannedRows(em: EntityManager, sql: WireSql): Promise<number> {
  const [plan] = await em.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]>(
    `explain (format json) select 1 from wire w where ${sql.where.join(' and ') || 'true'}`,
    sql.params,
  );
  return Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

/**
 * How many wires match `sql`, at a cost bounded whatever the table's size: a count that stops
 * after `cap` + 1 rows gives the exact number, and past `cap` the planner's estimate (EXPLAIN, no
 * rows read) is the answer. With `planFirst` the planner is asked first and, when it expects more
 * than `cap`, nothing is counted (the boards: cheapest); without it, a filter the planner misjudges
 * (one owner among skewed owners) is still counted exactly (the admin table).
 */
export async function boundedCount(
  em: EntityManager,
  sql: WireSql,
  cap: number,
  { planFirst = false }: { planFirst?: boolean } = {},
): Promise<Total> {
  const where = sql.where.join(' and ') || 'true';
  const estimate = () => plannedRows(em, sql);
  const planned = planFirst ? await estimate() : null;
  if (planned !== null && planned > cap) return { n: planned, estimate: true };
  const [capped] = await em.execute<{ n: number }[]>(
    `select count(*)::int as n from (select 1 from wire w where ${where} limit ${cap + 1}) t`,
    sql.params,
  );
  const n = capped?.n ?? 0;
  if (n <= cap) return { n, estimate: false };
  return { n: Math.max(cap + 1, planned ?? (await estimate())), estimate: true };
}

/**
 * How many OPEN wires inside `circle` match `sql` (which holds the circle), without reading the
 * whole circle (thousands of rows at a million wires): the planner's estimate of the wires in the
 * circle's cells that match `rest` (`sql` without the circle: the cells' statistics are the
 * expression indexes', migration `board_scale`), scaled by the share of the cells the circle
 * covers; counted exactly, up to `cap`, only when that says few match.
 */
export async function circleCount(
  em: EntityManager,
  sql: WireSql,
  rest: WireSql,
  circle: Circle,
  cap: number,
): Promise<Total> {
  const cover = coveringCells(circle);
  const inCells = cover && cellsSql(circle, cover);
  if (!cover || !inCells) return boundedCount(em, sql, cap, { planFirst: true });
  const inCellRows = await plannedRows(em, { where: [...rest.where, inCells], params: rest.params });
  const planned = Math.round(inCellRows * cover.share);
  if (planned > cap) return { n: planned, estimate: true };
  const counted = await boundedCount(em, sql, cap);
  return counted.estimate ? { n: Math.max(counted.n, planned), estimate: true } : counted;
}
