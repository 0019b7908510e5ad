import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** `postgres://…/name` → the same server's `postgres` database (for CREATE/DROP DATABASE). */
export function adminUrlOf(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrlOf(serverUrl) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the same server, copied from `template` when given. */
export async function createDatabase(serverUrl: string, prefix: string, template?: string): Promise<string> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin(serverUrl, (client) =>
    client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  return withDatabase(serverUrl, name);
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  await admin(databaseUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
}

/**
 * Drops databases this harness made (`bw_test_…`, `bw_template_…`, `bw_e2e_…`) more than an hour
 * ago, which a killed run leaves behind. The name carries its creation time.
 */
export async function dropStaleDatabases(serverUrl: string): Promise<void> {
  await admin(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname ~ '^bw_(test|template|e2e)_'`,
    );
    for (const { datname } of rows) {
      const stamp = parseInt(datname.split('_')[2] ?? '', 36);
      if (Number.isFinite(stamp) && Date.now() - stamp > 3_600_000) {
        await client.query(`drop database if exists "${datname}" with (force)`).catch(() => {});
      }
    }
  });
}
