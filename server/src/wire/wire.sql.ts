import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors.js';
import { nearParams, nearSql } from '../common/geo.js';
import { DECIMAL } from '../common/money.js';
import { pageWindow, windowPage, type Page, type PageWindow } from '../common/paging.js';
import { NEWEST_FIRST, orderedCursor, windowSql, type ListOrder } from '../common/list-order.js';
import type { Partner } from '../partner/partner.entity.js';
import { Wire } from './wire.entity.js';
import { WIRE_LIMITS, type WireboardFilter } from './wire.inputs.js';

/** SQL conditions on the wire table (alias `w`) and their parameters. */
export type WireSql = { where: string[]; params: unknown[] };

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
  return {
    where: [`w.kind in (${placeholders(partner.categories)})`, nearSql('w', '::float8')],
    params: [...partner.categories, ...nearParams(partner.lat, partner.lng, partner.radiusKm * 1000)],
  };
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

/**
 * One keyset page of wires matching `sql` in `order` (newest first by default), read forward
 * (`first`/`after`) or, for a `PageWindow` read backward, from the end; with the count of all of them.
 */
export async function wirePage(
  em: EntityManager,
  sql: WireSql,
  paging: PageWindow | { first: number | null | undefined; after: string | null | undefined },
  order: ListOrder = NEWEST_FIRST,
): Promise<Page<Wire>> {
  const window = 'size' in paging ? paging : pageWindow(paging);
  const keyset = windowSql('w', order, window);
  const where = [...sql.where, ...keyset.where];
  const params = [...sql.params, ...keyset.params];
  const [rows, counted] = await Promise.all([
    em.execute<Record<string, unknown>[]>(
      `select w.* from wire w where ${where.join(' and ') || 'true'} order by ${keyset.orderBy} limit ?`,
      [...params, window.size + 1],
    ),
    em.execute<{ n: number }[]>(
      `select count(*)::int as n from wire w where ${sql.where.join(' and ') || 'true'}`,
      sql.params,
    ),
  ]);
  const wires = rows.map((row) => em.map(Wire, row));
  return windowPage(wires, window, counted[0]?.n ?? 0, (wire) => orderedCursor(order, wire));
}

/** How many OPEN wires match `sql`. */
export async function countOpen(em: EntityManager, sql: WireSql): Promise<number> {
  const rows = await em.execute<{ n: number }[]>(
    `select count(*)::int as n from wire w where w.status = 'OPEN' and ${sql.where.join(' and ') || 'true'}`,
    sql.params,
  );
  return rows[0]?.n ?? 0;
}
