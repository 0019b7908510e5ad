import DataLoader from 'dataloader';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../common/logger.js';
import { EventScope } from '../events/event-scope.js';
import type { Wire } from './wire.entity.js';
import type { WireMessage } from './wire.events.js';
import { wireById } from './wire.loaders.js';

/**
 * The shared scope of one WIRE message (see `EventScope`): the wire is loaded once, when the
 * message arrives, and the full-text checks of all the subscribers' filters go into one
 * statement.
 */
export class WireEventScope extends EventScope<WireMessage> {
  private wirePromise: Promise<Wire | null> | null = null;

  constructor(message: WireMessage, orm: MikroORM, log: Logger) {
    super(message, orm, log);
  }

  /** The wire the message names, as it is now (null when it no longer exists). */
  wire(): Promise<Wire | null> {
    this.wirePromise ??= this.loaders.load(wireById, this.message.wireId);
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
