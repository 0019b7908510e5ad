/** What waits at a gate: resumed synchronously once the gate opens. */
export type GateWaiter = { resume(): void };

/**
 * A promise that many waiters (thousands of live streams hearing one event) wait for without a
 * promise, a closure or a microtask each: once it settles, fulfilled or not, they are resumed in
 * one synchronous loop, in the order they came. A waiter that throws does not hold back the others.
 */
export class Gate {
  private waiters: GateWaiter[] | null = [];

  constructor(
    promise: Promise<unknown>,
    /** Told of a waiter's error (resuming is not meant to throw). */
    private readonly onError: (error: unknown) => void,
  ) {
    promise.then(
      () => this.opened(),
      () => this.opened(),
    );
  }

  /** Whether the promise has settled. */
  get open(): boolean {
    return this.waiters === null;
  }

  /** Resumes `waiter` once the gate opens (at once if it is open). */
  wait(waiter: GateWaiter): void {
    if (this.waiters) this.waiters.push(waiter);
    else waiter.resume();
  }

  private opened(): void {
    const waiters = this.waiters ?? [];
    this.waiters = null;
    for (const waiter of waiters) {
      try {
        waiter.resume();
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
