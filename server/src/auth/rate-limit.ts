import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors.js';

/**
 * Fixed one-minute buckets summed over a sliding window, stored in PostgreSQL so that every
 * server process shares the same counters. Statements go through `em.execute`, so inside a
 * unit of work a hit commits or rolls back with the change it counts.
 */
export class RateLimiter {
  constructor(private readonly windowMinutes: number) {}

  async count(em: EntityManager, key: string): Promise<number> {
    const rows = await em.execute<{ total: string | null }[]>(
      `select sum(hits) as total from rate_limit_bucket where key = ? and window_start > now() - make_interval(mins => ?)`,
      [key, this.windowMinutes],
    );
    return Number(rows[0]?.total ?? 0);
  }

  async hit(em: EntityManager, key: string): Promise<void> {
    await em.execute(
      `insert into rate_limit_bucket (key, window_start, hits) values (?, date_trunc('minute', now()), 1)
       on conflict (key, window_start) do update set hits = rate_limit_bucket.hits + 1`,
      [key],
    );
  }

  async reset(em: EntityManager, key: string): Promise<void> {
    await em.execute(`delete from rate_limit_bucket where key = ?`, [key]);
  }

  /** Throws TOO_MANY_REQUESTS when `key` already has `limit` hits in the window. */
  async assertUnder(em: EntityManager, key: string, limit: number): Promise<void> {
    if ((await this.count(em, key)) >= limit) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many attempts. Please wait a few minutes and try again.');
    }
  }

  /** Counts one more hit of `key`, refusing it (uncounted) when the window is already full. */
  async take(em: EntityManager, key: string, limit: number): Promise<void> {
    await this.assertUnder(em, key, limit);
    await this.hit(em, key);
  }

  /** Old buckets are useless; called now and then so the table stays small. */
  async prune(em: EntityManager): Promise<void> {
    await em.execute(`delete from rate_limit_bucket where window_start < now() - make_interval(mins => ?)`, [
      this.windowMinutes * 2,
    ]);
  }
}
