import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../server/src/common/config.js';
import { WireStatus } from '../../server/src/wire/wire.enums.js';
import { GqlClient, errorOf } from '../helpers/clients.js';
import { createAccount, createWire, uniqueEmail } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const servers: TestServer[] = [];
const dirs: string[] = [];
let server: TestServer;
beforeAll(async () => {
  // development mode: where express would print its stack traces
  server = await startTestServer({ NODE_ENV: 'development' });
  servers.push(server);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

const signUp = (client: GqlClient, headers: Record<string, string>) =>
  client.request(
    `mutation($input: SignUpInput!) { signUp(input: $input) { member { id } } }`,
    { input: { email: uniqueEmail('xff'), password: 'a sturdy passphrase 42' } },
    headers,
  );

describe('HTTP edges of /graphql', () => {
  it('refuses a subscription sent over HTTP with 400, pointing at the WebSocket', async () => {
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const response = await post(JSON.stringify({ query: 'subscription { wireboardEvents { type } }' }), {
        accept,
      });
      expect(response.status, accept).toBe(400);
      const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors[0]?.extensions.code).toBe('BAD_REQUEST');
      expect(body.errors[0]?.message).toMatch(/WebSocket/);
    }
  });

  it('answers malformed requests with GraphQL-shaped JSON, never a stack or a path', async () => {
    const cases: [string, Promise<Response>, number, string][] = [
      ['not JSON', post('{"query": '), 400, 'BAD_REQUEST'],
      [
        'too large',
        post(JSON.stringify({ query: `{ me { id } }`, pad: 'x'.repeat(1_100_000) })),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        'bad charset',
        post('{}', { 'content-type': 'application/json; charset=latin-9' }),
        415,
        'BAD_REQUEST',
      ],
    ];
    for (const [name, pending, status, code] of cases) {
      const response = await pending;
      expect(response.status, name).toBe(status);
      expect(response.headers.get('content-type'), name).toMatch(/application\/json/);
      const text = await response.text();
      expect(text, name).not.toMatch(/<html|at [\w.]+ \(|node_modules|\/work\//i);
      expect(JSON.parse(text), name).toMatchObject({ errors: [{ extensions: { code } }] });
    }
    // outside /graphql too: plain answers, no HTML error page
    const unknownPost = await fetch(`${server.url}/no/such/endpoint`, { method: 'POST', body: 'x' });
    expect(unknownPost.status).toBe(404);
    expect(await unknownPost.text()).toBe('Not Found');
    const badUrl = await fetch(`${server.url}/assets/%E0%A4%A`, { method: 'POST' });
    expect(badUrl.status).toBe(404);
    expect(await badUrl.text()).toBe('Not Found');
  });

  it('sends a browser opening /graphql to the bundled explorer; programs still get GraphQL', async () => {
    const browser = await fetch(server.graphqlUrl, {
      redirect: 'manual',
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(browser.status).toBe(302);
    expect(browser.headers.get('location')).toBe('/explorer');
    const sdl = await fetch(`${server.url}/schema.graphql`);
    expect(sdl.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await sdl.text();
    expect(text).toMatch(/^type Query \{$/m);
    expect(text).toMatch(/^ {2}postWire\($/m);
    const page = await fetch(`${server.url}/explorer`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/apollographql|embeddable-sandbox|Apollo Sandbox/i);
    // a GET with a query, or asking for JSON, is an API call
    const query = await fetch(`${server.graphqlUrl}?query=${encodeURIComponent('{ me { id } }')}`, {
      headers: { accept: 'text/html,application/json' },
    });
    expect(query.status).toBe(200);
    expect(await query.json()).toEqual({ data: { me: null } });
    const json = await fetch(server.graphqlUrl, { headers: { accept: 'application/json' } });
    // no landing page: a GraphQL request error (application/json answers it with 200)
    const body = (await json.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('BAD_REQUEST');
  });

  it('answers queries over GET, and refuses a mutation over GET', async () => {
    const query = encodeURIComponent('query($n: Int) { wireboard(first: $n) { totalCount } }');
    const variables = encodeURIComponent(JSON.stringify({ n: 2 }));
    const get = await fetch(`${server.graphqlUrl}?query=${query}&variables=${variables}`, {
      headers: { accept: 'application/graphql-response+json' },
    });
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toMatch(/application\/graphql-response\+json/);
    expect(await get.json()).toMatchObject({ data: { wireboard: { totalCount: expect.any(Number) } } });
    const mutation = encodeURIComponent('mutation { signOut }');
    expect((await fetch(`${server.graphqlUrl}?query=${mutation}`)).status).toBe(405);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const untrusting = await startTestServer({ SIGNUP_LIMIT_PER_IP: '2' });
    const trusting = await startTestServer({ SIGNUP_LIMIT_PER_IP: '2', TRUST_PROXY: 'loopback' });
    servers.push(untrusting, trusting);
    for (const target of [untrusting, trusting]) {
      const client = new GqlClient(target);
      for (const ip of ['203.0.113.1', '203.0.113.1']) {
        expect(errorOf(await signUp(client, { 'x-forwarded-for': ip })).code).toBeUndefined();
      }
    }
    // a new forwarded address is a new client only behind a trusted proxy
    const fresh = { 'x-forwarded-for': '198.51.100.7' };
    expect(errorOf(await signUp(new GqlClient(untrusting), fresh)).code).toBe('TOO_MANY_REQUESTS');
    expect(errorOf(await signUp(new GqlClient(trusting), fresh)).code).toBeUndefined();
    expect(errorOf(await signUp(new GqlClient(trusting), { 'x-forwarded-for': '203.0.113.1' })).code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });
});

describe('the web client', () => {
  it('answers an unknown wire id with 404, a visible wire with 200', async () => {
    const owner = await createAccount(server, { role: 'member', password: null });
    const open = await createWire(server, owner);
    const removed = await createWire(server, owner, { status: WireStatus.REMOVED });
    const status = async (id: string) => (await fetch(`${server.url}/wires/details?id=${id}`)).status;
    expect(await status(open.id)).toBe(200);
    expect(await status(randomUUID())).toBe(404);
    // a removed wire is gone for anyone but its owner and admins, as in the API
    expect(await status(removed.id)).toBe(404);
  });

  it('serves the index.html that matches the assets on disk after a rebuild', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-dist-'));
    dirs.push(dist);
    fs.cpSync(path.join(repoRoot, 'client/dist'), dist, { recursive: true });
    const running = await startTestServer({ BUILD_ASSETS_DIR: dist });
    servers.push(running);
    const page = async () => {
      const response = await fetch(`${running.url}/`);
      return { html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
    };
    const before = await page();
    const entry = /src="\/assets\/(index-[\w-]+\.js)"/.exec(before.html)?.[1];
    expect(entry).toBeDefined();
    expect((await fetch(`${running.url}/assets/${entry}`)).status).toBe(200);

    // a rebuild in place: new hashed names, a changed inline script, the old entry gone
    const rebuiltEntry = entry!.replace('index-', 'index-rebuilt-');
    fs.renameSync(path.join(dist, 'assets', entry!), path.join(dist, 'assets', rebuiltEntry));
    const rebuilt = before.html
      .replace(entry!, rebuiltEntry)
      .replace("'bw-color-scheme'", "'bw-colour-scheme'");
    fs.writeFileSync(path.join(dist, 'index.html'), rebuilt);

    const after = await page();
    expect(after.html).toContain(`/assets/${rebuiltEntry}`);
    expect((await fetch(`${running.url}/assets/${rebuiltEntry}`)).status).toBe(200);
    // the CSP allows the inline scripts of the index now served, not of the first one
    const hashOf = (csp: string) => [...csp.matchAll(/'sha256-[^']+'/g)].map((m) => m[0]);
    expect(hashOf(after.csp)).not.toEqual(hashOf(before.csp));
    expect(before.html).toContain('BuildWire could not load');
  });
});
