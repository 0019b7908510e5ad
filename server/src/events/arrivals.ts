import { performance } from 'node:perf_hooks';

/** When each bus message reached this process (performance.now()), while it is referenced. */
const arrivals = new WeakMap<object, number>();

/** Notes that `message` has arrived (its first stream to hear of it says so). */
export function arrived(message: object): void {
  if (!arrivals.has(message)) arrivals.set(message, performance.now());
}

/** When `message` arrived, if a stream heard of it. */
export function arrivalOf(message: object): number | undefined {
  return arrivals.get(message);
}
