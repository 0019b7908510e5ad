import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from './actor.js';
import type { Logger } from './logger.js';

/** One transaction's work: its EntityManager, and what to do once (and only if) it commits. */
export type Tx = {
  readonly em: EntityManager;
  /** The actor of the unit of work, acting through the transaction's EntityManager. */
  readonly actor: Actor;
  /** Runs `effect` after the commit, in the order registered; never for a rolled-back transaction. */
  afterCommit(effect: () => unknown): void;
};

/**
 * One unit of work per mutation (Vendure's `@Transaction()` is the model): the checks, writes,
 * counters and rate-limit hits of `work` run in a single transaction, and the effects it
 * registers (events, mail) run only after the commit. A failing effect is logged, never thrown:
 * the change it follows is already committed.
 */
export class UnitOfWork {
  constructor(private readonly log: Logger) {}

  async run<T>(actor: Actor, work: (tx: Tx) => Promise<T>): Promise<T> {
    const effects: (() => unknown)[] = [];
    const result = await actor.em.transactional((em) =>
      work({ em, actor: { ...actor, em }, afterCommit: (effect) => void effects.push(effect) }),
    );
    for (const effect of effects) {
      try {
        await effect();
      } catch (error) {
        this.log.error({ err: error }, 'an after-commit effect failed');
      }
    }
    return result;
  }
}
