import { createHash } from 'node:crypto';
import type { EntityManager, EntityName, FilterQuery } from '@mikro-orm/postgresql';
import { Arg } from 'type-graphql';
import { AppError } from './errors.js';

/** The longest idempotency key accepted (a UUID is 36). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;
/** How long a key is remembered (housekeeping forgets older ones). */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** The description of every `idempotencyKey` argument (the schema says it once, the same way). */
export const IDEMPOTENCY_KEY_DESCRIPTION =
  'Optional, at most 128 characters: one per submission (a UUID). Sent again within a day by the same caller with the same input, the first result is answered and nothing new is made; with another input (or for another mutation) it is refused: CONFLICT, `extensions.reason: IDEMPOTENCY_KEY_REUSED`, `extensions.firstRequestAt`.';

/** The `idempotencyKey` argument of a mutation (optional, described once). */
export function IdempotencyKeyArg(): ReturnType<typeof Arg> {
  return Arg('idempotencyKey', () => String, { nullable: true, description: IDEMPOTENCY_KEY_DESCRIPTION });
}

/** CONFLICT's `extensions.reason` when a key comes back with another request than its first. */
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

/**
 * Makes a creating mutation safe to repeat (`UnitOfWork.run(actor, work, once)`): the first run
 * with this key stores `(scope, key) → operation, result id` in its transaction; a repeat gets
 * `replay(id)` instead of running `work` again (no new row, no second event or mail). A
 * concurrent repeat waits on the key's unique index until the first commits, then replays; if
 * the first rolled back, the repeat runs. Another caller has another scope, so it never sees the
 * result. The claim keeps a hash of the operation and its normalised input (`requestHash`): the
 * same key with another input, or for another operation, is refused (CONFLICT
 * IDEMPOTENCY_KEY_REUSED, naming when the first request came).
 */
export type Once<T> = {
  /** The caller's key; no key (null/undefined) runs `work` as usual. */
  key: string | null | undefined;
  /** Whose key it is: `member:<id>` for a signed-in caller, something as narrow for others. */
  scope: string;
  /** The mutation's name; a key used for another operation is refused. */
  operation: string;
  /** The id to store for the result. */
  resultId: (result: T) => string;
  /** The first result again, from its id, inside the repeat's transaction. */
  replay: (em: EntityManager, id: string) => Promise<T>;
  /**
   * What the request asked (its arguments but the key): a repeat with other input is refused.
   * Left out only where the replay checks the repeat itself (a sign-up checks its password).
   */
  input?: unknown;
};

/**
 * The usual `Once` of a signed-in member's mutation whose result is one record: kept by its id,
 * replayed by reading it again.
 */
export function recordOnce<T extends { id: string }>(
  entity: EntityName<T>,
  request: { key: string | null | undefined; memberId: string; operation: string; input: unknown },
): Once<T> {
  return {
    key: request.key,
    scope: memberScope(request.memberId),
    operation: request.operation,
    input: request.input,
    resultId: (record) => record.id,
    replay: (em, id) => em.findOneOrFail(entity, { id } as FilterQuery<T>),
  };
}

/** Which key a claim concerns; `hash` is the request's (`requestHash`), null when not compared. */
export type KeyRef = { key: string; scope: string; operation: string; hash: string | null };

/** Object keys sorted, absent and null alike, dates as ISO text: one text per meaning. */
function normalised(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => normalised(item) ?? null);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined && item !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, item]) => [name, normalised(item)]);
    return Object.fromEntries(entries);
  }
  return value ?? null;
}

/** The SHA-256 of an operation and its normalised input, as kept with the key. */
export function requestHash(operation: string, input: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([operation, normalised(input)]))
    .digest('hex');
}

/** The key reference of `once` (with its request hash when it names its input). */
export function keyRef(once: Once<unknown> & { key: string }): KeyRef {
  const hash = 'input' in once ? requestHash(once.operation, once.input) : null;
  return { key: once.key, scope: once.scope, operation: once.operation, hash };
}

/** The scope of a signed-in caller's keys. */
export const memberScope = (memberId: string) => `member:${memberId}`;

function checkKey(key: string): void {
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new AppError(
      'BAD_USER_INPUT',
      `An idempotency key has 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
      { field: 'idempotencyKey' },
    );
  }
}

/**
 * Claims the key inside the transaction of `em`: null when this run is the first (the caller
 * then runs its work and `remember`s the result), else the stored result id.
 */
export async function claimKey(em: EntityManager, once: KeyRef): Promise<string | null> {
  checkKey(once.key);
  const claimed = await em.execute<{ claimed: number }[]>(
    `insert into idempotency_key (scope, key, operation, request_hash) values (?, ?, ?, ?)
     on conflict (scope, key) do update set operation = excluded.operation,
       request_hash = excluded.request_hash, result_id = null, created_at = now()
     where idempotency_key.created_at < now() - make_interval(hours => ?)
     returning 1 as claimed`,
    [once.scope, once.key, once.operation, once.hash, IDEMPOTENCY_KEY_HOURS],
  );
  if (claimed.length) return null;
  const [row] = await em.execute<
    { operation: string; result_id: string | null; request_hash: string | null; created_at: Date }[]
  >(
    `select operation, result_id, request_hash, created_at from idempotency_key where scope = ? and key = ?`,
    [once.scope, once.key],
  );
  const sameRequest =
    row?.operation === once.operation &&
    (row.request_hash === null || once.hash === null || row.request_hash === once.hash);
  if (!row?.result_id || !sameRequest) {
    const firstRequestAt = new Date(row?.created_at ?? Date.now()).toISOString();
    throw new AppError(
      'CONFLICT',
      `This idempotency key was already used at ${firstRequestAt} for another request; use a new key for a new request.`,
      { details: { reason: IDEMPOTENCY_KEY_REUSED, firstRequestAt } },
    );
  }
  return row.result_id;
}

/** Stores the first run's result id (same transaction as the claim). */
export async function rememberResult(em: EntityManager, once: KeyRef, id: string) {
  await em.execute(`update idempotency_key set result_id = ? where scope = ? and key = ?`, [
    id,
    once.scope,
    once.key,
  ]);
}

/** Forgets keys older than a day (housekeeping). */
export async function pruneIdempotencyKeys(em: EntityManager): Promise<void> {
  await em.execute(`delete from idempotency_key where created_at < now() - make_interval(hours => ?)`, [
    IDEMPOTENCY_KEY_HOURS,
  ]);
}
