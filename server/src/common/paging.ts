import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { AppError } from './errors.js';
import { isUuid } from './ids.js';

@ObjectType('PageInfo', { description: 'Where a page of a connection stands.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'Whether `after: endCursor` gives more items.' })
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'The cursor of the last item of this page.' })
  endCursor!: string | null;
}

/** The paging arguments of every list: `first` (1..100, default 20) and `after` (a cursor). */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, defaultValue: 20, description: 'How many items: 1 to 100.' })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'The `endCursor` of the page before.' })
  after?: string | null;
}

/** A page of a Relay-style connection, as services return it. */
export type Page<T> = { edges: { cursor: string; node: T }[]; pageInfo: PageInfo; totalCount: number };

/**
 * The GraphQL types of a Relay-style connection of `node` (`XEdge` and `XConnection`), so every
 * list of the API has the same shape: `edges { cursor node }`, `pageInfo`, `totalCount`.
 */
export function connectionType<T extends object>(node: ClassType<T>, name: string): ClassType<Page<T>> {
  @ObjectType(`${name}Edge`, { description: `One ${name} of a page, with its cursor.` })
  class Edge {
    @Field(() => String, { description: 'Pass it as `after` to get the items that follow this one.' })
    cursor!: string;
    @Field(() => node, { description: `The ${name}.` })
    node!: T;
  }

  @ObjectType(`${name}Connection`, {
    description: `A page of ${name} items (Relay connection): \`edges\`, \`pageInfo\`, and \`totalCount\` for the whole list.`,
  })
  class Connection {
    @Field(() => [Edge], { description: "The items of this page, in the list's order." })
    edges!: Edge[];
    @Field(() => PageInfo, { description: 'Whether there is more, and the cursor to get it.' })
    pageInfo!: PageInfo;
    @Field(() => Int, { description: 'How many items the whole list has, over all pages.' })
    totalCount!: number;
  }

  return Connection;
}

/** The page size when `first` is not given, and the largest one allowed. */
export const PAGE_SIZE = { default: 20, max: 100 } as const;

/** The page size asked for: 1..100 (default 20), else BAD_USER_INPUT at `first`. */
export function pageSize(first: number | null | undefined): number {
  const size = first ?? PAGE_SIZE.default;
  if (!Number.isInteger(size) || size < 1 || size > PAGE_SIZE.max) {
    throw new AppError('BAD_USER_INPUT', 'A page holds 1 to 100 items.', { field: 'first' });
  }
  return size;
}

export type Cursor = { createdAt: Date; id: string };

/** Keyset cursors on (created_at, id), opaque to clients. */
export function encodeCursor(record: { createdAt: Date; id: string }): string {
  return Buffer.from(`${record.createdAt.toISOString()}|${record.id}`).toString('base64url');
}

export function decodeCursor(after: string | null | undefined): Cursor | null {
  if (!after) return null;
  const [iso, id] = Buffer.from(after, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime())) {
    throw new AppError('BAD_USER_INPUT', 'This cursor is not valid.', { field: 'after' });
  }
  return { createdAt, id };
}

/** The MikroORM condition "after this cursor" for a list ordered by (createdAt, id) descending. */
export function afterCursor(cursor: Cursor | null): object {
  if (!cursor) return {};
  return {
    $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { $lt: cursor.id } }],
  };
}

/** `rows` holds up to size + 1 records (the extra one tells whether there is a next page). */
export function toPage<T extends { createdAt: Date; id: string }>(
  rows: T[],
  size: number,
  totalCount: number,
  cursorOf: (node: T) => string = encodeCursor,
): Page<T> {
  const nodes = rows.slice(0, size);
  const edges = nodes.map((node) => ({ cursor: cursorOf(node), node }));
  return {
    edges,
    pageInfo: { hasNextPage: rows.length > size, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount,
  };
}

export function emptyPage<T>(): Page<T> {
  return { edges: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: 0 };
}
