import { createHash } from 'node:crypto';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import pg from 'pg';

/*
 * The few statements every board request runs (the page, the counter) as named prepared
 * statements on the pool's own pg connections: PostgreSQL parses each text once per connection
 * instead of once per request, and the parameters travel apart from the text, where MikroORM's
 * `execute` inlines them into a new text each time (formatting and escaping each value) and sends
 * it through knex's query builder. Same pool, same connections, same statement timeout, same
 * query log (`onQuery` sees each statement as before).
 */

type Row = Record<string, unknown>;
type PgClient = {
  query: (query: pg.Query, callback: (error: Error | undefined, result: { rows: Row[] }) => void) => void;
};
type Statement = { name: string; text: string };

/** PostgreSQL's SQLSTATE when a prepared statement's plan no longer fits the schema. */
const PLAN_CHANGED = '0A000';
const statements = new Map<string, Statement>();

/** `?` placeholders (MikroORM's) as `$1`, `$2` …, and a name from the text (one per distinct text). */
export function preparedStatement(sql: string): Statement {
  let known = statements.get(sql);
  if (!known) {
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${++n}`);
    const name = `bw_${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;
    known = { name, text };
    statements.set(sql, known);
  }
  return known;
}

/**
 * Runs `sql` (with `?` placeholders, none of them inside a literal) as a prepared statement on a
 * connection of `role`'s pool (`read`: a replica when there are any, see read-replica.ts). Inside
 * a transaction it runs through the transaction instead, as `em.execute` would.
 */
export async function executePrepared<T extends Row[]>(
  em: EntityManager,
  sql: string,
  params: unknown[],
  role: 'read' | 'write' = 'write',
): Promise<T> {
  if (em.getTransactionContext()) return em.execute<T>(sql, params);
  const connection = em.getConnection(role);
  await connection.ensureConnection();
  const client = connection.getKnex().client as Knex.Client;
  const statement = preparedStatement(sql);
  const logger = em.config.getLogger();
  const started = Date.now();
  const log = (context: { results?: number; level?: 'error' }) =>
    logger.logQuery({ query: statement.text, params, took: Date.now() - started, ...context });
  const pgClient = (await client.acquireConnection()) as PgClient;
  try {
    const rows = await run(pgClient, statement.name, statement.text, params).catch(
      (error: { code?: string }) => {
        // the schema changed under a cached plan (a migration while running): once more, unprepared
        if (error.code !== PLAN_CHANGED) throw error;
        return run(pgClient, '', statement.text, params);
      },
    );
    log({ results: rows.length });
    return rows as T;
  } catch (error) {
    log({ level: 'error' });
    throw error;
  } finally {
    await client.releaseConnection(pgClient);
  }
}

/**
 * `client.query({ name, text, values })`, made as a query from its text and named after: pg 8.23.1
 * copies a config object it is given descriptor by descriptor, on every query
 * (brianc/node-postgres#3743 drops the copy), where a text is not copied.
 */
function run(client: PgClient, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const query = new pg.Query(text, values) as pg.Query & { name?: string };
  if (name) query.name = name;
  return new Promise((resolve, reject) => {
    client.query(query, (error, result) => (error ? reject(error) : resolve(result.rows)));
  });
}
