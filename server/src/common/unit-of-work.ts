import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from './actor.js';
import type { Logger } from './logger.js';
import { claimKey, rememberResult, type Once } from './idempotency.js';

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

  /**
   * `once` (optional) makes the work idempotent by a caller's key (see `common/idempotency.ts`):
   * a repeat answers the first result and runs nothing else.
   */
  async run<T>(actor: Actor, work: (tx: Tx) => Promise<T>, once?: Once<T>): Promise<T> {
    const effects: (() => unknown)[] = [];
    const result = await actor.em.transactional(async (em) => {
      const tx = {
        em,
        actor: { ...actor, em },
        afterCommit: (effect: () => unknown) => void effects.push(effect),
      };
      if (!once?.key) return work(tx);
      const keyed = { key: once.key, scope: once.scope, operation: once.operation };
      const earlier = await claimKey(em, keyed);
      if (earlier) return once.replay(em, earlier);
      const first = await work(tx);
      await rememberResult(em, keyed, once.resultId(first));
      return first;
    });
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
