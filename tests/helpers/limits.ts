import http from 'node:http';
import pg from 'pg';
import type { GraphQLFormattedError } from 'graphql';
import { expect } from 'vitest';
import type { GqlClient } from './clients.js';
import type { TestServer } from './test-server.js';

/** One operation's answer as the per-client limits' tests read it, whatever carried it. */
export type Answer = {
  status?: number;
  retryAfter?: string | null;
  data?: unknown;
  errors?: readonly GraphQLFormattedError[];
};

export const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;

/** A POST from another loopback address (127.0.0.2): another client to an anonymous limit. */
export function fromOtherIp(
  server: TestServer,
  query: string,
  headers: Record<string, string> = {},
): Promise<Answer & { extensions?: { cost?: Record<string, number & Record<string, number>> } }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ query });
    const request = http.request(
      server.graphqlUrl,
      {
        method: 'POST',
        localAddress: '127.0.0.2',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode, ...JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export async function overHttp(client: GqlClient, query: string): Promise<Answer> {
  const result = await client.request(query);
  return { ...result, retryAfter: result.headers.get('retry-after') };
}

/** One operation over a fresh WebSocket of `client`. */
export async function overWs(client: GqlClient, query: string): Promise<Answer> {
  const ws = client.ws();
  try {
    return await new Promise<Answer>((resolve) => {
      let last: Answer = {};
      ws.subscribe(
        { query },
        {
          next: (value) => (last = value as Answer),
          error: (error) => resolve({ errors: Array.isArray(error) ? error : [{ message: String(error) }] }),
          complete: () => resolve(last),
        },
      );
    });
  } finally {
    await ws.dispose();
  }
}

/**
 * How many reads of the server wait for a lock, asked outside any transaction (within one,
 * PostgreSQL would answer from the snapshot it took first).
 */
export async function readsWaitingOnLock(server: TestServer): Promise<number> {
  const watcher = new pg.Client({ connectionString: server.databaseUrl });
  await watcher.connect();
  try {
    const { rows } = await watcher.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' and query ilike 'select%'`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await watcher.end();
  }
}

/** Runs `body` while another connection holds the wire table in access exclusive mode; lets go after. */
export async function whileWireLocked<T>(server: TestServer, body: () => Promise<T>): Promise<T> {
  const locker = new pg.Client({ connectionString: server.databaseUrl });
  await locker.connect();
  try {
    await locker.query('begin');
    await locker.query('lock table wire in access exclusive mode');
    return await body();
  } finally {
    await locker.query('rollback');
    await locker.end();
  }
}

/** Resolves once exactly `reads` (or, with `atLeast`, at least that many) reads wait on a lock. */
export async function readsWaiting(server: TestServer, reads: number, atLeast = false): Promise<void> {
  const poll = expect.poll(() => readsWaitingOnLock(server), { timeout: 10_000, interval: 20 });
  await (atLeast ? poll.toBeGreaterThanOrEqual(reads) : poll.toBe(reads));
}

/**
 * Runs `start`'s read behind a lock on the wire table: once it waits there, for at least `ms`
 * more, then lets it go; its answer. Its statements have then taken at least `ms`.
 */
export async function heldBehindLock<T>(server: TestServer, start: () => Promise<T>, ms: number): Promise<T> {
  let held: Promise<T> | undefined;
  await whileWireLocked(server, async () => {
    held = start();
    await readsWaiting(server, 1);
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  return held!;
}
