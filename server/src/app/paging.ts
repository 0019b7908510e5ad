import { AppError } from './errors.js';
import type { Page } from '../wire/wire.types.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name a record at all (anything else is simply not found). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** The page size asked for: 1..100 (default 20), else BAD_USER_INPUT at `first`. */
export function pageSize(first: number | null | undefined): number {
  const size = first ?? 20;
  if (!Number.isInteger(size) || size < 1 || size > 100) {
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

/** `rows` holds up to size + 1 records (the extra one tells whether there is a next page). */
export function toPage<T extends { createdAt: Date; id: string }>(
  rows: T[],
  size: number,
  totalCount: number,
): Page<T> {
  const nodes = rows.slice(0, size);
  const edges = nodes.map((node) => ({ cursor: encodeCursor(node), node }));
  return {
    edges,
    pageInfo: { hasNextPage: rows.length > size, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount,
  };
}

export function emptyPage<T>(): Page<T> {
  return { edges: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: 0 };
}
