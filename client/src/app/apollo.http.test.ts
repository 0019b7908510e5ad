// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { MeDocument, SignOutDocument } from '../gql/graphql';
import { errorCodesOf } from '../shared/error-messages';
import {
  createApolloClient,
  defaultOfflineTimeoutMs,
  defaultTimeoutMs,
  maxRetryAfterMs,
  retryAfterMs,
  retryStatuses,
} from './apollo';

/** A real HTTP server whose next answers the test chooses: a status (+ headers), or no answer at all. */
type Plan = { status: number; headers?: Record<string, string> } | 'hang';
let plans: Plan[] = [];
let hits: number[] = [];
let server: http.Server;
let uri: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    hits.push(Date.now());
    const plan = plans.shift() ?? { status: 200 };
    if (plan === 'hang') return;
    res.writeHead(plan.status, { 'content-type': 'application/json', ...plan.headers });
    res.end(plan.status === 200 ? JSON.stringify({ data: { me: null } }) : JSON.stringify({ error: 'no' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  uri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  plans = [];
  hits = [];
  vi.unstubAllGlobals();
  // Node 20 has no WebSocket; the lazy graphql-ws client only checks that one exists
  vi.stubGlobal('WebSocket', class {});
});

function client(extra: Parameters<typeof createApolloClient>[0] = {}) {
  return createApolloClient({ uri, wsUrl: 'ws://127.0.0.1:1/graphql', ...extra }).client;
}
const query = (c: ReturnType<typeof client>) => c.query({ query: MeDocument, fetchPolicy: 'network-only' });

describe('HTTP policy against a real server', () => {
  it('has the SPEC §4 constants', () => {
    expect([...retryStatuses].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    expect(defaultTimeoutMs).toBe(30_000);
    expect(defaultOfflineTimeoutMs).toBe(5_000);
    expect(retryAfterMs('3')).toBe(3_000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(retryAfterMs('soon')).toBeUndefined();
  });

  it.each([...retryStatuses])('retries a query once on %i, then succeeds', async (status) => {
    plans = [{ status }];
    const result = await query(client());
    expect(result.data).toEqual({ me: null });
    expect(hits).toHaveLength(2);
  });

  it('retries a query only once', async () => {
    plans = [{ status: 503 }, { status: 503 }, { status: 503 }];
    const error = await query(client()).catch((e: unknown) => e);
    expect(errorCodesOf(error)).toEqual(['UNAVAILABLE']);
    expect(hits).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 501])('does not retry a query on %i', async (status) => {
    plans = [{ status }];
    await expect(query(client())).rejects.toThrow();
    expect(hits).toHaveLength(1);
  });

  it('never retries a mutation', async () => {
    plans = [{ status: 503 }, { status: 200 }];
    await expect(client().mutate({ mutation: SignOutDocument })).rejects.toThrow();
    expect(hits).toHaveLength(1);
  });

  it('waits as long as Retry-After asks', async () => {
    plans = [{ status: 429, headers: { 'retry-after': '1' } }];
    await query(client());
    expect(hits).toHaveLength(2);
    expect(hits[1]! - hits[0]!).toBeGreaterThanOrEqual(950);
  });

  it('does not wait for a Retry-After longer than it is worth', async () => {
    plans = [{ status: 503, headers: { 'retry-after': String(maxRetryAfterMs / 1000 + 50) } }];
    const error = await query(client()).catch((e: unknown) => e);
    expect(errorCodesOf(error)).toEqual(['UNAVAILABLE']);
    expect(hits).toHaveLength(1);
  });

  it('turns a request that never answers into NETWORK_REQUEST_FAILED', async () => {
    plans = ['hang'];
    const started = Date.now();
    const error = await client({ timeoutMs: 300 })
      .mutate({ mutation: SignOutDocument })
      .catch((e: unknown) => e);
    expect(errorCodesOf(error)).toEqual(['NETWORK_REQUEST_FAILED']);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('uses the shorter offline time-out while the browser reports being offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    plans = ['hang'];
    const started = Date.now();
    const error = await client({ timeoutMs: 60_000, offlineTimeoutMs: 300 })
      .mutate({ mutation: SignOutDocument })
      .catch((e: unknown) => e);
    expect(errorCodesOf(error)).toEqual(['NETWORK_REQUEST_FAILED']);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
