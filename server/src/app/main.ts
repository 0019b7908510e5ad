import 'reflect-metadata';
import { loadConfig } from '../common/config.js';
import { logger } from '../common/logger.js';
import { boot } from './boot.js';

/** `npm start`: database (embedded when DATABASE_URL is unset), migrations, seed, then serve. */
const config = loadConfig();
const booting = boot(config, logger);

// installed before start-up finishes, so a SIGTERM during it still stops the database cleanly
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining and shutting down');
    // the HTTP drain gives up after SHUTDOWN_GRACE_MS; the rest (bus, database) gets a little more
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownGraceMs + 5000);
    force.unref();
    booting
      .then((app) => app.stop())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
}

const app = await booting.catch((error: unknown) => {
  logger.fatal({ err: error }, error instanceof Error ? error.message : 'start-up failed');
  process.exit(1);
});
logger.info(`BuildWire is ready on ${config.appBaseUrl} (port ${app.server.port})`);
