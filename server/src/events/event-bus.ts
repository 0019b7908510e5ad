import pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../common/logger.js';
import type { Tx } from '../common/unit-of-work.js';
import type { BusMessage, MessageOf, Topic } from './topics.js';

const CHANNEL = 'buildwire_events';
const MAX_BACKOFF_MS = 10_000;

type Handler = (message: BusMessage) => void;

/**
 * A consumer that must not miss a message even when no process is listening (webhooks): called
 * with each published message in the transaction of the change (or, for `emit`, right after it),
 * it queues its own durable work there.
 */
export type DurableConsumer = {
  inTransaction: (em: EntityManager, message: BusMessage) => Promise<unknown>;
  afterCommitted: (message: BusMessage) => Promise<unknown>;
};

/**
 * The process's event bus over PostgreSQL LISTEN/NOTIFY: one dedicated connection listens (and
 * reconnects with back-off), every process sees every event (the sender included), and payloads
 * carry ids only. Changes publish through `publish(tx, …)`, which sends after the commit.
 */
export class EventBus {
  private listener: pg.Client | null = null;
  private readonly pool: pg.Pool;
  private readonly handlers = new Map<Topic, Set<Handler>>();
  private readonly durable: DurableConsumer[] = [];
  private closed = false;
  private backoffMs = 250;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private readyPromise: Promise<void> | null = null;
  /** How many handlers were ever added (monotonic): a subscription's stream is open once it grows. */
  listenersAdded = 0;
  /** Messages this process sent, received and failed to send, by topic (for /metrics). */
  readonly counts = { sent: new Map<string, number>(), received: new Map<string, number>(), failed: 0 };
  /** How many times LISTEN has been put in place (monotonic): grows again after a reconnect. */
  connections = 0;

  constructor(
    private readonly url: string,
    private readonly log: Logger,
  ) {
    this.pool = new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 10_000 });
    this.pool.on('error', (error) => this.log.warn({ err: error }, 'event bus publish connection failed'));
  }

  /** Connects the listener; resolves once LISTEN is in place. */
  start(): Promise<void> {
    this.readyPromise ??= this.connect();
    return this.readyPromise;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        this.dispatch(JSON.parse(message.payload) as BusMessage);
      } catch (error) {
        this.log.warn({ err: error }, 'unreadable event');
      }
    });
    const lost = (error?: unknown) => {
      if (this.listener !== client) return;
      this.listener = null;
      client.removeAllListeners('end');
      client.end().catch(() => {});
      if (this.closed) return;
      this.log.warn({ err: error }, 'event bus connection lost; reconnecting');
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    this.listener = client;
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      this.backoffMs = 250;
      this.connections++;
    } catch (error) {
      lost(error);
    }
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer || this.closed) return;
    const delay = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delay);
    this.reconnectTimer.unref();
  }

  private dispatch(message: BusMessage): void {
    this.counts.received.set(message.topic, (this.counts.received.get(message.topic) ?? 0) + 1);
    for (const handler of this.handlers.get(message.topic) ?? []) {
      try {
        handler(message);
      } catch (error) {
        this.log.warn({ err: error }, 'event handler failed');
      }
    }
  }

  /** Sends `message` to every process once `tx` has committed; nothing if it rolls back. */
  publish(tx: Tx, message: BusMessage): void {
    for (const consumer of this.durable) tx.beforeCommit((em) => consumer.inTransaction(em, message));
    tx.afterCommit(() => this.send(message));
  }

  /** Adds a consumer that gets every message durably (see `DurableConsumer`). */
  addDurableConsumer(consumer: DurableConsumer): void {
    this.durable.push(consumer);
  }

  /**
   * Sends `message` to every process (this one included) now: for changes already committed
   * outside a unit of work (a single-statement update). Never throws: a lost event is logged.
   */
  async emit(message: BusMessage): Promise<void> {
    for (const consumer of this.durable) {
      await consumer.afterCommitted(message).catch((error: unknown) => {
        this.log.error({ err: error, message }, 'event not queued for its durable consumers');
      });
    }
    await this.send(message);
  }

  private async send(message: BusMessage): Promise<void> {
    try {
      await this.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
      this.counts.sent.set(message.topic, (this.counts.sent.get(message.topic) ?? 0) + 1);
    } catch (error) {
      this.counts.failed++;
      this.log.warn({ err: error, message }, 'event not published');
    }
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

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
    await this.pool.end().catch(() => {});
    this.handlers.clear();
  }
}
