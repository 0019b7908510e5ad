import { connect, Events, type NatsConnection } from 'nats';
import type { Logger } from '../common/logger.js';
import type { WakeTransport } from './wake.js';

/**
 * Wakes over NATS core pub/sub (at most once is enough: see wake.ts). The client reconnects by
 * itself, forever, and re-subscribes; each reconnect triggers a catch-up read.
 */
export class NatsWake implements WakeTransport {
  private connection: NatsConnection | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly subject: string,
    private readonly log: Logger,
  ) {}

  async start(handlers: { wake: () => void; connected: () => void }): Promise<void> {
    let nc: NatsConnection;
    try {
      nc = await connect({
        servers: this.url,
        name: 'buildwire',
        reconnect: true,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 250,
        pingInterval: 10_000,
      });
    } catch (error) {
      if (this.closed) return;
      // the first connection failed: try again later (the reader polls meanwhile)
      this.log.warn({ err: error }, 'event bus (NATS) unreachable; retrying');
      this.retry = setTimeout(() => void this.start(handlers), 2000);
      this.retry.unref();
      return;
    }
    if (this.closed) {
      await nc.close();
      return;
    }
    this.connection = nc;
    nc.subscribe(this.subject, { callback: () => handlers.wake() });
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === Events.Disconnect)
          this.log.warn('event bus (NATS) connection lost; reconnecting');
        if (status.type === Events.Reconnect) handlers.connected();
      }
    })();
    // the subscription is in place once the server has answered a round trip
    await nc.flush();
    handlers.connected();
  }

  async wake(): Promise<void> {
    // while disconnected the client buffers the publish and sends it on reconnect
    this.connection?.publish(this.subject);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.connection?.close().catch(() => {});
  }
}
