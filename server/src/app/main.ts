import 'reflect-metadata';
import cluster from 'node:cluster';
import { loadConfig } from '../common/config.js';
import { logger } from '../common/logger.js';
import { boot, prepareDatabase } from './boot.js';
import { isClusterWorker } from '../platform/observability/cluster-metrics.js';
import { runPrimary } from './cluster.js';
import { stopOnSignals } from './shutdown.js';

/**
 * `npm start`: database (embedded when DATABASE_URL is unset), migrations, seed, then serve.
 * With WORKERS=N (N > 1) this process is the cluster's primary and N workers serve (cluster.ts).
 */
const config = loadConfig();
if (config.workers > 1 && cluster.isPrimary) {
  await runPrimary({ config, log: logger, prepare: () => prepareDatabase(config, logger) }).catch(
    (error: unknown) => {
      logger.fatal({ err: error }, error instanceof Error ? error.message : 'start-up failed');
      process.exit(1);
    },
  );
} else {
  await serve();
}

async function serve(): Promise<void> {
  const booting = boot(config, logger, { migrate: !isClusterWorker() });

  // installed before start-up finishes, so a SIGTERM during it still stops the database cleanly;
  // the HTTP drain gives up after SHUTDOWN_GRACE_MS, the rest (bus, database) gets a little more
  stopOnSignals({
    log: logger,
    starting: 'draining and shutting down',
    forceAfterMs: config.shutdownGraceMs + 5000,
    tooLong: 'shutdown took too long; exiting',
    stop: () => booting.then((app) => app.stop()),
  });

  const app = await booting.catch((error: unknown) => {
    logger.fatal({ err: error }, error instanceof Error ? error.message : 'start-up failed');
    process.exit(1);
  });
  logger.info(`BuildWire is ready on ${config.appBaseUrl} (port ${app.server.port})`);
}
