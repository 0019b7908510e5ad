import pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../common/logger.js';
import type { Tx } from '../common/unit-of-work.js';
import type { BusMessage, MessageOf, Topic } from './topics.js';
import { LAG, READ, type ReadRow, type Window } from './outbox-sql.js';
import { OutboxFeed } from './outbox-feed.js';
import { createWakeTransport, type WakeTransport } from './wake.js';
import { arrived } from './arrivals.js';

/*
 * The event bus: a transactional outbox, read by one reader per process
 * (docs/decisions/0008-event-outbox.md says why it reads this way).
 *
 * `publish(tx, msg)` inserts the event into `event_outbox` in the change's own transaction, with
 * that transaction's id; after the commit it only wakes the readers (NOTIFY, NATS or Redis: a wake
 * carries nothing). `emit(msg)` does the same for a change committed outside a unit of work.
 * A reader's position is the snapshot of its last read: a row is new when its transaction was not
 * visible then and is now, so every row is read exactly once, in (tx, id) order. Reads are
 * coalesced, also run every `pollMs` and on reconnect. Housekeeping prunes old rows and keeps the
 * highest transaction pruned; a reader behind that mark ends every live stream (`onReset`), so
 * clients subscribe again and refetch.
 */

type Handler = (message: BusMessage) => void;

/** Where a delivered event stands in the outbox: its transaction id and row id (decimal). */
export type Sequence = { tx: string; id: string };

/**
 * A consumer that must not miss a message even when no process is listening (webhooks): called
 * with each published message in the transaction of the change (or, for `emit`, right after it),
 * it queues its own durable work there.
 */
export type DurableConsumer = {
  /** `eventId`: the message's outbox row (the `id` of its event in the feed). */
  inTransaction: (em: EntityManager, message: BusMessage, eventId: string) => Promise<unknown>;
  afterCommitted: (message: BusMessage, eventId: string) => Promise<unknown>;
};

export type EventBusOptions = {
  /** EVENT_BUS_URL: unset → PostgreSQL NOTIFY; `nats://…`; `redis://…`. */
  busUrl?: string;
  /** The reader's safety-net poll. */
  pollMs?: number;
  /** How long outbox rows are kept. */
  retentionMinutes?: number;
};

const BATCH = 500;
/** How long outbox rows are kept by default: a day (EVENT_OUTBOX_RETENTION_MINUTES). */
const DEFAULT_RETENTION_MINUTES = 1440;
const MAX_RETRY_MS = 5000;

export class EventBus {
  private readonly pool: pg.Pool;
  /** The durable feed of the outbox (its own connections: a busy feed never holds up the reader). */
  readonly feed: OutboxFeed;
  private transport: WakeTransport | null = null;
  private readonly handlers = new Map<Topic, Set<Handler>>();
  private readonly resetListeners = new Set<() => void>();
  private readonly durable: DurableConsumer[] = [];
  private readonly sequences = new WeakMap<object, Sequence>();
  private closed = false;
  private readyPromise: Promise<void> | null = null;
  /** The snapshot of the reader's last read: rows it sees were delivered (or predate this process). */
  private position: string | null = null;
  private window: Window | null = null;
  /** The pruned mark the last reset answered. */
  private resetThrough: bigint | null = null;
  private reading: Promise<void> | null = null;
  private dirty = false;
  private timer: NodeJS.Timeout | null = null;
  private poller: NodeJS.Timeout | null = null;
  private retryMs = 0;
  private waking = false;
  private wakeAgain = false;
  /** How many handlers were ever added (monotonic): a subscription's stream is open once it grows. */
  listenersAdded = 0;
  /**
   * Messages this process wrote to the outbox (`sent`) and delivered to its handlers
   * (`received`) by topic, those it could not write (`failed`), and how often its position was
   * pruned away (`resets`), for /metrics.
   */
  readonly counts = {
    sent: new Map<string, number>(),
    received: new Map<string, number>(),
    failed: 0,
    resets: 0,
  };
  /** How many times the wake transport has subscribed (monotonic): grows again after a reconnect. */
  connections = 0;

  constructor(
    private readonly url: string,
    private readonly log: Logger,
    private readonly options: EventBusOptions = {},
  ) {
    this.pool = new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 10_000 });
    this.feed = new OutboxFeed(url, log, options.retentionMinutes ?? DEFAULT_RETENTION_MINUTES);
    this.pool.on('error', (error) => this.log.warn({ err: error }, 'event bus connection failed'));
  }

  /** Takes the current position and subscribes to wakes; resolves once both are in place. */
  start(): Promise<void> {
    this.readyPromise ??= this.connect();
    return this.readyPromise;
  }

  private async connect(): Promise<void> {
    const { rows } = await this.pool.query<{ now: string }>('select pg_current_snapshot()::text as now');
    this.position = rows[0]!.now;
    this.transport = await createWakeTransport(this.options.busUrl, this.url, this.log);
    await this.transport.start({
      wake: () => this.requestRead(),
      connected: () => {
        this.connections++;
        // wakes sent while the transport was away are lost: catch up from the position
        this.requestRead();
      },
    });
    this.poller = setInterval(() => this.requestRead(), this.options.pollMs ?? 2000);
    this.poller.unref();
  }

  /** Reads now, or once more after the read in flight (wakes are coalesced). */
  private requestRead(): void {
    if (this.closed || !this.position) return;
    if (this.reading) {
      this.dirty = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.reading = this.readLoop().finally(() => (this.reading = null));
  }

  private later(ms: number): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.requestRead();
    }, ms);
    this.timer.unref();
  }

  private async readLoop(): Promise<void> {
    try {
      let again = true;
      while (again && !this.closed) {
        this.dirty = false;
        const full = await this.readOnce();
        if (this.retryMs) this.log.info('event bus reads the outbox again');
        this.retryMs = 0;
        again = full || this.dirty;
      }
    } catch (error) {
      if (this.closed) return;
      if (!this.retryMs) this.log.warn({ err: error }, 'event bus cannot read the outbox; retrying');
      this.retryMs = Math.min(Math.max(this.retryMs * 2, 100), MAX_RETRY_MS);
      this.later(this.retryMs);
    }
  }

  /** Reads one batch and delivers it; true when the batch was full (more to read at once). */
  private async readOnce(): Promise<boolean> {
    const from = this.position!;
    const window = this.window;
    const { rows } = await this.pool.query<ReadRow>(READ, [
      from,
      window?.upper ?? null,
      window?.after.tx ?? null,
      window?.after.id ?? null,
      BATCH,
    ]);
    const head = rows[0]!;
    if (this.closed) return false;
    if (this.missed(from, head.pruned)) {
      this.window = null;
      this.position = head.upper;
      this.reset();
      return false;
    }
    let last: Sequence | null = null;
    for (const row of rows) {
      if (row.id === null || row.tx === null || !row.message) continue;
      last = { tx: row.tx, id: row.id };
      this.dispatch(row.message, last);
    }
    if (rows.length === BATCH && last) {
      this.window = { upper: head.upper, after: last };
      return true;
    }
    this.window = null;
    this.position = head.upper;
    return false;
  }

  /**
   * Whether rows this reader had not seen were pruned: the highest pruned transaction id is at or
   * above the position's xmin (and was not already answered by a reset).
   */
  private missed(position: string, pruned: string | null): boolean {
    if (pruned === null) return false;
    const through = BigInt(pruned);
    if (this.resetThrough !== null && through <= this.resetThrough) return false;
    if (through < xminOf(position)) return false;
    this.resetThrough = through;
    return true;
  }

  /** The position was pruned away: every live stream ends (its client refetches). */
  private reset(): void {
    this.counts.resets++;
    this.log.warn('event bus missed pruned events; ending every live stream');
    for (const listener of [...this.resetListeners]) {
      try {
        listener();
      } catch (error) {
        this.log.warn({ err: error }, 'event reset listener failed');
      }
    }
  }

  private dispatch(message: BusMessage, sequence: Sequence): void {
    // stamped once here, not by each of its thousands of handlers (the fan-out's timing starts here)
    arrived(message);
    this.sequences.set(message, sequence);
    this.counts.received.set(message.topic, (this.counts.received.get(message.topic) ?? 0) + 1);
    for (const handler of this.handlers.get(message.topic) ?? []) {
      try {
        handler(message);
      } catch (error) {
        this.log.warn({ err: error }, 'event handler failed');
      }
    }
  }

  /** Where a delivered message stands in the outbox (undefined for one never delivered). */
  sequenceOf(message: BusMessage): Sequence | undefined {
    return this.sequences.get(message);
  }

  /** Writes `message` to the outbox in `tx`; after the commit, wakes every process's reader. */
  publish(tx: Tx, message: BusMessage): void {
    tx.beforeCommit(async (em) => {
      const [row] = await em.execute<{ id: string }[]>(
        'insert into event_outbox (topic, message) values (?, ?) returning id::text as id',
        [message.topic, JSON.stringify(message)],
      );
      for (const consumer of this.durable) await consumer.inTransaction(em, message, row!.id);
    });
    tx.afterCommit(() => {
      this.counted(message);
      this.wake();
    });
  }

  /** Adds a consumer that gets every message durably (see `DurableConsumer`). */
  addDurableConsumer(consumer: DurableConsumer): void {
    this.durable.push(consumer);
  }

  /**
   * Writes `message` to the outbox now and wakes the readers: for changes already committed
   * outside a unit of work (a single-statement update). Never throws: a lost event is logged.
   */
  async emit(message: BusMessage): Promise<void> {
    let eventId: string;
    try {
      const { rows } = await this.pool.query<{ id: string }>(
        'insert into event_outbox (topic, message) values ($1, $2) returning id::text as id',
        [message.topic, JSON.stringify(message)],
      );
      eventId = rows[0]!.id;
    } catch (error) {
      this.counts.failed++;
      this.log.warn({ err: error, message }, 'event not published');
      return;
    }
    for (const consumer of this.durable) {
      await consumer.afterCommitted(message, eventId).catch((error: unknown) => {
        this.log.error({ err: error, message }, 'event not queued for its durable consumers');
      });
    }
    this.counted(message);
    this.wake();
  }

  private counted(message: BusMessage): void {
    this.counts.sent.set(message.topic, (this.counts.sent.get(message.topic) ?? 0) + 1);
  }

  /** Reads here at once, and wakes the other processes (one wake in flight, at most one queued). */
  private wake(): void {
    this.requestRead();
    if (!this.transport) return;
    if (this.waking) {
      this.wakeAgain = true;
      return;
    }
    this.waking = true;
    void (async () => {
      do {
        this.wakeAgain = false;
        // a lost wake only delays: the readers poll and catch up
        await this.transport
          ?.wake()
          .catch((error: unknown) => this.log.debug({ err: error }, 'wake not sent'));
      } while (this.wakeAgain && !this.closed);
      this.waking = false;
    })();
  }

  /** Calls `handler` for each message of `topic`; returns the unsubscribe function. */
  on<T extends Topic>(topic: T, handler: (message: MessageOf<T>) => void): () => void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    const h = handler as Handler;
    set.add(h);
    this.listenersAdded++;
    return () => set.delete(h);
  }

  /** Calls `listener` when this process may have missed events (see Pruning); returns the unsubscribe. */
  onReset(listener: () => void): () => void {
    this.resetListeners.add(listener);
    return () => this.resetListeners.delete(listener);
  }

  /**
   * Every outbox row of a transaction below this id has been read (its position's xmin); null
   * before the first read. The xmin is the PostgreSQL server's: a transaction open anywhere on it
   * (another database too) holds it back.
   */
  get readBelow(): bigint | null {
    return this.position === null ? null : xminOf(this.position);
  }

  /** Rows committed to the outbox that this process's reader has not delivered yet (for /metrics). */
  async lag(): Promise<number> {
    const at = this.position;
    if (!at || this.closed) return 0;
    const { rows } = await this.pool.query<{ n: number }>(LAG, [at]);
    return rows[0]!.n;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.poller) clearInterval(this.poller);
    await this.transport?.close().catch(() => {});
    await this.reading?.catch(() => {});
    await this.pool.end().catch(() => {});
    await this.feed.close();
    this.handlers.clear();
    this.resetListeners.clear();
  }
}

/** The xmin of a snapshot's text (`xmin:xmax:xip,…`). */
function xminOf(snapshot: string): bigint {
  return BigInt(snapshot.split(':')[0]!);
}
