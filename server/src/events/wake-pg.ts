import pg from 'pg';
import type { Logger } from '../common/logger.js';
import type { WakeTransport } from './wake.js';

const CHANNEL = 'buildwire_events';
const MAX_BACKOFF_MS = 10_000;

/**
 * Wakes over PostgreSQL LISTEN/NOTIFY (the zero-install default): one dedicated connection
 * listens and reconnects with back-off; a NOTIFY carries no payload (channels are per database).
 */
export class PgWake implements WakeTransport {
  private listener: pg.Client | null = null;
  private readonly pool: pg.Pool;
  private handlers: { wake: () => void; connected: () => void } = { wake() {}, connected() {} };
  private closed = false;
  private backoffMs = 250;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly log: Logger,
  ) {
    this.pool = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 10_000 });
    this.pool.on('error', (error) => this.log.warn({ err: error }, 'event wake connection failed'));
  }

  start(handlers: { wake: () => void; connected: () => void }): Promise<void> {
    this.handlers = handlers;
    return this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel === CHANNEL) this.handlers.wake();
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
      this.handlers.connected();
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

  async wake(): Promise<void> {
    await this.pool.query(`notify ${CHANNEL}`);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
    await this.pool.end().catch(() => {});
  }
}
