import DataLoader from 'dataloader';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../common/logger.js';
import { EventScope } from '../events/event-scope.js';
import { Gate } from '../events/gate.js';
import type { Wire } from './wire.entity.js';
import type { WireMessage } from './wire.events.js';
import { wireById } from './wire.loaders.js';

/**
 * The shared scope of one WIRE message (see `EventScope`): the wire is loaded once, as the message
 * arrives (the scope is made then), and the full-text checks of all the subscribers' filters go
 * into one statement.
 */
export class WireEventScope extends EventScope<WireMessage> {
  private readonly wirePromise: Promise<Wire | null>;
  /** Opens once the wire is loaded (or failed to), holding the outcome: the streams' checks wait for it here. */
  readonly ready: Gate<Wire | null>;

  constructor(message: WireMessage, orm: MikroORM, log: Logger) {
    super(message, orm, log);
    this.wirePromise = this.loaders.load(wireById, message.wireId);
    this.ready = new Gate(this.wirePromise, (error) =>
      log.error({ err: error, event: message }, 'live stream check failed'),
    );
  }

  /** The wire the message names, as it is now (null when it no longer exists). */
  wire(): Promise<Wire | null> {
    return this.wirePromise;
  }

  /**
   * `then(wire)`: at once once the wire is loaded (`ready` is open; a failed load throws its
   * error), else when it is. A live stream's check runs at once, without a promise of its own.
   */
  withWire<T>(then: (wire: Wire | null, scope: this) => T | Promise<T>): T | Promise<T> {
    const loaded = this.ready.outcome;
    if (!loaded) return this.wirePromise.then((wire) => then(wire, this));
    if ('error' in loaded) throw loaded.error;
    return then(loaded.value, this);
  }

  /**
   * Whether the wire's title and description match `plainto_tsquery('simple', text)` (the
   * wireboard's full-text condition). Every distinct text asked for while the event is being
   * matched goes into one statement.
   */
  matchesText(text: string): Promise<boolean> {
    return this.texts.load(text);
  }

  private invitesPromise: Promise<Set<string>> | null = null;

  /**
   * The partners invited to the wire (ids), as the event is matched: one statement for every
   * subscriber, made only when a partner's own area does not take the wire.
   */
  invitedPartners(): Promise<Set<string>> {
    this.invitesPromise ??= this.em
      .execute<{ partner_id: string }[]>(`select partner_id from wire_invite where wire_id = ?`, [
        this.message.wireId,
      ])
      .then((rows) => new Set(rows.map((row) => row.partner_id)));
    return this.invitesPromise;
  }

  private readonly texts = new DataLoader<string, boolean>(
    async (texts) => {
      const wire = await this.wire();
      if (!wire) return texts.map(() => false);
      const rows = await this.em.execute<{ q: string }[]>(
        `select t.q from (values ${texts.map(() => '(?::text)').join(', ')}) as t(q)` +
          ` where to_tsvector('simple', ?::text) @@ plainto_tsquery('simple', t.q)`,
        [...texts, `${wire.title} ${wire.description ?? ''}`],
      );
      const matched = new Set(rows.map((row) => row.q));
      return texts.map((text) => matched.has(text));
    },
    { batchScheduleFn: (run) => setImmediate(run) },
  );
}
