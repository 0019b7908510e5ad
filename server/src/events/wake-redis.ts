import { Redis } from 'ioredis';
import type { Logger } from '../common/logger.js';
import type { WakeTransport } from './wake.js';

/**
 * Wakes over Redis pub/sub (at most once is enough: see wake.ts): one connection subscribed,
 * one to publish. ioredis reconnects and re-subscribes by itself; each time it is ready again
 * the reader catches up.
 */
export class RedisWake implements WakeTransport {
  private readonly subscriber: Redis;
  private readonly publisher: Redis;

  constructor(
    url: string,
    private readonly channel: string,
    private readonly log: Logger,
  ) {
    const options = {
      lazyConnect: true,
      // a wake never waits for a reconnect: a lost one is caught up by the reader
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      retryStrategy: (times: number) => Math.min(times * 250, 5000),
    };
    this.subscriber = new Redis(url, options);
    this.publisher = new Redis(url, options);
    for (const connection of [this.subscriber, this.publisher])
      connection.on('error', (error) => this.log.warn({ err: error }, 'event bus (Redis) connection failed'));
  }

  start(handlers: { wake: () => void; connected: () => void }): Promise<void> {
    this.subscriber.on('message', (channel: string) => {
      if (channel === this.channel) handlers.wake();
    });
    let subscribed = false;
    let started: () => void = () => {};
    const firstTry = new Promise<void>((resolve) => (started = resolve));
    this.subscriber.on('ready', () => {
      // later connections: ioredis has sent the SUBSCRIBE again before 'ready' is emitted
      if (subscribed) return handlers.connected();
      this.subscriber.subscribe(this.channel).then(
        () => {
          subscribed = true;
          handlers.connected();
          started();
        },
        (error: unknown) => this.log.warn({ err: error }, 'event bus (Redis) subscription failed'),
      );
    });
    // a first connection that fails is retried by ioredis (retryStrategy); the reader polls meanwhile
    this.subscriber.connect().catch(() => started());
    this.publisher.connect().catch(() => {});
    return firstTry;
  }

  async wake(): Promise<void> {
    await this.publisher.publish(this.channel, '');
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
