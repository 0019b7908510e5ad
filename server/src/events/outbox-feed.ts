import pg from 'pg';
import type { Logger } from '../common/logger.js';
import { FEED, FEED_MARKS, PLACE_OF, PRUNE, SEQUENCE, SEQUENCE_LOCK, type FeedRow } from './outbox-sql.js';

/** A read of the feed: the rows after the place asked, the pruned mark, the highest place. */
export type FeedRead = { rows: FeedRow[]; pruned: bigint | null; head: bigint };

/**
 * The outbox as a durable feed (decision 0052): each committed row gets a place in commit order,
 * read by cursor; rows older than the retention are pruned, keeping the highest place pruned.
 */
export class OutboxFeed {
  private readonly pool: pg.Pool;

  constructor(
    url: string,
    log: Logger,
    /** How long outbox rows (and so the event feed) are kept, in minutes. */
    readonly retentionMinutes: number,
  ) {
    this.pool = new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 10_000 });
    this.pool.on('error', (error) => log.warn({ err: error }, 'event feed connection failed'));
  }

  /**
   * Deletes outbox rows older than the retention, noting the highest transaction id deleted.
   * Only rows below the current xmin: an up-to-date reader's position is then above the mark, so
   * only a reader that was really away finds its position pruned.
   */
  async prune(retentionMinutes = this.retentionMinutes): Promise<number> {
    // rows are placed in the feed first, so the feed's pruned mark covers every row deleted
    const rows = await this.sequenced(
      async (client) => (await client.query<{ n: number }>(PRUNE, [retentionMinutes])).rows,
    );
    return rows[0]!.n;
  }

  /** Runs `work` in a transaction after giving every committed row its feed place (under the lock). */
  private async sequenced<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await client.query(SEQUENCE_LOCK);
      await client.query(SEQUENCE);
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * The event feed after place `after` (0: from the oldest kept), `limit` rows at most, in commit
   * order; with the pruned mark (a cursor below it may have missed events) and the highest place.
   */
  read(after: bigint, limit: number): Promise<FeedRead> {
    return this.sequenced(async (client) => {
      const { rows } = await client.query<FeedRow>(FEED, [after.toString(), limit]);
      const marks = (await client.query<{ pruned: string | null; head: string }>(FEED_MARKS)).rows[0]!;
      return { rows, pruned: marks.pruned === null ? null : BigInt(marks.pruned), head: BigInt(marks.head) };
    });
  }

  /** The feed place of an outbox row (placing the rows committed so far); null once pruned. */
  placeOf(eventId: string): Promise<bigint | null> {
    return this.sequenced(async (client) => {
      const { rows } = await client.query<{ seq: string | null }>(PLACE_OF, [eventId]);
      return rows[0]?.seq ? BigInt(rows[0].seq) : null;
    });
  }

  async close(): Promise<void> {
    await this.pool.end().catch(() => {});
  }
}
