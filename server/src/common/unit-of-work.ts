import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from './actor.js';
import type { Logger } from './logger.js';
import { claimKey, keyRef, rememberResult, type Once } from './idempotency.js';

/** One transaction's work: its EntityManager, and what to do once (and only if) it commits. */
export type Tx = {
  readonly em: EntityManager;
  /** The actor of the unit of work, acting through the transaction's EntityManager. */
  readonly actor: Actor;
  /** Runs `effect` after the commit, in the order registered; never for a rolled-back transaction. */
  afterCommit(effect: () => unknown): void;
  /**
   * Runs `write` in the transaction once the work is done, just before the commit (a job to
   * queue with the change, so both are kept or neither); a failing write rolls everything back.
   */
  beforeCommit(write: (em: EntityManager) => Promise<unknown>): void;
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
      const writes: ((em: EntityManager) => Promise<unknown>)[] = [];
      const tx: Tx = {
        em,
        actor: { ...actor, em },
        afterCommit: (effect) => void effects.push(effect),
        beforeCommit: (write) => void writes.push(write),
      };
      const done = async <R>(value: R): Promise<R> => {
        // a write may queue another (a mail of a job): run until none is left
        for (let write = writes.shift(); write; write = writes.shift()) await write(em);
        return value;
      };
      if (!once?.key) return done(await work(tx));
      const keyed = keyRef({ ...once, key: once.key } as Once<unknown> & { key: string });
      const earlier = await claimKey(em, keyed);
      if (earlier) return once.replay(em, earlier);
      const first = await work(tx);
      await rememberResult(em, keyed, once.resultId(first));
      return done(first);
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
