import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Context } from '../common/context.js';
import type { Logger } from '../common/logger.js';
import { Loaders } from '../common/loaders.js';

/**
 * What one bus message needs in this process, built once and shared by every subscriber that
 * receives it: one EntityManager fork and one set of loaders, so each record an event's payload
 * needs is read once per event, not once per subscriber.
 */
export class EventScope<M extends object> {
  readonly em: EntityManager;
  readonly loaders: Loaders;
  private failures = 0;

  constructor(
    readonly message: M,
    orm: MikroORM,
    private readonly log: Logger,
  ) {
    this.em = orm.em.fork() as EntityManager;
    this.loaders = new Loaders(() => this.em);
  }

  /** Makes a subscriber's payload resolve with the event's shared EntityManager and loaders. */
  enter(context: Context): this {
    context.actor.em = this.em;
    context.loaders = this.loaders;
    return this;
  }

  /**
   * A subscriber could not be given this event (its check or load failed): it gets an error
   * payload instead, and the process logs once per event, at error level, how many were hit.
   */
  failed(error: unknown): void {
    if (this.failures++ > 0) return;
    setTimeout(() => {
      this.log.error(
        { err: error, event: this.message, subscribers: this.failures },
        'live event failed; the subscribers were sent an error',
      );
    }, 100).unref();
  }
}

/** The scope of each message, kept as long as the message itself is referenced. */
export class EventScopes<M extends object, S extends EventScope<M>> {
  private readonly scopes = new WeakMap<M, S>();
  /** Deliveries that stand for a failure: the payload resolver throws the error to that subscriber. */
  private readonly failures = new WeakMap<M, unknown>();

  constructor(private readonly create: (message: M) => S) {}

  of(message: M): S {
    let scope = this.scopes.get(message);
    if (!scope) {
      scope = this.create(message);
      this.scopes.set(message, scope);
    }
    return scope;
  }

  /** A delivery of `message` that fails with `error` when resolved. */
  failure(message: M, error: unknown): M {
    this.of(message).failed(error);
    const delivery = { ...message };
    this.failures.set(delivery, error);
    return delivery;
  }

  /** Throws the error a failed delivery carries. */
  assertDelivered(message: M): void {
    if (this.failures.has(message)) throw this.failures.get(message);
  }
}
