import { performance } from 'node:perf_hooks';

/** When each bus message reached this process (performance.now()), while it is referenced. */
const arrivals = new WeakMap<object, number>();

/** Notes that `message` has arrived now (the bus says so once, before any handler hears it). */
export function arrived(message: object): void {
  arrivals.set(message, performance.now());
}

/** When `message` arrived, if the bus delivered it. */
export function arrivalOf(message: object): number | undefined {
  return arrivals.get(message);
}
