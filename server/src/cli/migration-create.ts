import 'reflect-metadata';
import { loadConfig } from '../common/config.js';
import { logger } from '../common/logger.js';
import { createApplication } from '../app/application.js';

/**
 * `npm run migration:create`: brings the database up to date, then writes the difference between
 * the entities and the database as a new TypeScript migration in /migrations, to review.
 */
const app = await createApplication(loadConfig(), logger);
try {
  await app.migrate();
  // a second instance that writes into the TypeScript sources (/migrations), not the build
  const orm = await app.sourceOrm();
  const result = await orm.getMigrator().createMigration(undefined, false, false);
  if (result.diff.up.length === 0) {
    console.log('The entities and the database agree: no migration needed.');
  } else {
    console.log(`Wrote migrations/${result.fileName}: review its SQL, then npm run build -w server.`);
  }
} finally {
  await app.close();
}
