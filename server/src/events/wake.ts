import type { Logger } from '../common/logger.js';

/**
 * How the processes wake each other's outbox readers. A wake carries nothing: the
 * outbox table is the source of truth, so a lost wake only delays delivery until the reader's
 * next read (its poll, or the catch-up read when the transport reconnects). That is why plain
 * at-most-once pub/sub is enough on every driver (NATS core, Redis pub/sub; no JetStream or
 * streams needed).
 */
export type WakeTransport = {
  /**
   * Subscribes; resolves once the first subscription is in place (or failed and is retrying).
   * `connected` runs after each (re)subscription: the reader then catches up, since wakes sent
   * while it was away are lost.
   */
  start(handlers: { wake: () => void; connected: () => void }): Promise<void>;
  /** Wakes every process's reader (this one's too, or not: the bus reads itself anyway). */
  wake(): Promise<void>;
  close(): Promise<void>;
};

/** The one channel/subject of a database's outbox: processes of other databases are not woken. */
export function wakeChannel(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const key = `${url.hostname}_${url.port || '5432'}_${url.pathname.slice(1)}`;
  return `buildwire.events.${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** The transport EVENT_BUS_URL names: unset → PostgreSQL NOTIFY, `nats://…`, `redis://…`. */
export async function createWakeTransport(
  busUrl: string | undefined,
  databaseUrl: string,
  log: Logger,
): Promise<WakeTransport> {
  if (!busUrl) {
    const { PgWake } = await import('./wake-pg.js');
    return new PgWake(databaseUrl, log);
  }
  const protocol = new URL(busUrl).protocol;
  if (protocol === 'nats:') {
    const { NatsWake } = await import('./wake-nats.js');
    return new NatsWake(busUrl, wakeChannel(databaseUrl), log);
  }
  if (protocol === 'redis:' || protocol === 'rediss:') {
    const { RedisWake } = await import('./wake-redis.js');
    return new RedisWake(busUrl, wakeChannel(databaseUrl), log);
  }
  throw new Error(`EVENT_BUS_URL must be nats://… or redis://…, got "${busUrl}"`);
}
