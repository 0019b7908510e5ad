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

export const TEMPLATE_DATABASE = `bw_template_${process.pid}`;

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
