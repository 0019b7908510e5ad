import type { MikroORM } from '@mikro-orm/postgresql';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../common/config.js';
import type { Logger } from '../common/logger.js';
import { openDatabase, type Database } from '../db/database.js';
import { initOrm, migrate } from '../db/orm.js';
import { ENTITIES } from './entities.js';
import { buildDeclaredSchema } from './schema.js';
import { createServices, type Services } from './services.js';

export type { Services };

/** The application as a command-line tool opens it: its database, its ORM over every module's entities. */
export type Application = {
  database: Database;
  orm: MikroORM;
  /** Brings the database up to date; the names of the migrations applied. */
  migrate: () => Promise<string[]>;
  /** Every service of the process (built on first use: a migration needs none). */
  services: () => Services;
  /** A second ORM over the same database whose migrator writes into the TypeScript sources (/migrations). */
  sourceOrm: () => Promise<MikroORM>;
  close: () => Promise<void>;
};

/**
 * The one entry of the composition root for server/src/cli: opens the database (an embedded one
 * when none is configured) and the ORM.
 */
export async function createApplication(config: Config, log: Logger): Promise<Application> {
  const database = await openDatabase(config, log);
  const orm = await initOrm({ clientUrl: database.url, entities: ENTITIES, logger: log });
  const opened: MikroORM[] = [orm];
  let services: Services | null = null;
  return {
    database,
    orm,
    migrate: () => migrate(orm),
    services: () => (services ??= createServices(config, orm, log, database.url)),
    sourceOrm: async () => {
      const source = await initOrm({
        clientUrl: database.url,
        entities: ENTITIES,
        logger: log,
        preferTs: true,
      });
      opened.push(source);
      return source;
    },
    close: async () => {
      if (services) await services.events.close();
      for (const each of opened) await each.close(true);
      await database.stop();
    },
  };
}

/** The declared schema without a database (`npm run schema:emit`). */
export const declaredSchema = (): Promise<GraphQLSchema> => buildDeclaredSchema();
