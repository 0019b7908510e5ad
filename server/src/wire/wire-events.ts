import DataLoader from 'dataloader';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createEventLoaders, type EventLoaders } from '../app/loaders.js';
import type { Logger } from '../app/logger.js';
import type { WireMessage } from '../events/topics.js';
import type { Wire } from './wire.entity.js';

/**
 * What one WIRE bus message needs in this process, built once and shared by every subscriber
 * that receives it: one EntityManager fork, the wire loaded once (eagerly, when the message
 * arrives), per-event loaders for the payload's fields, and the full-text checks of all the
 * subscribers' filters batched into one statement.
 */
export class WireEventScope {
  readonly em: EntityManager;
  readonly loaders: EventLoaders;
  private wirePromise: Promise<Wire | null> | null = null;
  private failures = 0;

  constructor(
    readonly message: WireMessage,
    orm: MikroORM,
    private readonly log: Logger,
  ) {
    this.em = orm.em.fork() as EntityManager;
    this.loaders = createEventLoaders(this.em);
  }

  /** The wire the message names, as it is now (null when it no longer exists). */
  wire(): Promise<Wire | null> {
    this.wirePromise ??= this.loaders.wires.load(this.message.wireId);
    return this.wirePromise;
  }

  /**
   * Whether the wire's title and description match `plainto_tsquery('simple', text)` (the
   * wireboard's full-text condition). Every distinct text asked for while the event is being
   * matched goes into one statement.
   */
  matchesText(text: string): Promise<boolean> {
    return this.texts.load(text);
  }

  private readonly texts = new DataLoader<string, boolean>(
    async (texts) => {
      const wire = await this.wire();
      if (!wire) return texts.map(() => false);
      const rows = await this.em
        .getConnection()
        .execute<{ q: string }[]>(
          `select t.q from (values ${texts.map(() => '(?::text)').join(', ')}) as t(q)` +
            ` where to_tsvector('simple', ?::text) @@ plainto_tsquery('simple', t.q)`,
          [...texts, `${wire.title} ${wire.description ?? ''}`],
        );
      const matched = new Set(rows.map((row) => row.q));
      return texts.map((text) => matched.has(text));
    },
    { batchScheduleFn: (run) => setImmediate(run) },
  );

  /**
   * A subscriber could not be given this event (its check or load failed): it gets an error
   * payload instead, and the process logs once per event, at error level, how many were hit.
   */
  failed(error: unknown): void {
    if (this.failures++ > 0) return;
    setTimeout(() => {
      this.log.error(
        { err: error, wireId: this.message.wireId, type: this.message.type, subscribers: this.failures },
        'live wire event failed; the subscribers were sent an error',
      );
    }, 100).unref();
  }
}

/** The scope of each WIRE message, kept as long as the message itself is referenced. */
export class WireEventScopes {
  private readonly scopes = new WeakMap<WireMessage, WireEventScope>();
  /** Deliveries that stand for a failure: the payload resolver throws the error to that subscriber. */
  private readonly failures = new WeakMap<WireMessage, unknown>();

  constructor(
    private readonly orm: MikroORM,
    private readonly log: Logger,
  ) {}

  of(message: WireMessage): WireEventScope {
    let scope = this.scopes.get(message);
    if (!scope) {
      scope = new WireEventScope(message, this.orm, this.log);
      this.scopes.set(message, scope);
    }
    return scope;
  }

  /** A delivery of `message` that fails with `error` when resolved. */
  failure(message: WireMessage, error: unknown): WireMessage {
    this.of(message).failed(error);
    const delivery = { ...message };
    this.failures.set(delivery, error);
    return delivery;
  }

  /** Throws the error a failed delivery carries. */
  assertDelivered(message: WireMessage): void {
    if (this.failures.has(message)) throw this.failures.get(message);
  }
}
