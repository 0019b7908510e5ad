import type { Tx } from './unit-of-work.js';

/**
 * The domain events, by name: what happened inside a unit of work that other slices may react to.
 * Each domain adds its own (declaration merging in its `*.events.ts`), so this file names none.
 * An event carries what the reaction needs now (the record itself, in the transaction's
 * EntityManager), unlike a bus message, which carries ids for later readers.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains
export interface DomainEvents {}

export type DomainEventName = keyof DomainEvents;

/**
 * One reaction to one event. It runs in the transaction that raised the event, once that
 * transaction's work is done and just before its commit: what it writes is kept with the change or
 * rolled back with it. Work that must happen later (or reach outside the database) is queued from
 * here as a job (`jobs.add(tx, …)`), so it runs durably after the commit; a process-local echo
 * after the commit is what the event bus's outbox (`bus.publish`) is for.
 */
export type Reaction = {
  [N in DomainEventName]: { event: N; handle: (tx: Tx, event: DomainEvents[N]) => unknown };
}[DomainEventName];

/** A reaction to `event`, typed by its name. */
export function on<N extends DomainEventName>(
  event: N,
  handle: (tx: Tx, event: DomainEvents[N]) => unknown,
): Reaction {
  return { event, handle } as Reaction;
}

/** The reactions of every module, by event; a slice raises an event without knowing who reacts. */
export class Reactions {
  private readonly byEvent = new Map<DomainEventName, Reaction['handle'][]>();

  add(reaction: Reaction): void {
    const list = this.byEvent.get(reaction.event) ?? [];
    list.push(reaction.handle as Reaction['handle']);
    this.byEvent.set(reaction.event, list);
  }

  /** Runs each reaction to `event` in `tx`, in the order the modules are listed, before its commit. */
  raise<N extends DomainEventName>(tx: Tx, name: N, event: DomainEvents[N]): void {
    for (const handle of this.byEvent.get(name) ?? [])
      tx.beforeCommit(async () => {
        await (handle as (tx: Tx, event: DomainEvents[N]) => unknown)(tx, event);
      });
  }
}
