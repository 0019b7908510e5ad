import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from './errors.js';

/** The longest idempotency key accepted (a UUID is 36). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;
/** How long a key is remembered (housekeeping forgets older ones). */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** The description of every `idempotencyKey` argument (the schema says it once, the same way). */
export const IDEMPOTENCY_KEY_DESCRIPTION =
  'Optional, at most 128 characters: one per submission (a UUID). Sent again within a day by the same caller, the first result is answered and nothing new is made.';

/**
 * Makes a creating mutation safe to repeat (`UnitOfWork.run(actor, work, once)`): the first run
 * with this key stores `(scope, key) → operation, result id` in its transaction; a repeat gets
 * `replay(id)` instead of running `work` again (no new row, no second event or mail). A
 * concurrent repeat waits on the key's unique index until the first commits, then replays; if
 * the first rolled back, the repeat runs. Another caller has another scope, so it never sees the
 * result; the same key for another operation is refused.
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
};

/** Which key a claim concerns. */
export type KeyRef = { key: string; scope: string; operation: string };

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
    `insert into idempotency_key (scope, key, operation) values (?, ?, ?)
     on conflict (scope, key) do update set operation = excluded.operation, result_id = null, created_at = now()
     where idempotency_key.created_at < now() - make_interval(hours => ?)
     returning 1 as claimed`,
    [once.scope, once.key, once.operation, IDEMPOTENCY_KEY_HOURS],
  );
  if (claimed.length) return null;
  const [row] = await em.execute<{ operation: string; result_id: string | null }[]>(
    `select operation, result_id from idempotency_key where scope = ? and key = ?`,
    [once.scope, once.key],
  );
  if (!row?.result_id || row.operation !== once.operation) {
    throw new AppError('BAD_USER_INPUT', 'This idempotency key was already used for another request.', {
      field: 'idempotencyKey',
    });
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
