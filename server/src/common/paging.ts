import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { AppError } from './errors.js';
import { isUuid } from './ids.js';
import { isoTime } from './iso-time.js';

@ObjectType('PageInfo', { description: 'Where a page of a connection stands.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'Whether `after: endCursor` gives more items.' })
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'The cursor of the last item of this page.' })
  endCursor!: string | null;

  @Field(() => Boolean, {
    description:
      'Whether `before: startCursor` gives more items; known when paging backward (`last`), false otherwise.',
  })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: 'The cursor of the first item of this page.' })
  startCursor!: string | null;
}

/** The paging arguments of every list: `first` (1..100, default 20) and `after` (a cursor). */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, defaultValue: 20, description: 'How many items: 1 to 100.' })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'The `endCursor` of the page before.' })
  after?: string | null;
}

/** A list's total, and whether it is an estimate (the planner's) rather than a count. */
export type Total = { n: number; estimate: boolean };

/**
 * A page of a Relay-style connection, as services return it. A total that costs a statement is a
 * promise made only when `totalCount` is read (see `withLazyTotal`).
 */
export type Page<T> = {
  edges: { cursor: string; node: T }[];
  pageInfo: PageInfo;
  totalCount: number | Promise<number>;
  totalCountIsEstimate?: boolean | Promise<boolean>;
};

/** The getters `withLazyTotal` gives a page, on a prototype (see there). */
class LazyTotal {
  readonly #count: () => Promise<Total>;
  #total: Promise<Total> | null = null;

  constructor(count: () => Promise<Total>) {
    this.#count = count;
  }

  #once(): Promise<Total> {
    return (this.#total ??= this.#count());
  }

  get totalCount(): Promise<number> {
    return this.#once().then((t) => t.n);
  }

  get totalCountIsEstimate(): Promise<boolean> {
    return this.#once().then((t) => t.estimate);
  }
}

/**
 * `page` with `totalCount` and `totalCountIsEstimate` as getters: `count` runs once, and only when
 * a selected field reads one of them (the default field resolver reads the property), so a page
 * asked for without its total runs no count. The getters are a class's: defining them on each page
 * (`Object.defineProperties`) is V8's slow path.
 */
export function withLazyTotal<P extends object>(
  page: P,
  count: () => Promise<Total>,
): P & { totalCount: Promise<number>; totalCountIsEstimate: Promise<boolean> } {
  return Object.assign(new LazyTotal(count), page);
}

/**
 * The GraphQL types of a Relay-style connection of `node` (`XEdge` and `XConnection`), so every
 * list of the API has the same shape: `edges { cursor node }`, `pageInfo`, `totalCount`; with
 * `estimates`, also `totalCountIsEstimate` (lists whose total may be the planner's estimate).
 */
export function connectionType<T extends object>(
  node: ClassType<T>,
  name: string,
  options: { estimates?: boolean } = {},
): ClassType<Page<T>> {
  const totalDescription = options.estimates
    ? 'How many items the whole list has, over all pages: exact, or an estimate when `totalCountIsEstimate` says so. Counted only when asked for.'
    : 'How many items the whole list has, over all pages.';
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
    // a promise when counted lazily (`withLazyTotal`): it keeps a resolver, which awaits it in
    // graphql-js and in the compiled executor alike (compiled-execution.ts)
    @Field(() => Int, { description: totalDescription, simple: false })
    totalCount!: number;
  }
  if (options.estimates)
    Field(() => Boolean, {
      simple: false,
      description:
        'Whether `totalCount` is an estimate (a large set matched by a filter no counter keeps) rather than an exact count.',
    })(Connection.prototype, 'totalCountIsEstimate');

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
  return Buffer.from(`${isoTime(record.createdAt)}|${record.id}`).toString('base64url');
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
  return { edges, pageInfo: forwardPageInfo(edges, rows.length > size), totalCount };
}

/** The PageInfo of a page read forward (`first`/`after`). */
export function forwardPageInfo(edges: { cursor: string }[], hasNextPage: boolean): PageInfo {
  return {
    hasNextPage,
    endCursor: edges.at(-1)?.cursor ?? null,
    hasPreviousPage: false,
    startCursor: edges[0]?.cursor ?? null,
  };
}

export function emptyPage<T>(): Page<T> {
  return { edges: [], pageInfo: forwardPageInfo([], false), totalCount: 0, totalCountIsEstimate: false };
}

/**
 * The paging arguments of a list that can be read both ways: `first`/`after` forward, or
 * `last`/`before` backward (Relay). Only lists that support both take these.
 */
@ArgsType()
export class TwoWayPageArgs {
  @Field(() => Int, {
    nullable: true,
    description: 'How many items from the start (or after `after`): 1 to 100; default 20.',
  })
  first?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The `endCursor` of the page before: read forward from it.',
  })
  after?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'How many items from the end (or before `before`): 1 to 100.',
  })
  last?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The `startCursor` of the page after: read backward from it.',
  })
  before?: string | null;
}

/** Which way and how far one page is read, and from which cursor. */
export type PageWindow = { size: number; cursor: string | null; backward: boolean };

/**
 * The window `args` ask for: forward by default; backward with `last` or `before`. Mixing the two
 * directions is BAD_USER_INPUT at the argument that mixes them.
 */
export function pageWindow(args: TwoWayPageArgs): PageWindow {
  const backward = args.last != null || args.before != null;
  if (!backward) return { size: pageSize(args.first), cursor: args.after ?? null, backward };
  if (args.first != null)
    throw new AppError('BAD_USER_INPUT', 'Ask for `first` or `last`, not both.', { field: 'first' });
  if (args.after != null)
    throw new AppError('BAD_USER_INPUT', 'Page with `after` or `before`, not both.', { field: 'after' });
  const size = args.last ?? PAGE_SIZE.default;
  if (!Number.isInteger(size) || size < 1 || size > PAGE_SIZE.max)
    throw new AppError('BAD_USER_INPUT', 'A page holds 1 to 100 items.', { field: 'last' });
  return { size, cursor: args.before ?? null, backward };
}

/**
 * A page of `rows` read in `window` (up to size + 1 rows, in reading order: backward windows
 * read from the end), returned in the list's order.
 */
export function windowPage<T>(
  rows: T[],
  window: PageWindow,
  totalCount: number | (() => Promise<Total>),
  cursorOf: (node: T) => string,
): Page<T> {
  const more = rows.length > window.size;
  const nodes = rows.slice(0, window.size);
  if (window.backward) nodes.reverse();
  const edges = nodes.map((node) => ({ cursor: cursorOf(node), node }));
  const page = {
    edges,
    pageInfo: {
      hasNextPage: window.backward ? window.cursor !== null : more,
      hasPreviousPage: window.backward ? more : false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
  if (typeof totalCount === 'number') return { ...page, totalCount, totalCountIsEstimate: false };
  // a page from either end with nothing beyond it holds the whole list: no count needed
  if (window.cursor === null && !more)
    return { ...page, totalCount: edges.length, totalCountIsEstimate: false };
  return withLazyTotal(page, async () => {
    const total = await totalCount();
    // what the page itself shows is a floor (an estimate, or a count racing a change, may be under it)
    return { ...total, n: Math.max(total.n, edges.length + (more ? 1 : 0)) };
  });
}
