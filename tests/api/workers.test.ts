import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GqlClient } from '../helpers/clients.js';
import { createAccount, sessionCookieFor, cementInLekki } from '../helpers/factories.js';
import { subscribe } from '../helpers/live.js';
import { startServerProcess } from '../helpers/server-process.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * WORKERS=N: the built server as `npm start` runs it, as a cluster of 2 processes on
 * one port, against a test database. Needs `npm run build -w server`.
 */

const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;
const BOARD = `subscription { wireboardEvents { type wire { id } } }`;
/** Polls `read` until it returns a value (not undefined), or fails after `ms` with `what`. */
async function until<T>(what: string, ms: number, read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await read();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: not seen in ${ms} ms (${String(last)})`);
}

/** The worker processes of `primary` (Linux: /proc lists a process's children). */
function workersOf(primary: ChildProcess): number[] {
  const file = `/proc/${primary.pid}/task/${primary.pid}/children`;
  return fs.readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

let helper: TestServer;
let primary: ChildProcess | null = null;
let output: () => string = () => '';
let base = '';

beforeAll(async () => {
  // a test database, and an in-process server on it that makes accounts (it runs no jobs)
  helper = await startTestServer({ JOB_WORKER: 'false' });
  const server = startServerProcess({
    ...process.env,
    NODE_ENV: 'test',
    // info: the line that says it is ready, and on which port
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    DATABASE_URL: helper.databaseUrl,
    SEED: 'false',
    WORKERS: '2',
    POST_WIRE_LIMIT_PER_MEMBER: '1000',
    SHUTDOWN_DELAY_MS: '0',
  });
  primary = server.child;
  output = server.output;
  base = await server.url;
  await until('two workers reporting in /metrics', 60_000, async () => {
    const text = await (await fetch(`${base}/metrics`)).text();
    return /^buildwire_processes 2$/m.test(text) ? true : undefined;
  }).catch((error: Error) => {
    throw new Error(`${error.message}\n${output()}`);
  });
}, 90_000);

afterAll(async () => {
  if (primary && primary.exitCode === null) primary.kill('SIGKILL');
  await helper?.stop();
});

describe('WORKERS=2: one port, two processes', () => {
  it('serves HTTP and live events from both workers, with one /metrics for the machine', async () => {
    expect(workersOf(primary!)).toHaveLength(2);
    const fake = { graphqlUrl: `${base}/graphql`, wsUrl: `${base.replace('http', 'ws')}/graphql` };
    const buyer = new GqlClient(fake as TestServer);
    buyer.cookie = await sessionCookieFor(helper, await createAccount(helper, { password: null }));
    const ws = new GqlClient(fake as TestServer).ws();
    const live = subscribe(ws, BOARD);
    // the stream is open once a probe arrives (the subscriber's worker cannot be watched from here)
    await until('the subscription listening', 30_000, async () => {
      await buyer.ok(POST, { input: cementInLekki('Probe') });
      return live.received.length > 0 ? true : undefined;
    });
    const posted: string[] = [];
    for (let i = 0; i < 6; i++) {
      const { postWire } = await buyer.ok<{ postWire: { id: string } }, unknown>(POST, {
        input: cementInLekki(`Cluster wire ${i}`),
      });
      posted.push(postWire.id);
    }
    // the last probes may still be on their way: wait for the posted wires, in order
    const idOf = (e: { data?: Record<string, unknown> | null }) =>
      (e.data?.wireboardEvents as { wire: { id: string } }).wire.id;
    await until('every posted wire live', 30_000, async () =>
      posted.every((id) => live.received.some((e) => idOf(e) === id)) ? true : undefined,
    );
    expect(live.received.map(idOf).filter((id) => posted.includes(id))).toEqual(posted);
    await ws.dispose();

    const metrics = await (await fetch(`${base}/metrics`)).text();
    const graphqlPosts = [
      ...metrics.matchAll(/^buildwire_http_requests_total\{[^}]*route="\/graphql"[^}]*\} (\d+)/gm),
    ]
      .map((m) => Number(m[1]))
      .reduce((a, b) => a + b, 0);
    expect(graphqlPosts).toBeGreaterThanOrEqual(posted.length);
  });

  it('replaces a worker that dies, and stops every worker on SIGTERM', async () => {
    const [victim] = workersOf(primary!);
    process.kill(victim!, 'SIGKILL');
    await until('a new worker in place of the dead one', 60_000, async () => {
      const now = workersOf(primary!);
      if (now.length !== 2 || now.includes(victim!)) return undefined;
      const text = await (await fetch(`${base}/metrics`)).text();
      return /^buildwire_processes 2$/m.test(text) ? now : undefined;
    });
    const workers = workersOf(primary!);
    const exited = new Promise<number | null>((resolve) => primary!.once('exit', (code) => resolve(code)));
    primary!.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});
