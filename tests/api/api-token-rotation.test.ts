import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, useTestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs } from '../helpers/clients.js';
import { listenMark, subscribe } from '../helpers/live.js';

/** `rotateApiToken`: a new secret without a person, the old one working for a grace period. */
const CREATE = `mutation C($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { secret token { id expiresAt } } }`;
const ROTATE = `mutation R($id: ID) { rotateApiToken(id: $id) { secret token { id name scopes expiresAt rotatedAt } } }`;
const TOKENS = `{ myApiTokens { id rotatedAt expiresAt } }`;
const MINE = `{ myWires { totalCount } }`;

type Made = { secret: string; token: { id: string; expiresAt: string | null } };
type Rotated = {
  rotateApiToken: {
    secret: string;
    token: { id: string; name: string; scopes: string[]; expiresAt: string | null; rotatedAt: string | null };
  };
};

const server = useTestServer();

async function tokenOf(target: TestServer, owner: GqlClient, extra: Record<string, unknown> = {}) {
  const { createApiToken } = await owner.ok<{ createApiToken: Made }, unknown>(CREATE, {
    input: { name: 'ERP sync', scopes: ['READ', 'WIRES'], ...extra },
  });
  const client = new GqlClient(target);
  client.bearer = createApiToken.secret;
  return { client, ...createApiToken };
}

const reasonOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => {
  const extensions = result.errors?.[0]?.extensions;
  return [extensions?.code, extensions?.reason];
};

describe('rotating a token', () => {
  it('with the token itself: a successor of the same name, scopes and lifetime; both work in the grace period', async () => {
    const owner = await quickAs(server, 'member');
    const old = await tokenOf(server, owner, { expiresInDays: 30 });
    const before = Date.now();
    const { rotateApiToken: next } = await old.client.ok<Rotated, unknown>(ROTATE, {});
    expect(next.token).toMatchObject({ name: 'ERP sync', scopes: ['READ', 'WIRES'], rotatedAt: null });
    expect(next.token.id).not.toBe(old.token.id);
    // the successor lives as long as the old one was made to: 30 days from now
    const lifetime = new Date(next.token.expiresAt!).getTime() - before;
    expect(lifetime).toBeGreaterThan(30 * 24 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThan(30 * 24 * 3600_000 + 60_000);

    const successor = new GqlClient(server);
    successor.bearer = next.secret;
    expect((await successor.request(MINE)).errors).toBeUndefined();
    // the old secret still answers, until the end of the grace period (a day by default)
    expect((await old.client.request(MINE)).errors).toBeUndefined();
    const listed = (
      await owner.ok<{ myApiTokens: { id: string; rotatedAt: string | null; expiresAt: string }[] }, unknown>(
        TOKENS,
      )
    ).myApiTokens;
    const replaced = listed.find((token) => token.id === old.token.id)!;
    expect(replaced.rotatedAt).not.toBeNull();
    const grace = new Date(replaced.expiresAt).getTime() - new Date(replaced.rotatedAt!).getTime();
    expect(grace).toBe(24 * 3600_000);

    // a second rotation of the replaced token is refused, naming when it was rotated
    expect(reasonOf(await old.client.request(ROTATE, {}))).toEqual(['CONFLICT', 'TOKEN_ROTATED']);
  });

  it('a token rotates only itself; a session names the token; bad ids are refused at the field', async () => {
    const owner = await quickAs(server, 'member');
    const first = await tokenOf(server, owner);
    const second = await tokenOf(server, owner);
    const refused = await first.client.request(ROTATE, { id: second.token.id });
    expect(reasonOf(refused)).toEqual(['FORBIDDEN', 'NOT_THIS_TOKEN']);
    expect(refused.errors?.[0]?.extensions?.field).toBe('id');

    expect((await owner.request(ROTATE, {})).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'id',
    });
    expect((await owner.request(ROTATE, { id: 'not-a-token' })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'id',
    });
    const stranger = await quickAs(server, 'member');
    expect(reasonOf(await stranger.request(ROTATE, { id: second.token.id }))[0]).toBe('NOT_FOUND');

    const { rotateApiToken } = await owner.ok<Rotated, unknown>(ROTATE, { id: second.token.id });
    // a token that never expires has a successor that never does
    expect(rotateApiToken.token.expiresAt).toBeNull();
  });
});

describe('the end of the grace period', () => {
  let short: TestServer;
  beforeAll(async () => {
    short = await startTestServer({ API_TOKEN_ROTATION_GRACE_SECONDS: '1' });
  });
  afterAll(async () => {
    await short?.stop();
  });

  it("closes the old token's sockets with TOKEN_EXPIRED, and the old secret is refused after it", async () => {
    const owner = await quickAs(short, 'member');
    const old = await tokenOf(short, owner);
    let reason: string | null = null;
    const ws = old.client.ws({
      lazy: false,
      onClose: (event) => (reason = (event as { reason: string }).reason),
    });
    const mark = listenMark(short);
    const live = subscribe(ws, `subscription { wireboardEvents { type wire { id } } }`);
    await mark.opened(1);

    await old.client.ok<Rotated, unknown>(ROTATE, {});
    await live.ended;
    await expect.poll(() => reason).toBe('TOKEN_EXPIRED');
    expect(reasonOf(await old.client.request(MINE))).toEqual(['UNAUTHENTICATED', 'TOKEN_EXPIRED']);
    await ws.dispose();
  });
});
