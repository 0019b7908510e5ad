import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedBody, rawRequest, type RawAnswer } from '../helpers/raw-http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * POST /graphql served ahead of express (platform/http/graphql-lean.ts) answers as express does: the same
 * server with LEAN_GRAPHQL=false on the same database is the reference, header by header.
 */
/** A POST of `body` to `url` + `path` (a JSON body with its length unless `headers` say otherwise). */
const post = (
  url: string,
  body: string | Buffer,
  headers: Record<string, string | number> = {},
  path = '/graphql',
) => rawRequest(`${url}${path}`, headers, body);
const decode = (answer: RawAnswer) => decodedBody(answer).toString('utf8');

/** The headers to compare: all but the clock's and the budget's (it moves with each request). */
function comparable(headers: http.IncomingHttpHeaders): Record<string, unknown> {
  const { date: _date, 'ratelimit-remaining': _left, 'ratelimit-reset': _reset, ...rest } = headers;
  return rest;
}

const BOARD = `query Board($first: Int) { wireboard(first: $first) { edges { cursor node { id title createdAt } } totalCount } }`;

let lean: TestServer;
let viaExpress: TestServer;
beforeAll(async () => {
  lean = await startTestServer();
  viaExpress = await startTestServer({ LEAN_GRAPHQL: 'false' }, { databaseUrl: lean.databaseUrl });
});
afterAll(async () => {
  await viaExpress?.stop();
  await lean?.stop();
});

describe('POST /graphql ahead of express', () => {
  it('answers a query with the same status, headers and body as express', async () => {
    const body = JSON.stringify({ query: '{ __typename }' });
    const headers = { 'x-request-id': 'lean-parity-1', accept: 'application/graphql-response+json' };
    const a = await post(lean.url, body, headers);
    const b = await post(viaExpress.url, body, headers);
    expect(a.status).toBe(200);
    expect(comparable(a.headers)).toEqual(comparable(b.headers));
    expect(a.body.toString()).toBe(b.body.toString());
    // the API's security headers (security-headers.ts), the request id and the answer's caching
    expect(a.headers).toMatchObject({
      'x-request-id': 'lean-parity-1',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
      vary: 'Accept-Encoding',
      'content-type': 'application/graphql-response+json; charset=utf-8',
    });
    expect(a.headers['ratelimit-limit']).toBeDefined();
    // none of a document's: an answer loads, opens and refers to nothing
    for (const name of [
      'cross-origin-opener-policy',
      'referrer-policy',
      'origin-agent-cluster',
      'x-xss-protection',
    ])
      expect(a.headers[name], name).toBeUndefined();
    // a page keeps helmet's, with its script hashes
    const page = await fetch(`${lean.url}/faqs`);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'.*script-src 'self'/);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('compresses an answer above the threshold as express does, and leaves a small one as it is', async () => {
    const big = JSON.stringify({ query: `{ a: __schema { types { name description } } }` });
    for (const encoding of ['br', 'gzip']) {
      const a = await post(lean.url, big, { 'accept-encoding': encoding });
      const b = await post(viaExpress.url, big, { 'accept-encoding': encoding });
      expect(a.status, encoding).toBe(200);
      expect(a.headers['content-encoding'], encoding).toBe(encoding);
      expect(a.headers['content-encoding']).toBe(b.headers['content-encoding']);
      expect(a.headers['content-length']).toBeUndefined();
      expect(decode(a)).toBe(decode(b));
      expect(JSON.parse(decode(a))).toMatchObject({ data: { a: { types: expect.any(Array) } } });
    }
    const small = await post(lean.url, JSON.stringify({ query: '{ __typename }' }), {
      'accept-encoding': 'br',
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Accept-Encoding');
  });

  it('answers bodies it cannot read as express does (not JSON, not an object, empty, too large)', async () => {
    const cases: [string, string | Buffer, number, string][] = [
      ['not JSON', '{"query": ', 400, 'BAD_REQUEST'],
      ['a JSON string', '"{ __typename }"', 400, 'BAD_REQUEST'],
      [
        'too large',
        JSON.stringify({ query: '{ __typename }', pad: 'x'.repeat(1_100_000) }),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
    ];
    for (const [name, body, status, code] of cases) {
      const a = await post(lean.url, body);
      const b = await post(viaExpress.url, body);
      expect(a.status, name).toBe(status);
      expect(b.status, name).toBe(status);
      expect(JSON.parse(a.body.toString()), name).toEqual({
        errors: [{ message: expect.any(String), extensions: { code } }],
      });
      expect(a.body.toString(), name).toBe(b.body.toString());
      expect(comparable(a.headers)['content-type'], name).toBe(comparable(b.headers)['content-type']);
      expect(a.headers['x-content-type-options'], name).toBe('nosniff');
    }
    // an empty JSON body is `{}` to express.json: Apollo then says what is missing
    const a = await post(lean.url, '');
    const b = await post(viaExpress.url, '');
    expect(a.status).toBe(b.status);
    expect(a.body.toString()).toBe(b.body.toString());
  });

  it('keeps the CSRF rule: a form-like POST is refused, a JSON one runs', async () => {
    const body = JSON.stringify({ query: 'mutation { signOut }' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const refused = await post(lean.url, body, { 'content-type': type });
      expect(refused.status, type).toBe(400);
      expect(refused.body.toString(), type).toMatch(/Cross-Site Request Forgery/);
    }
    const json = await post(lean.url, body);
    expect(json.status).toBe(200);
    // it ran (and found nobody signed in), rather than being refused as a forgery
    expect(json.body.toString()).not.toMatch(/Cross-Site Request Forgery/);
    expect(JSON.parse(json.body.toString())).toMatchObject({
      errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
    });
  });

  it('sets a cookie through express when a mutation asks (the session cookie of a sign-up)', async () => {
    const body = JSON.stringify({
      query: `mutation($input: SignUpInput!) { signUp(input: $input) { member { id } } }`,
      variables: {
        input: { email: `lean-${Date.now()}@buildwire.test`, password: 'a sturdy passphrase 42' },
      },
    });
    const answer = await post(lean.url, body);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toMatchObject({
      data: { signUp: { member: { id: expect.any(String) } } },
    });
    const cookies = answer.headers['set-cookie'] ?? [];
    expect(cookies.some((c) => /^bw_session=[^;]+;.*HttpOnly/i.test(c))).toBe(true);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a query with variables and a board page the same with and without the lean route', async () => {
    const body = JSON.stringify({ query: BOARD, variables: { first: 5 } });
    const a = await post(lean.url, body);
    const b = await post(viaExpress.url, body);
    expect(a.status).toBe(200);
    expect(a.body.toString()).toBe(b.body.toString());
    expect(comparable(a.headers)).toEqual({
      ...comparable(b.headers),
      'x-request-id': a.headers['x-request-id'],
    });
  });
});
