import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../helpers/test-server.js';
import { createAccount, DEFAULT_PASSWORD } from '../helpers/factories.js';

const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { member { id } } }`;

type Answer = { code: string | null; retryAfter?: number; setCookies: string[] };

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

  signIn(email: string, password: string): Promise<Answer> {
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
            resolve({ code: error?.code ?? null, retryAfter: error?.retryAfter, setCookies });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
}

const server = useTestServer({ SIGNIN_LIMIT_PER_ACCOUNT: '5', SIGNIN_LIMIT_PER_IP: '20' });

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

  it('other browsers back off per account: 5 free failures, then waits of 1, 2, 4, 8 s … told in retryAfter', async () => {
    const member = await createAccount(server);
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      // the wait before this attempt has passed (no clock is raced: the row is moved)
      await server
        .em()
        .execute(`update signin_backoff set not_before = now() where key = ?`, [
          `signin:acct:${member.email}`,
        ]);
      const answer = await new Browser(server, `127.0.1.${i + 1}`).signIn(member.email, `guess ${i}`);
      expect(answer.code).toBe('INVALID_CREDENTIAL');
      const [row] = await server
        .em()
        .execute<{ wait: number }[]>(
          `select extract(epoch from not_before - last_attempt_at)::int as wait from signin_backoff where key = ?`,
          [`signin:acct:${member.email}`],
        );
      waits.push(row!.wait);
    }
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16]);
    // while it waits, even the right password from a new browser is refused, with the seconds left
    const slowed = await new Browser(server, '127.0.1.100').signIn(member.email, DEFAULT_PASSWORD);
    expect(slowed.code).toBe('TOO_MANY_REQUESTS');
    expect(slowed.retryAfter).toBeGreaterThan(0);
    expect(slowed.retryAfter).toBeLessThanOrEqual(16);
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
