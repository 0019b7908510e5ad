import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { createDatabase, dropDatabase, dropStaleDatabases } from './database.js';
import { logger } from '../../server/src/common/logger.js';
import { startEmbeddedPostgres, type Database } from '../../server/src/db/database.js';
import { initOrm, migrate } from '../../server/src/db/orm.js';
import { ENTITIES } from '../../server/src/app/entities.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database that each test file copies (CREATE DATABASE … TEMPLATE). */
    templateDatabaseUrl: string;
  }
}

/**
 * Once per run: a PostgreSQL server (DATABASE_URL's, or an embedded one when it is unset) and a
 * migrated template database. Each test file then gets its own copy, so files run in parallel.
 */
export default async function setup(project: TestProject) {
  // migrations run compiled (MikroORM imports them at run time); build them if `npm run build` has not
  if (!fs.existsSync(path.resolve('server/dist/migrations')))
    execSync('npx tsc -p migrations', { stdio: 'inherit' });
  let embedded: Database | null = null;
  let dataDir: string | null = null;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-test-pg-'));
    fs.chmodSync(dataDir, 0o755);
    embedded = await startEmbeddedPostgres(dataDir, logger, 'postgres');
    serverUrl = embedded.url;
  }
  await dropStaleDatabases(serverUrl);
  const templateUrl = await createDatabase(serverUrl, 'bw_template');
  const orm = await initOrm({ clientUrl: templateUrl, entities: ENTITIES });
  try {
    await migrate(orm);
  } finally {
    await orm.close(true);
  }
  project.provide('templateDatabaseUrl', templateUrl);
  return async () => {
    await dropDatabase(templateUrl).catch(() => {});
    if (embedded) await embedded.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
