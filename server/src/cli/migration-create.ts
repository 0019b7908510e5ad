import 'reflect-metadata';
import { loadConfig } from '../common/config.js';
import { logger } from '../common/logger.js';
import { openDatabase } from '../db/database.js';
import { initOrm, migrate } from '../db/orm.js';
import { ENTITIES } from '../app/entities.js';

/**
 * `npm run migration:create`: brings the database up to date, then writes the difference between
 * the entities and the database as a new TypeScript migration in /migrations, to review.
 */
const config = loadConfig();
const database = await openDatabase(config, logger);
const current = await initOrm({ clientUrl: database.url, entities: ENTITIES, logger });
await migrate(current).finally(() => current.close(true));
// a second instance that writes into the TypeScript sources (/migrations), not the build
const orm = await initOrm({ clientUrl: database.url, entities: ENTITIES, logger, preferTs: true });
try {
  const result = await orm.getMigrator().createMigration(undefined, false, false);
  if (result.diff.up.length === 0) {
    console.log('The entities and the database agree: no migration needed.');
  } else {
    console.log(`Wrote migrations/${result.fileName}: review its SQL, then npm run build -w server.`);
  }
} finally {
  await orm.close(true);
  await database.stop();
}
