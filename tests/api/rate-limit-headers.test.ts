import 'reflect-metadata';
import fs from 'node:fs';
import { buildSchema, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationCost } from '../../server/src/platform/limits/query-measures.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** The client's cost budget, visible: RateLimit headers on every answer, the cost when asked. */
let server: TestServer;
beforeAll(async () => {
  // 300 to spend, refilled at 60 a minute (1 a second): a few requests spend it
  server = await startTestServer({ COST_BUDGET_BURST: '300', COST_BUDGET_PER_MINUTE: '60' });
});
afterAll(async () => {
  await server?.stop();
});

const QUERY = `query Board { wireboard(first: 5) { totalCount edges { node { id title } } } }`;
const post = (headers: Record<string, string> = {}) =>
  fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: QUERY }),
  });

describe('RateLimit headers and extensions.cost', () => {
  it('are on answers refused before pricing too: a parse error, a validation error', async () => {
    for (const query of ['{ wireboard(first: 5) {', '{ wireboard(first: 5) { nope } }']) {
      const answer = await fetch(server.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query }),
      });
      expect(answer.status).toBe(400);
      expect(answer.headers.get('ratelimit-limit')).toBe('300');
      // refused before it ran: it cost nothing
      expect(Number(answer.headers.get('ratelimit-remaining'))).toBeGreaterThanOrEqual(299);
      expect(answer.headers.get('ratelimit-policy')).toBe('300;w=300');
    }
  });

  it('answers each request with the budget left after it, the cost when asked, then 429 with Retry-After', async () => {
    const cost = operationCost(
      buildSchema(fs.readFileSync('schema.graphql', 'utf8')),
      parse(QUERY),
      'Board',
      {},
    );
    expect(cost).toBeGreaterThan(10);

    const first = await post({ 'buildwire-cost': 'include' });
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('300');
    expect(first.headers.get('ratelimit-policy')).toBe('300;w=300');
    const left = Number(first.headers.get('ratelimit-remaining'));
    expect(left).toBeGreaterThanOrEqual(300 - cost);
    expect(left).toBeLessThan(300 - cost + 5); // refilled at most a few while the request ran
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    const body = (await first.json()) as { extensions?: { cost?: Record<string, unknown> } };
    expect(body.extensions?.cost).toEqual({
      requestedQueryCost: cost,
      // after it ran: at least the estimate, more when its statements took longer than that pays for
      actualQueryCost: expect.any(Number),
      maximumQueryCost: server.config.maxQueryCost,
      throttleStatus: { maximumAvailable: 300, currentlyAvailable: left, restoreRate: 1 },
    });

    expect(body.extensions?.cost?.actualQueryCost).toBeGreaterThanOrEqual(cost);

    // without the header: the headers, no extensions
    const second = await post();
    expect(Number(second.headers.get('ratelimit-remaining'))).toBeLessThan(left);
    expect(((await second.json()) as { extensions?: unknown }).extensions).toBeUndefined();

    let refused: Response | undefined;
    for (let i = 0; i < 30 && !refused; i++) {
      const answer = await post();
      if (answer.status === 429) refused = answer;
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused?.headers.get('ratelimit-remaining'))).toBeLessThan(cost);
    const error = ((await refused!.json()) as { errors: { extensions: { code: string } }[] }).errors[0];
    expect(error?.extensions.code).toBe('TOO_MANY_REQUESTS');
  });
});
