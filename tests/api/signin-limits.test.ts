import http from 'node:http';
import { describe, expect, it } from 'vitest';
import type { FormattedExecutionResult } from 'graphql';
import { type TestServer, useTestServer } from '../helpers/test-server.js';
import { errorOf, GqlClient } from '../helpers/clients.js';
import { createAccount, DEFAULT_PASSWORD } from '../helpers/factories.js';

const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { member { id } } }`;

type Answer = {
  status: number;
  /** The Retry-After header, in seconds (undefined when there is none). */
  retryAfterHeader?: number;
  code: string | null;
  retryAfter?: number;
  setCookies: string[];
};

/**
 * A browser at its own loopback address (127.0.0.x; Linux routes the whole block to lo), so each
 * caller has its own IP without trusting any forwarded header. It keeps its device cookie.
 */
class Browser {
  device: string | null = null;
  constructor(
    private readonly server: TestServer,
    readonly ip: string,
  ) {}

  signIn(email: string, password: string, headers: Record<string, string> = {}): Promise<Answer> {
    const body = JSON.stringify({ query: SIGN_IN, variables: { input: { email, password } } });
    const url = new URL(this.server.graphqlUrl);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          localAddress: this.ip,
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...(this.device ? { cookie: this.device } : {}),
            ...headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            const setCookies = res.headers['set-cookie'] ?? [];
            const device = setCookies.find((c) => c.startsWith('bw_device='));
            if (device) this.device = device.split(';')[0]!;
            const json = JSON.parse(text) as {
              errors?: { extensions?: { code?: string; retryAfter?: number } }[];
            };
            const error = json.errors?.[0]?.extensions;
            const header = res.headers['retry-after'];
            resolve({
              status: res.statusCode ?? 0,
              retryAfterHeader: header === undefined ? undefined : Number(header),
              code: error?.code ?? null,
              retryAfter: error?.retryAfter,
              setCookies,
            });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
}

// an account under attack holds new browsers' attempts at most a second here (the default is 10)
const server = useTestServer({
  SIGNIN_LIMIT_PER_ACCOUNT: '5',
  SIGNIN_LIMIT_PER_IP: '20',
  SIGNIN_LIMIT_MAX_DELAY_SECONDS: '1',
});

/** The account's count of untrusted attempts from every address (beyond 5, new browsers are slowed). */
async function failuresOn(email: string, on: TestServer = server): Promise<number> {
  const [row] = await on
    .em()
    .execute<{ failures: number }[]>(`select failures from signin_backoff where key = ?`, [
      `signin:acct:${email}`,
    ]);
  return row?.failures ?? 0;
}

const count = (answers: Answer[], code: string | null) => answers.filter((a) => a.code === code).length;

describe('sign-in limits', () => {
  it('30 parallel wrong passwords against one account: at most the limit (5) are checked', async () => {
    const member = await createAccount(server);
    const attacker = new Browser(server, '127.0.0.2');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attacker.signIn(member.email, `wrong guess ${i}`)),
    );
    expect(count(answers, 'INVALID_CREDENTIAL')).toBeLessThanOrEqual(5);
    expect(count(answers, 'INVALID_CREDENTIAL') + count(answers, 'TOO_MANY_REQUESTS')).toBe(30);
  });

  it('strangers failing from many IPs do not lock the owner out of a browser it signed in from before', async () => {
    const member = await createAccount(server);
    const owner = new Browser(server, '127.0.0.20');
    expect((await owner.signIn(member.email, DEFAULT_PASSWORD)).code).toBeNull();
    expect(owner.device).toMatch(/^bw_device=/);

    // five IPs, five wrong passwords each; then they keep hammering while the owner signs in
    const attackers = [21, 22, 23, 24, 25].map((n) => new Browser(server, `127.0.0.${n}`));
    const first = await Promise.all(
      attackers.flatMap((a) => [1, 2, 3, 4, 5].map((i) => a.signIn(member.email, `nope ${i}`))),
    );
    expect(count(first, 'INVALID_CREDENTIAL')).toBeGreaterThanOrEqual(5);
    const [ownerAnswer, ...hammering] = await Promise.all([
      owner.signIn(member.email, DEFAULT_PASSWORD),
      ...attackers.map((a) => a.signIn(member.email, 'still not it')),
    ]);
    expect(ownerAnswer.code).toBeNull();
    expect(hammering.every((a) => a.code !== null)).toBe(true);
  });

  it('failures from many IPs slow new browsers but never refuse them: the owner gets in from a new one', async () => {
    const member = await createAccount(server);
    // twelve addresses, one wrong password each: none is refused, the account is now slowed
    const strangers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        new Browser(server, `127.0.1.${i + 1}`).signIn(member.email, `guess ${i}`),
      ),
    );
    expect(strangers.map((a) => a.code)).toEqual(Array(12).fill('INVALID_CREDENTIAL'));
    expect(await failuresOn(member.email)).toBeGreaterThan(5);
    // the owner on a browser never used before, with the right password: slowed, not refused
    const owner = new Browser(server, '127.0.1.100');
    const answer = await owner.signIn(member.email, DEFAULT_PASSWORD);
    expect(answer.code).toBeNull();
    expect(answer.status).toBe(200);
    expect(owner.device).toMatch(/^bw_device=/);
    // the strangers' failures stay on the account; only the owner's own attempt was taken back
    expect(await failuresOn(member.email)).toBe(12);
  });

  it('the owner with a device cookie gets in at once while another browser at the same address has exhausted the account', async () => {
    const member = await createAccount(server);
    const owner = new Browser(server, '127.0.0.60');
    expect((await owner.signIn(member.email, DEFAULT_PASSWORD)).code).toBeNull();
    const attacker = new Browser(server, '127.0.0.60');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attacker.signIn(member.email, `wrong ${i}`)),
    );
    expect(count(answers, 'TOO_MANY_REQUESTS')).toBeGreaterThanOrEqual(25);
    // this address is refused for the account (its own failures), even with the right password
    expect((await attacker.signIn(member.email, DEFAULT_PASSWORD)).code).toBe('TOO_MANY_REQUESTS');
    // the browser it signed in from before is not
    expect((await owner.signIn(member.email, DEFAULT_PASSWORD)).code).toBeNull();
    // nor a new browser elsewhere
    expect((await new Browser(server, '127.0.0.61').signIn(member.email, DEFAULT_PASSWORD)).code).toBeNull();
  });

  it('a refusal is HTTP 429 with Retry-After (and extensions.retryAfter) under either Accept type', async () => {
    const member = await createAccount(server);
    const browser = new Browser(server, '127.0.0.70');
    for (let i = 0; i < 5; i++) {
      const wrong = await browser.signIn(member.email, `wrong ${i}`);
      expect([wrong.status, wrong.code, wrong.retryAfterHeader]).toEqual([
        200,
        'INVALID_CREDENTIAL',
        undefined,
      ]);
    }
    for (const accept of ['application/json', 'application/graphql-response+json', undefined]) {
      const refused = await browser.signIn(member.email, DEFAULT_PASSWORD, accept ? { accept } : {});
      expect(refused.status).toBe(429);
      expect(refused.code).toBe('TOO_MANY_REQUESTS');
      expect(refused.retryAfterHeader).toBeGreaterThan(0);
      // at most the 15-minute window
      expect(refused.retryAfterHeader).toBeLessThanOrEqual(15 * 60);
      expect(refused.retryAfter).toBe(refused.retryAfterHeader);
    }
  });

  it('an IP over its limit still lets in an account whose device cookie it holds', async () => {
    const member = await createAccount(server);
    const office = new Browser(server, '127.0.0.30');
    expect((await office.signIn(member.email, DEFAULT_PASSWORD)).code).toBeNull();
    const device = office.device;
    // someone else at the same address fails against 20 other accounts (the per-IP limit)
    office.device = null;
    const spray = [];
    for (let i = 0; i < 21; i++) spray.push(await office.signIn(`nobody${i}@example.com`, 'guess'));
    expect(spray.at(-1)!.code).toBe('TOO_MANY_REQUESTS');
    expect((await office.signIn(member.email, DEFAULT_PASSWORD)).code).toBe('TOO_MANY_REQUESTS');
    office.device = device;
    expect((await office.signIn(member.email, DEFAULT_PASSWORD)).code).toBeNull();
  });

  it("a device cookie earned on one's own account gives no trust on another", async () => {
    const victim = await createAccount(server);
    const own = await createAccount(server);
    const attacker = new Browser(server, '127.0.0.40');
    expect((await attacker.signIn(own.email, DEFAULT_PASSWORD)).code).toBeNull();
    const answers: Answer[] = [];
    for (let i = 0; i < 6; i++) answers.push(await attacker.signIn(victim.email, `guess ${i}`));
    expect(answers.map((a) => a.code)).toEqual([...Array(5).fill('INVALID_CREDENTIAL'), 'TOO_MANY_REQUESTS']);
  });

  it('a device cookie that keeps failing loses its trust', async () => {
    const member = await createAccount(server);
    const browser = new Browser(server, '127.0.0.50');
    expect((await browser.signIn(member.email, DEFAULT_PASSWORD)).code).toBeNull();
    const codes: (string | null)[] = [];
    for (let i = 0; i < 12; i++) codes.push((await browser.signIn(member.email, `guess ${i}`)).code);
    // five on the cookie, five more as an untrusted client from this IP, then refused
    expect(codes.slice(0, 10).every((c) => c === 'INVALID_CREDENTIAL')).toBe(true);
    expect(codes.slice(10)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
  });
});

describe('sign-in limits over the WebSocket', () => {
  it('a refusal carries extensions.retryAfter', async () => {
    const member = await createAccount(server);
    const client = new GqlClient(server);
    for (let i = 0; i < 5; i++) {
      const wrong = await client.request(SIGN_IN, { input: { email: member.email, password: `wrong ${i}` } });
      expect(errorOf(wrong).code).toBe('INVALID_CREDENTIAL');
    }
    const ws = client.ws();
    try {
      const result = await new Promise<FormattedExecutionResult>((resolve, reject) => {
        ws.subscribe(
          { query: SIGN_IN, variables: { input: { email: member.email, password: DEFAULT_PASSWORD } } },
          { next: resolve, error: reject, complete: () => {} },
        );
      });
      const extensions = result.errors?.[0]?.extensions;
      expect(extensions?.code).toBe('TOO_MANY_REQUESTS');
      expect(extensions?.retryAfter).toBeGreaterThan(0);
    } finally {
      await ws.dispose();
    }
  });
});

describe('behind a trusted proxy, wrong passwords from rotating addresses', () => {
  const proxied = useTestServer({ TRUST_PROXY: 'loopback', SIGNIN_LIMIT_MAX_DELAY_SECONDS: '1' });
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const attempt = (email: string, password: string, ip: string) =>
    new GqlClient(proxied).request<{ signIn: { member: { id: string } | null } }>(
      SIGN_IN,
      { input: { email, password } },
      from(ip),
    );

  it('never refuse the owner on a new browser: it gets in, slowed, while they keep arriving', async () => {
    const member = await createAccount(proxied);
    const guess = (i: number) => attempt(member.email, `guess ${i}`, `198.51.100.${i + 1}`);
    const first = await Promise.all(Array.from({ length: 10 }, (_, i) => guess(i)));
    expect(first.map((r) => errorOf(r).code)).toEqual(Array(10).fill('INVALID_CREDENTIAL'));
    expect(await failuresOn(member.email, proxied)).toBeGreaterThan(5);

    const [owner, ...more] = await Promise.all([
      attempt(member.email, DEFAULT_PASSWORD, '203.0.113.7'),
      ...Array.from({ length: 10 }, (_, i) => guess(10 + i)),
    ]);
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.signIn.member?.id).toBe(member.id);
    // each address is held back for its own failures only: one guess each is not refused
    expect(more.map((r) => errorOf(r).code)).toEqual(Array(10).fill('INVALID_CREDENTIAL'));
  });

  it('one address is still refused for its own failures, with 429 and Retry-After', async () => {
    const member = await createAccount(proxied);
    for (let i = 0; i < 5; i++) {
      expect(errorOf(await attempt(member.email, `guess ${i}`, '198.51.100.200')).code).toBe(
        'INVALID_CREDENTIAL',
      );
    }
    const refused = await attempt(member.email, DEFAULT_PASSWORD, '198.51.100.200');
    expect(errorOf(refused).code).toBe('TOO_MANY_REQUESTS');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // the owner elsewhere is not
    expect(errorOf(await attempt(member.email, DEFAULT_PASSWORD, '203.0.113.8')).code).toBeUndefined();
  });
});
