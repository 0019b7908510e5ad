import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors.js';

/** TOO_MANY_REQUESTS telling the caller when to try again (`extensions.retryAfter`, HTTP 429 + Retry-After). */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError('TOO_MANY_REQUESTS', 'Too many attempts. Please wait a few minutes and try again.', {
    details: { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) },
  });

/**
 * Fixed one-minute buckets summed over a sliding window, stored in PostgreSQL so that every
 * server process shares the same counters. Statements go through `em.execute`, so inside a
 * unit of work a hit commits or rolls back with the change it counts.
 */
export class RateLimiter {
  constructor(private readonly windowMinutes: number) {}

  async reset(em: EntityManager, key: string): Promise<void> {
    await em.execute(`delete from rate_limit_bucket where key = ?`, [key]);
  }

  /** Counts one more hit of `key`, refusing it (uncounted, with the seconds to wait) when the window is full. */
  async take(em: EntityManager, key: string, limit: number): Promise<void> {
    if (!(await this.tryTake(em, key, limit))) throw tooManyRequests(await this.retryAfter(em, key));
  }

  /**
   * Check and count in one statement: adds a hit to this minute's bucket only while the window
   * holds fewer than `limit` (the bucket row is locked by the upsert, so concurrent callers
   * take turns and at most `limit` succeed). False, and nothing counted, when it is full.
   */
  async tryTake(em: EntityManager, key: string, limit: number): Promise<boolean> {
    const earlier = `(select coalesce(sum(b.hits), 0) from rate_limit_bucket b where b.key = ?
        and b.window_start > now() - make_interval(mins => ?) and b.window_start < date_trunc('minute', now()))`;
    const rows = await em.execute<{ hits: number }[]>(
      `insert into rate_limit_bucket (key, window_start, hits)
       select ?, date_trunc('minute', now()), 1 where ${earlier} < ?
       on conflict (key, window_start) do update set hits = rate_limit_bucket.hits + 1
       where rate_limit_bucket.hits + ${earlier} < ?
       returning hits`,
      [key, key, this.windowMinutes, limit, key, this.windowMinutes, limit],
    );
    return rows.length > 0;
  }

  /**
   * Seconds until a full window of `key` has room again: its oldest counted minute leaves the
   * window then, taking at least one hit with it (at least 1).
   */
  async retryAfter(em: EntityManager, key: string): Promise<number> {
    const rows = await em.execute<{ wait: number | null }[]>(
      `select ceil(extract(epoch from min(window_start) + make_interval(mins => ?) - now()))::int as wait
       from rate_limit_bucket where key = ? and hits > 0 and window_start > now() - make_interval(mins => ?)`,
      [this.windowMinutes, key, this.windowMinutes],
    );
    return Math.max(1, rows[0]?.wait ?? 1);
  }

  /** Takes back one hit of `key` (an attempt that turned out not to be a failure). */
  async refund(em: EntityManager, key: string): Promise<void> {
    await em.execute(
      `update rate_limit_bucket set hits = hits - 1 where key = ? and hits > 0 and window_start =
        (select max(window_start) from rate_limit_bucket where key = ? and hits > 0)`,
      [key, key],
    );
  }

  /** Old buckets are useless; called now and then so the table stays small. */
  async prune(em: EntityManager): Promise<void> {
    await em.execute(`delete from rate_limit_bucket where window_start < now() - make_interval(mins => ?)`, [
      this.windowMinutes * 2,
    ]);
  }
}
