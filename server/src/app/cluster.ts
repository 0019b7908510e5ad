import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { Config } from '../common/config.js';
import type { Logger } from '../common/logger.js';
import type { Database } from '../db/database.js';
import { answerMetricsAsks } from '../platform/observability/cluster-metrics.js';
import { stopOnSignals } from './shutdown.js';

/**
 * WORKERS=N: N processes serve one port through `node:cluster`. The primary prepares
 * the database once (embedded PostgreSQL if DATABASE_URL is unset, migrations, the first admin,
 * the seed), then forks the workers with DATABASE_URL pointing at it; each worker is a whole
 * server (HTTP, WebSocket, job runner, bus reader) that shares nothing with the others but
 * PostgreSQL and the event bus. The kernel hands each new connection to one worker, so a
 * WebSocket stays with the process that accepted it. A worker that dies is replaced (at most one
 * replacement a second); SIGTERM drains every worker, then stops the database.
 */

const RESPAWN_MIN_INTERVAL_MS = 1000;

export type ClusterOptions = {
  config: Config;
  log: Logger;
  /** Opens the database and does the once-only work; returns it (its `stop` ends an embedded one). */
  prepare: () => Promise<Database>;
};

/** Runs the primary: prepares, forks `config.workers` workers, keeps them running until a signal. */
export async function runPrimary({ config, log, prepare }: ClusterOptions): Promise<void> {
  const database = await prepare();
  const aggregator = new AggregatorRegistry();
  let lastSpawn = 0;
  // SIGTERM drains every worker, then stops the database
  const stopping = stopOnSignals({
    log,
    starting: 'stopping the workers',
    forceAfterMs: config.shutdownGraceMs + 10_000,
    tooLong: 'the workers took too long to stop; exiting',
    stop: async () => {
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              worker.once('exit', () => resolve());
              worker.process.kill('SIGTERM');
            }),
        ),
      );
      await database.stop();
    },
  });

  const fork = (): Worker => {
    lastSpawn = Date.now();
    // the workers skip what the primary did: migrations, the admin from the environment, the seed
    const worker = cluster.fork({
      DATABASE_URL: database.url,
      BUILDWIRE_CLUSTER_WORKER: '1',
      SEED: 'false',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    });
    answerMetricsAsks(worker, aggregator);
    return worker;
  };

  for (let i = 0; i < config.workers; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping()) return;
    log.error({ pid: worker.process.pid, code, signal }, 'a worker died; starting another');
    const wait = Math.max(0, lastSpawn + RESPAWN_MIN_INTERVAL_MS - Date.now());
    setTimeout(() => {
      if (!stopping()) fork();
    }, wait);
  });

  let readyCount = 0;
  cluster.on('listening', (_worker, address) => {
    if (++readyCount === config.workers)
      log.info(
        `BuildWire is ready on ${config.appBaseUrl} (${config.workers} processes, port ${address.port})`,
      );
  });
}
