import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { openDatabase, type Database } from '../db/database.js';
import { initOrm, migrate } from '../db/orm.js';
import { createServices, type Services } from './services.js';
import { buildAppSchema } from './schema.js';
import { startServer, type RunningServer } from './server.js';
import { seedIfEmpty } from '../db/seed.js';
import { ensureAdminFromEnv } from '../member/admin-create.js';
import { startHousekeeping } from './housekeeping.js';

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
  const orm = await initOrm({ clientUrl: database.url, logger: log, onQuery: options.onQuery });
  if (options.migrate !== false) {
    const applied = await migrate(orm);
    if (applied.length) log.info({ applied }, 'migrations applied');
  }
  const services = createServices(config, orm, log, database.url);
  await services.events.start();
  const schema = await buildAppSchema(services.events);
  await ensureAdminFromEnv(services);
  if (config.seed) await seedIfEmpty(services);
  const server = await startServer(config, services, schema);
  const housekeeping = startHousekeeping(services);
  return {
    config,
    database,
    orm,
    services,
    server,
    stop: async () => {
      housekeeping.stop();
      await server.close();
      await services.events.close();
      services.mailer.close();
      await orm.close(true);
      await database.stop();
    },
  };
}
