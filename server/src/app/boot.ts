import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../common/config.js';
import type { Logger } from '../common/logger.js';
import { openDatabase, type Database } from '../db/database.js';
import { initOrm, migrate } from '../db/orm.js';
import { ensureAdminFromEnv } from '../cli/admin-create.js';
import { ENTITIES } from './entities.js';
import { scheduleHousekeeping } from './housekeeping.js';
import { buildAppSchema, createResolvers } from './schema.js';
import { documentLimits } from '../platform/limits/query-measures.js';
import { WebhookSubscriptions } from '../webhook/webhook-subscriptions.js';
import { memberContext } from './context.js';
import { seedIfEmpty } from '../cli/seed.js';
import { startServer, type RunningServer } from './server.js';
import { createServices, type Services } from './services.js';

export type BootedApp = {
  config: Config;
  database: Database;
  orm: MikroORM;
  services: Services;
  server: RunningServer;
  stop: () => Promise<void>;
};

/** Everything `npm start` does, reusable by tests (which pass their own config). */
export async function boot(
  config: Config,
  log: Logger,
  options: { migrate?: boolean; onQuery?: (sql: string) => void } = {},
): Promise<BootedApp> {
  const database = await openDatabase(config, log);
  const orm = await initOrm({
    clientUrl: database.url,
    replicaUrls: config.databaseReplicaUrls,
    entities: ENTITIES,
    logger: log,
    onQuery: options.onQuery,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  if (options.migrate !== false) {
    const applied = await migrate(orm);
    if (applied.length) log.info({ applied }, 'migrations applied');
  }
  const services = createServices(config, orm, log, database.url);
  await services.events.start();
  const resolvers = createResolvers(services);
  const schema = await buildAppSchema(resolvers);
  await ensureAdminFromEnv(services);
  await services.insight.nameMarketCountry(orm.em.fork(), config.marketCountry);
  if (config.seed) await seedIfEmpty(services);
  const server = await startServer(config, services, schema, resolvers);
  scheduleHousekeeping(services);
  // webhooks run their documents under the same limits as any operation, with their owner's access
  services.webhooks.attach({
    subscriptions: new WebhookSubscriptions(schema, documentLimits(config, schema)),
    contextFor: (member, reqId) => memberContext(services, resolvers, member, reqId),
  });
  if (config.jobs.worker) await services.jobs.start();
  return {
    config,
    database,
    orm,
    services,
    server,
    stop: async () => {
      await server.close();
      await closeServices(services);
      await orm.close(true);
      await database.stop();
    },
  };
}

async function closeServices(services: Services): Promise<void> {
  await services.jobs.stop();
  await services.events.close();
  services.mailer.close();
  services.files.storage.close?.();
}

/**
 * What a cluster's primary does once before its workers start (WORKERS=N, see cluster.ts): opens
 * the database, migrates, makes the admin from the environment and seeds; the database stays up
 * (an embedded one until the returned `stop`).
 */
export async function prepareDatabase(config: Config, log: Logger): Promise<Database> {
  const database = await openDatabase(config, log);
  try {
    const orm = await initOrm({
      clientUrl: database.url,
      entities: ENTITIES,
      logger: log,
      statementTimeoutMs: config.statementTimeoutMs,
    });
    try {
      const applied = await migrate(orm);
      if (applied.length) log.info({ applied }, 'migrations applied');
      const services = createServices(config, orm, log, database.url);
      try {
        await ensureAdminFromEnv(services);
        await services.insight.nameMarketCountry(orm.em.fork(), config.marketCountry);
        if (config.seed) await seedIfEmpty(services);
      } finally {
        await closeServices(services);
      }
    } finally {
      await orm.close(true);
    }
  } catch (error) {
    await database.stop();
    throw error;
  }
  return database;
}
