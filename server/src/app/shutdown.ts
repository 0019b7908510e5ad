import type { Logger } from '../common/logger.js';

export type ShutdownOptions = {
  log: Logger;
  /** Logged with the signal when stopping starts. */
  starting: string;
  /** After this long the process exits with 1, whatever is still running. */
  forceAfterMs: number;
  /** Logged when `forceAfterMs` runs out. */
  tooLong: string;
  /** Stops everything; the process exits with 0 when it resolves, with 1 when it rejects. */
  stop: () => Promise<unknown>;
};

/**
 * SIGTERM and SIGINT stop the process once (a second signal is ignored): `stop`, then exit, with a
 * forced exit if stopping hangs. Used by a single server (main.ts) and by the cluster's primary
 * (cluster.ts). Returns whether stopping has begun.
 */
export function stopOnSignals({
  log,
  starting,
  forceAfterMs,
  tooLong,
  stop,
}: ShutdownOptions): () => boolean {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, starting);
      const force = setTimeout(() => {
        log.error(tooLong);
        process.exit(1);
      }, forceAfterMs);
      force.unref();
      stop()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        });
    });
  }
  return () => stopping;
}
