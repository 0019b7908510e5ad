import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiToken } from '../../server/src/member/api-token.entity.js';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { startTestServer, type TestServer, useTestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs } from '../helpers/clients.js';
import { createAccount, DEFAULT_PASSWORD, cementInLekki } from '../helpers/factories.js';
import { listenMark, subscribe } from '../helpers/live.js';
import { jpeg, upload } from '../helpers/uploads.js';

const CREATE = `mutation C($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { secret token { id name prefix scopes expiresAt lastUsedAt revokedAt } } }`;
const REVOKE = `mutation R($id: ID!) { revokeApiToken(id: $id) { id revokedAt } }`;
const LIST = `{ myApiTokens { id name prefix scopes lastUsedAt } }`;
const ME = `{ me { id email role sessionExpiresAt } }`;
const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;
type Created = {
  createApiToken: {
    secret: string;
    token: { id: string; name: string; prefix: string; scopes: string[]; expiresAt: string | null };
  };
};

const server = useTestServer();

async function tokenOf(owner: GqlClient, scopes: string[], extra: Record<string, unknown> = {}) {
  const { createApiToken } = await owner.ok<Created, unknown>(CREATE, {
    input: { name: 'Procurement system', scopes, ...extra },
  });
  const client = new GqlClient(server);
  client.bearer = createApiToken.secret;
  return { client, ...createApiToken };
}

const reasonOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => {
  const extensions = result.errors?.[0]?.extensions;
  return [extensions?.code, extensions?.reason];
};

describe('making and listing tokens', () => {
  it('shows the secret once, keeps only its SHA-256, lists the token without it', async () => {
    const owner = await quickAs(server, 'member');
    const { secret, token } = await tokenOf(owner, ['WIRES', 'READ', 'WIRES'], { expiresInDays: 30 });
    expect(secret).toMatch(/^bwt_[A-Za-z0-9_-]{43}$/);
    expect(token.scopes).toEqual(['READ', 'WIRES']);
    expect(secret.startsWith(token.prefix)).toBe(true);
    expect(new Date(token.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const row = await server.em().findOneOrFail(ApiToken, { id: token.id });
    expect(row.secretHash.equals(createHash('sha256').update(secret).digest())).toBe(true);
    expect(JSON.stringify(row)).not.toContain(secret.slice(10));
    const { myApiTokens } = await owner.ok<
      { myApiTokens: { id: string; lastUsedAt: string | null }[] },
      never
    >(LIST);
    expect(myApiTokens).toEqual([expect.objectContaining({ id: token.id, lastUsedAt: null })]);
  });

  it('refuses a blank name, no scopes, a bad expiry, and a 21st token, at their fields', async () => {
    const owner = await quickAs(server, 'member');
    const attempt = (input: Record<string, unknown>) =>
      owner.request(CREATE, { input: { name: 'Sync', scopes: ['READ'], ...input } });
    for (const [input, field] of [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(81) }, 'name'],
      [{ scopes: [] }, 'scopes'],
      [{ expiresInDays: 0 }, 'expiresInDays'],
      [{ expiresInDays: 400 }, 'expiresInDays'],
    ] as const) {
      const result = await attempt(input);
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    for (let i = 0; i < 20; i++) await owner.ok(CREATE, { input: { name: `t${i}`, scopes: ['READ'] } });
    expect((await attempt({})).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await server.em().count(ApiToken, {})).toBeGreaterThanOrEqual(20);
  });
});

describe('using a token', () => {
  it('acts as its account over HTTP, with its scopes, and notes when it was used', async () => {
    const owner = await quickAs(server, 'member');
    const reader = await tokenOf(owner, ['READ']);
    const writer = await tokenOf(owner, ['WIRES']);
    const { me } = await reader.client.ok<{ me: { id: string; sessionExpiresAt: string | null } }, never>(ME);
    const { me: ownerMe } = await owner.ok<{ me: { id: string } }, never>(ME);
    expect(me).toMatchObject({ id: ownerMe.id, sessionExpiresAt: null });

    const refused = await reader.client.request(POST, { input: cementInLekki('Refused by scope') });
    expect(reasonOf(refused)).toEqual(['FORBIDDEN', 'TOKEN_SCOPE']);
    expect(await server.em().count(Wire, { title: 'Refused by scope' })).toBe(0);
    const { postWire } = await writer.client.ok<{ postWire: { id: string } }, unknown>(POST, {
      input: cementInLekki('Posted by an integration'),
    });
    const posted = await server.em().findOneOrFail(Wire, { id: postWire.id }, { populate: ['owner'] });
    expect(posted.owner.id).toBe(ownerMe.id);

    // tokens never manage tokens, whatever their scopes
    const all = await tokenOf(owner, ['READ', 'WIRES', 'RESPONSES', 'CATALOGUE', 'WEBHOOKS']);
    expect(reasonOf(await all.client.request(CREATE, { input: { name: 'x', scopes: ['READ'] } }))).toEqual([
      'FORBIDDEN',
      'TOKEN_NOT_ALLOWED',
    ]);
    expect(reasonOf(await all.client.request(LIST))).toEqual(['FORBIDDEN', 'TOKEN_NOT_ALLOWED']);

    const { myApiTokens } = await owner.ok<
      { myApiTokens: { id: string; lastUsedAt: string | null }[] },
      never
    >(LIST);
    const used = myApiTokens.find((t) => t.id === reader.token.id)!;
    expect(used.lastUsedAt).not.toBeNull();
  });

  it('says why a token is refused: malformed, unknown, revoked, expired; public fields still answer', async () => {
    const owner = await quickAs(server, 'member');
    const revoked = await tokenOf(owner, ['READ']);
    await owner.ok(REVOKE, { id: revoked.token.id });
    const expired = await tokenOf(owner, ['READ'], { expiresInDays: 1 });
    await server
      .em()
      .nativeUpdate(ApiToken, { id: expired.token.id }, { expiresAt: new Date(Date.now() - 1000) });
    const cases: [string, string][] = [
      ['bwt_not-a-real-token', 'TOKEN_INVALID'],
      [`bwt_${'A'.repeat(43)}`, 'TOKEN_INVALID'],
      [revoked.secret, 'TOKEN_REVOKED'],
      [expired.secret, 'TOKEN_EXPIRED'],
    ];
    for (const [secret, reason] of cases) {
      const client = new GqlClient(server);
      client.bearer = secret;
      expect(reasonOf(await client.request(`{ myWires { totalCount } }`))).toEqual([
        'UNAUTHENTICATED',
        reason,
      ]);
      const open = await client.request<{ me: null; wireboard: { totalCount: number } }>(
        `{ me { id } wireboard { totalCount } }`,
      );
      expect(open.errors).toBeUndefined();
      expect(open.data?.me).toBeNull();
    }
  });

  it('is exempt from the cookie CSRF rule and uploads with WIRES, not with READ only', async () => {
    const owner = await quickAs(server, 'member');
    const writer = await tokenOf(owner, ['WIRES']);
    const reader = await tokenOf(owner, ['READ']);
    const image = await jpeg(64, 48);
    // no preflight header: the Authorization header is one a cross-site page cannot send
    const bare = { 'apollo-require-preflight': '' };
    const ok = await upload(server, null, image, 'site.jpg', {
      headers: { ...bare, authorization: `Bearer ${writer.secret}` },
    });
    expect(ok.status).toBe(201);
    const refused = await upload(server, null, image, 'site.jpg', {
      headers: { ...bare, authorization: `Bearer ${reader.secret}` },
    });
    expect(refused.status).toBe(403);
    expect(refused.error?.extensions).toMatchObject({ code: 'FORBIDDEN', field: 'file' });
    const viaForm = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.secret}` },
      body: JSON.stringify({ query: `{ me { id } }` }),
    });
    expect(viaForm.status).toBe(200);
  });

  it('never touches the password limiter: bad tokens by the hundred, then the owner signs in', async () => {
    const member = await createAccount(server);
    for (let i = 0; i < 40; i++) {
      const client = new GqlClient(server);
      client.bearer = `bwt_${i}`;
      await client.request(`{ myWires { totalCount } }`);
    }
    const person = new GqlClient(server);
    const signedIn = await person.request(
      `mutation S($input: SignInInput!) { signIn(input: $input) { member { id } } }`,
      {
        input: { email: member.email, password: DEFAULT_PASSWORD },
      },
    );
    expect(signedIn.errors).toBeUndefined();
  });
});

describe('a token over the WebSocket', () => {
  it('subscribes with connectionParams.authorization; revoking it closes the socket (4401)', async () => {
    const owner = await quickAs(server, 'member');
    const { client, token } = await tokenOf(owner, ['READ']);
    let closed: number | null = null;
    let reason: string | null = null;
    const ws = client.ws({
      lazy: false,
      onClose: (event) => {
        closed = (event as { code: number }).code;
        reason = (event as { reason: string }).reason;
      },
    });
    const mark = listenMark(server);
    const live = subscribe(ws, `subscription { wireboardEvents { type wire { id } } }`);
    await mark.opened(1);
    const me = await new Promise<unknown>((resolve, reject) =>
      ws.subscribe(
        { query: ME },
        { next: (value) => resolve(value.data), error: reject, complete: () => {} },
      ),
    );
    expect(me).toMatchObject({ me: { sessionExpiresAt: null } });
    await owner.ok(REVOKE, { id: token.id });
    await live.ended;
    await expect.poll(() => closed).toBe(4401);
    // the token's own end, not a browser session's
    expect(reason).toBe('TOKEN_REVOKED');
    await ws.dispose();
  });

  it('ends with a disabled account: its tokens are revoked and its sockets close (4403)', async () => {
    const admin = await quickAs(server, 'admin');
    const owner = await quickAs(server, 'partner');
    const { client, token } = await tokenOf(owner, ['READ']);
    const { me } = await owner.ok<{ me: { id: string } }, never>(ME);
    let closed: number | null = null;
    const ws = client.ws({ lazy: false, onClose: (event) => (closed = (event as { code: number }).code) });
    const mark = listenMark(server);
    const live = subscribe(ws, `subscription { myResponseEvents { type response { id } } }`);
    await mark.opened(1);
    await admin.ok(
      `mutation D($id: ID!) { setMemberDisabled(id: $id, disabled: true, reason: "Abuse") { id } }`,
      {
        id: me.id,
      },
    );
    await live.ended;
    await expect.poll(() => closed).toBe(4403);
    await ws.dispose();
    const row = await server.em().findOneOrFail(ApiToken, { id: token.id });
    expect(row.revokedReason).toBe('USER_DISABLED');
    expect(reasonOf(await client.request(`{ myResponses { totalCount } }`))[0]).toBe('USER_DISABLED');
  });
});

describe('a token has its own budget', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ COST_BUDGET_BURST: '60', COST_BUDGET_PER_MINUTE: '1' });
  });
  afterAll(async () => {
    await small?.stop();
  });

  it('spending the token budget leaves its owner signed in with a full one', async () => {
    const owner = await quickAs(small, 'member');
    const { createApiToken } = await owner.ok<Created, unknown>(CREATE, {
      input: { name: 'Batch job', scopes: ['READ'] },
    });
    const token = new GqlClient(small);
    token.bearer = createApiToken.secret;
    let refused: Awaited<ReturnType<GqlClient['request']>> | null = null;
    for (let i = 0; i < 20 && !refused; i++) {
      const result = await token.request(`{ myWires(first: 10) { totalCount edges { node { id } } } }`);
      if (result.errors?.length) refused = result;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    const mine = await owner.request(`{ myWires(first: 10) { totalCount } }`);
    expect(mine.errors).toBeUndefined();
  });
});
