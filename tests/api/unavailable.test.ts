import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs, type Result } from '../helpers/clients.js';
import { cementInLekki } from '../helpers/factories.js';
import { subscribe } from '../helpers/live.js';

const server = useTestServer({ RETRY_AFTER_SECONDS: '7' });

const ME = '{ me { id } }';
const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;
const BOARD = '{ wireboard(first: 5) { totalCount } }';

/** A database outage's answer: 503, Retry-After, UNAVAILABLE with `retryAfter`, and no internals. */
function expectUnavailable(answer: Result<unknown>) {
  expect(answer.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
  expect(answer.errors?.[0]?.extensions?.retryAfter).toBe(7);
  expect(JSON.stringify(answer.errors)).not.toMatch(/knex|pool|stack|select|context creation/i);
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('7');
}

/** How a graphql-ws client's socket was closed. */
function closeOf(client: GqlClient): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => {
    const ws = client.ws({
      lazy: false,
      onClose: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        resolve({ code, reason });
      },
    });
    ws.on('error', () => {});
  });
}

describe('the database unreachable', () => {
  let member: GqlClient;
  let integrator: GqlClient;
  let socket: Client;
  let memberSocket: Client;

  beforeAll(async () => {
    member = await quickAs(server, 'member');
    const { createApiToken } = await member.ok<{ createApiToken: { secret: string } }, unknown>(
      `mutation T($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }`,
      { input: { name: 'outage', scopes: ['READ', 'WIRES'] } },
    );
    integrator = new GqlClient(server);
    integrator.bearer = createApiToken.secret;
    expect((await integrator.request(ME)).errors).toBeUndefined();
    // sockets opened (and acknowledged) before the outage, kept open between operations
    socket = new GqlClient(server).ws({ lazy: false });
    memberSocket = member.ws({ lazy: false });
    for (const ws of [socket, memberSocket]) {
      const ready = subscribe(ws, '{ passwordPolicy { minLength } }');
      expect((await ready.next())[0]?.errors).toBeUndefined();
    }
    expect((await new GqlClient(server).request('{ passwordPolicy { minLength } }')).errors).toBeUndefined();
    await server.app.orm.close(true);
  });
  afterAll(async () => {
    await socket.dispose();
    await memberSocket.dispose();
  });

  it('answers UNAVAILABLE with 503 and Retry-After (not a hang, no internals) and /readyz 503', async () => {
    const client = new GqlClient(server);
    const started = Date.now();
    const result = await client.request(
      `mutation($input: SignInInput!) { signIn(input: $input) { member { id } } }`,
      { input: { email: 'someone@example.com', password: 'whatever it is' } },
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    // reads and mutations alike: 503 with Retry-After
    expectUnavailable(result);
    expectUnavailable(await client.request(BOARD));
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    // the public, database-free parts still answer
    expect((await client.request('{ passwordPolicy { minLength } }')).errors).toBeUndefined();
  });

  it('answers the same to a session cookie whose session cannot be looked up, for queries and mutations', async () => {
    expectUnavailable(await member.request(ME));
    expectUnavailable(await member.request(POST, { input: cementInLekki('Cement in an outage') }));
    // the session is not taken for dead: the cookie is kept
    expect(member.cookie).not.toBeNull();
  });

  it('answers the same to an API token and to an anonymous caller', async () => {
    expectUnavailable(await integrator.request(ME));
    expectUnavailable(await integrator.request(POST, { input: cementInLekki('Cement by token') }));
    const anonymous = new GqlClient(server);
    expectUnavailable(await anonymous.request(BOARD));
    // what needs no database still answers: an anonymous caller is nobody
    expect((await anonymous.request(ME)).data).toEqual({ me: null });
  });

  it('answers the same on the express path (a request the lean route leaves to express)', async () => {
    const response = await fetch(`${server.graphqlUrl}?op=me`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: member.cookie! },
      body: JSON.stringify({ query: ME }),
    });
    const body = (await response.json()) as Pick<Result<unknown>, 'errors'>;
    expectUnavailable({ ...body, status: response.status, headers: response.headers });
  });

  it('answers an upload whose session cannot be looked up with 503 and Retry-After too', async () => {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'a.jpg');
    const response = await fetch(`${server.url}/api/uploads?kind=image`, {
      method: 'POST',
      headers: { cookie: member.cookie!, 'apollo-require-preflight': 'true' },
      body,
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('7');
  });

  it('over the websocket: an operation errors with UNAVAILABLE and retryAfter, anonymous or signed in', async () => {
    // the anonymous one fails in its resolver, the signed-in one at its session's check
    for (const ws of [socket, memberSocket]) {
      const live = subscribe(ws, BOARD);
      await live.ended;
      const error = live.received.flatMap((r) => r.errors ?? [])[0];
      expect(error?.extensions?.code).toBe('UNAVAILABLE');
      expect(error?.extensions?.retryAfter).toBe(7);
    }
  });

  it('a websocket whose session cannot be looked up is told the service is unavailable, not unauthorised', async () => {
    expect(await closeOf(member)).toEqual({ code: 1013, reason: 'UNAVAILABLE' });
    expect(await closeOf(integrator)).toEqual({ code: 1013, reason: 'UNAVAILABLE' });
  });
});
