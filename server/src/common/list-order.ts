import { Field, InputType } from 'type-graphql';
import { AppError } from './errors.js';
import { graphqlEnum, type EnumValue } from './graphql-enum.js';
import { isUuid } from './ids.js';
import type { PageWindow } from './paging.js';
import { isoTime } from './iso-time.js';

export const SortDirection = graphqlEnum(
  'SortDirection',
  { ASC: 'Ascending: oldest, smallest or A first.', DESC: 'Descending: newest, largest or Z first.' },
  'Ascending or descending.',
);
export type SortDirection = EnumValue<typeof SortDirection>;

export const ListOrderField = graphqlEnum(
  'ListOrderField',
  {
    CREATED: 'When the record was made.',
    UPDATED: 'When the record last changed (status, counts, edits), for catching up.',
  },
  'The time a list is ordered by.',
);
export type ListOrderField = EnumValue<typeof ListOrderField>;

@InputType('ListOrder', {
  description: "The order of an owner's list; ties are broken by id in the same direction.",
})
export class ListOrder {
  @Field(() => ListOrderField, { description: 'The time to order by.' }) field!: ListOrderField;
  @Field(() => SortDirection, { description: 'DESC for newest first, ASC for oldest first.' })
  direction!: SortDirection;
}

/** Newest first: every list's order when none is asked for (its cursors keep their first format). */
export const NEWEST_FIRST: ListOrder = { field: ListOrderField.CREATED, direction: SortDirection.DESC };

type Keyed = { id: string; createdAt: Date; updatedAt: Date };

const columnOf = (order: ListOrder) => (order.field === ListOrderField.UPDATED ? 'updated_at' : 'created_at');
const keyOf = (order: ListOrder, record: Keyed) =>
  order.field === ListOrderField.UPDATED ? record.updatedAt : record.createdAt;
const isNewestFirst = (order: ListOrder) =>
  order.field === NEWEST_FIRST.field && order.direction === NEWEST_FIRST.direction;

/**
 * A keyset cursor for `record` in `order`: `<iso>|<id>` for newest first (as every list's cursors
 * always were), `<FIELD>.<DIR>|<iso>|<id>` for another order, so a cursor is refused by a list
 * read in an order it was not made for.
 */
export function orderedCursor(order: ListOrder, record: Keyed): string {
  const at = isoTime(keyOf(order, record));
  const text = isNewestFirst(order)
    ? `${at}|${record.id}`
    : `${order.field}.${order.direction}|${at}|${record.id}`;
  return Buffer.from(text).toString('base64url');
}

/**
 * The position a cursor names in `order`; BAD_USER_INPUT at `field` (`after`, or `before` when
 * paging backward) when it was made for another order or is not a cursor.
 */
export function decodeOrderedCursor(
  order: ListOrder,
  after: string | null | undefined,
  field: 'after' | 'before' = 'after',
): { at: Date; id: string } | null {
  if (!after) return null;
  const parts = Buffer.from(after, 'base64url').toString('utf8').split('|');
  const [made, iso, id] =
    parts.length === 2 ? [`${NEWEST_FIRST.field}.${NEWEST_FIRST.direction}`, ...parts] : parts;
  const at = new Date(iso ?? '');
  if (made !== `${order.field}.${order.direction}`)
    throw new AppError('BAD_USER_INPUT', 'This cursor was made for another order of the list.', { field });
  if (!id || !isUuid(id) || Number.isNaN(at.getTime()))
    throw new AppError('BAD_USER_INPUT', 'This cursor is not valid.', { field });
  return { at, id };
}

/**
 * The SQL of a keyset page in `order` on table alias `t`: the condition for rows after `cursor`
 * and the ORDER BY (ties by id, in the same direction). Read `backward` (`last`/`before`), both
 * turn round: the rows come from the end, to be reversed into the list's order. Timestamps are
 * kept to the millisecond (app/ triggers and defaults), so a cursor's JavaScript Date names its
 * row exactly.
 */
export function keysetSql(
  alias: string,
  order: ListOrder,
  cursor: { at: Date; id: string } | null,
  backward = false,
): { where: string[]; params: unknown[]; orderBy: string } {
  const column = `${alias}.${columnOf(order)}`;
  const ascending = (order.direction === SortDirection.ASC) !== backward;
  const dir = ascending ? 'asc' : 'desc';
  const where: string[] = [];
  const params: unknown[] = [];
  if (cursor) {
    where.push(`(${column}, ${alias}.id) ${ascending ? '>' : '<'} (?::timestamptz, ?::uuid)`);
    params.push(cursor.at.toISOString(), cursor.id);
  }
  return { where, params, orderBy: `${column} ${dir}, ${alias}.id ${dir}` };
}

/** The keyset SQL of one page `window` of a list in `order` (see `keysetSql`). */
export function windowSql(alias: string, order: ListOrder, window: PageWindow) {
  const cursor = decodeOrderedCursor(order, window.cursor, window.backward ? 'before' : 'after');
  return keysetSql(alias, order, cursor, window.backward);
}
