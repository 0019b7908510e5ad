/** What waits at a gate: resumed synchronously once the gate opens. */
export type GateWaiter = { resume(): void };

/**
 * A promise that many waiters (thousands of live streams hearing one event) wait for without a
 * promise, a closure or a microtask each: once it settles, fulfilled or not, they are resumed in
 * one synchronous loop, in the order they came. A waiter that throws does not hold back the others.
 */
export class Gate<T = unknown> {
  private waiters: GateWaiter[] = [];
  /** The promise's outcome once it has settled (null before): what a waiter reads when resumed. */
  outcome: { value: T } | { error: unknown } | null = null;

  constructor(
    promise: Promise<T>,
    /** Told of a waiter's error (resuming is not meant to throw). */
    private readonly onError: (error: unknown) => void,
  ) {
    promise.then(
      (value) => this.opened({ value }),
      (error: unknown) => this.opened({ error }),
    );
  }

  /** Whether the promise has settled. */
  get open(): boolean {
    return this.outcome !== null;
  }

  /** Resumes `waiter` once the gate opens (at once if it is open). */
  wait(waiter: GateWaiter): void {
    if (this.outcome) waiter.resume();
    else this.waiters.push(waiter);
  }

  private opened(outcome: { value: T } | { error: unknown }): void {
    this.outcome = outcome;
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) {
      try {
        waiter.resume();
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
