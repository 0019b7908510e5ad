import { systemActor } from '../../server/src/common/actor.js';
import { describe, expect, it } from 'vitest';
import { Member } from '../../server/src/member/member.entity.js';
import { Session } from '../../server/src/member/session.entity.js';
import { useTestServer } from '../helpers/test-server.js';
import { as, GqlClient, errorOf } from '../helpers/clients.js';
import { createAccount, DEFAULT_PASSWORD, uniqueEmail } from '../helpers/factories.js';

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { member { id email role } sessionExpiresAt } }`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { member { id email role } sessionExpiresAt } }`;
const ME = `query Me { me { id email displayName phone role profileComplete sessionExpiresAt defaultLocation { label lat lng } } }`;

const server = useTestServer({ SIGNIN_LIMIT_PER_IP: '12', SIGNUP_LIMIT_PER_IP: '40' });

const codeOf = errorOf;

const memberCount = () => server.em().count(Member, {});

describe('sign-up', () => {
  it('creates a member, signs it in with a secure cookie, lower-cases the email', async () => {
    const client = new GqlClient(server);
    const email = uniqueEmail('Mixed.Case').replace('mixed', 'MIXED');
    const result = await client.request<{
      signUp: { member: { email: string; role: string }; sessionExpiresAt: string };
    }>(SIGN_UP, { input: { email, password: DEFAULT_PASSWORD, displayName: 'Ngozi' } });
    expect(result.errors).toBeUndefined();
    expect(result.data?.signUp.member).toMatchObject({ email: email.toLowerCase(), role: 'MEMBER' });
    const setCookie = result.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/bw_session=[\w-]+\.[\w-]+/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const days = (Date.parse(result.data!.signUp.sessionExpiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    const me = await client.ok<{ me: { email: string; sessionExpiresAt: string } }, never>(ME);
    expect(me.me.email).toBe(email.toLowerCase());
    expect(me.me.sessionExpiresAt).toBe(result.data!.signUp.sessionExpiresAt);
  });

  it('stores only the SHA-256 of the session secret', async () => {
    const client = await as(server, 'member');
    const [id, secret] = client.cookie!.split('=')[1]!.split('.');
    const session = await server.em().findOneOrFail(Session, { id: id! });
    expect(session.secretHash.length).toBe(32);
    expect(session.secretHash.toString('base64url')).not.toBe(secret);
  });

  const bad: [string, Record<string, unknown>, string, string | undefined][] = [
    ['a malformed email', { email: 'not-an-email', password: DEFAULT_PASSWORD }, 'BAD_USER_INPUT', 'email'],
    [
      'an over-long email',
      { email: `${'a'.repeat(250)}@example.com`, password: DEFAULT_PASSWORD },
      'BAD_USER_INPUT',
      'email',
    ],
    [
      'a short password',
      { email: uniqueEmail(), password: 'abc1' },
      'PASSWORD_DOES_NOT_MEET_REQUIREMENTS',
      'password',
    ],
    [
      'a common password',
      { email: uniqueEmail(), password: 'password123' },
      'PASSWORD_DOES_NOT_MEET_REQUIREMENTS',
      'password',
    ],
    [
      'a password over 128 characters',
      { email: uniqueEmail(), password: 'x'.repeat(129) },
      'PASSWORD_DOES_NOT_MEET_REQUIREMENTS',
      'password',
    ],
    [
      'an over-long name',
      { email: uniqueEmail(), password: DEFAULT_PASSWORD, displayName: 'n'.repeat(81) },
      'BAD_USER_INPUT',
      'displayName',
    ],
    ['a wrong type', { email: 42, password: DEFAULT_PASSWORD }, 'BAD_USER_INPUT', 'email'],
    ['a missing password', { email: uniqueEmail() }, 'BAD_USER_INPUT', 'password'],
    [
      'a filled honeypot',
      { email: uniqueEmail(), password: DEFAULT_PASSWORD, website: 'http://spam.example' },
      'BAD_USER_INPUT',
      undefined,
    ],
  ];
  for (const [name, input, code, field] of bad) {
    it(`refuses ${name} with ${code}${field ? ` at ${field}` : ''} and writes nothing`, async () => {
      const before = await memberCount();
      const result = await new GqlClient(server).request(SIGN_UP, { input });
      expect(codeOf(result)).toEqual({ code, field });
      expect(result.headers.getSetCookie()).toEqual([]);
      expect(await memberCount()).toBe(before);
    });
  }

  it('names every unmet password rule', async () => {
    const result = await new GqlClient(server).request(SIGN_UP, {
      input: { email: uniqueEmail(), password: 'qwerty' },
    });
    expect(result.errors?.[0]?.extensions?.unmetRules).toEqual(['minLength', 'rejectCommon']);
    expect(result.errors?.[0]?.message).toMatch(/at least 8 characters/);
  });

  it('refuses an email already in use, in any letter case', async () => {
    const existing = await createAccount(server);
    const before = await memberCount();
    const result = await new GqlClient(server).request(SIGN_UP, {
      input: { email: existing.email.toUpperCase(), password: DEFAULT_PASSWORD },
    });
    expect(codeOf(result)).toEqual({ code: 'EMAIL_ALREADY_IN_USE', field: 'email' });
    expect(await memberCount()).toBe(before);
  });
});

describe('sign-in', () => {
  it('signs in with the right password, in any letter case of the email', async () => {
    const member = await createAccount(server);
    const client = new GqlClient(server);
    const result = await client.request(SIGN_IN, {
      input: { email: member.email.toUpperCase(), password: DEFAULT_PASSWORD },
    });
    expect(result.errors).toBeUndefined();
    expect(client.cookie).toMatch(/^bw_session=/);
  });

  it('gives the same INVALID_CREDENTIAL for an unknown email and a wrong password', async () => {
    const member = await createAccount(server);
    const wrong = await new GqlClient(server).request(SIGN_IN, {
      input: { email: member.email, password: 'not it at all' },
    });
    const unknown = await new GqlClient(server).request(SIGN_IN, {
      input: { email: uniqueEmail(), password: 'not it at all' },
    });
    expect(codeOf(wrong)).toEqual({ code: 'INVALID_CREDENTIAL', field: undefined });
    expect(codeOf(unknown)).toEqual(codeOf(wrong));
    expect(unknown.errors?.[0]?.message).toBe(wrong.errors?.[0]?.message);
  });

  it('refuses an account to one IP and browser after 5 failures in 15 minutes, even the right password', async () => {
    const member = await createAccount(server);
    for (let i = 0; i < 5; i++) {
      const r = await new GqlClient(server).request(SIGN_IN, {
        input: { email: member.email, password: `wrong ${i}` },
      });
      expect(codeOf(r).code).toBe('INVALID_CREDENTIAL');
    }
    const locked = await new GqlClient(server).request(SIGN_IN, {
      input: { email: member.email, password: DEFAULT_PASSWORD },
    });
    expect(codeOf(locked).code).toBe('TOO_MANY_REQUESTS');
    expect(await server.em().count(Session, { member: member.id })).toBe(0);
  });

  it('limits failures per IP address across accounts', async () => {
    await server.app.services.rateLimiter.reset(server.em(), 'signin:ip:127.0.0.1');
    const codes: string[] = [];
    for (let i = 0; i < 13; i++) {
      const r = await new GqlClient(server).request(SIGN_IN, {
        input: { email: uniqueEmail(), password: 'whatever it is' },
      });
      codes.push(String(codeOf(r).code));
    }
    expect(codes.slice(0, 12).every((c) => c === 'INVALID_CREDENTIAL')).toBe(true);
    expect(codes[12]).toBe('TOO_MANY_REQUESTS');
    await server.app.services.rateLimiter.reset(server.em(), 'signin:ip:127.0.0.1');
  });

  it('refuses a disabled account with USER_DISABLED', async () => {
    const member = await createAccount(server);
    await server.app.services.members.setDisabled(systemActor(server.em()), member.id, true);
    const result = await new GqlClient(server).request(SIGN_IN, {
      input: { email: member.email, password: DEFAULT_PASSWORD },
    });
    expect(codeOf(result).code).toBe('USER_DISABLED');
  });

  it('refuses a non-admin at the admin login without making a session', async () => {
    const member = await createAccount(server);
    const client = new GqlClient(server);
    const result = await client.request(SIGN_IN, {
      input: { email: member.email, password: DEFAULT_PASSWORD, requireRole: 'ADMIN' },
    });
    expect(codeOf(result).code).toBe('FORBIDDEN');
    expect(result.errors?.[0]?.message).toBe('This account is not an admin account.');
    expect(client.cookie).toBeNull();
    expect(await server.em().count(Session, { member: member.id })).toBe(0);
  });

  it('lets an admin through the admin login', async () => {
    const admin = await createAccount(server, { role: 'admin' });
    const result = await new GqlClient(server).request<{ signIn: { member: { role: string } } }>(SIGN_IN, {
      input: { email: admin.email, password: DEFAULT_PASSWORD, requireRole: 'ADMIN' },
    });
    expect(result.data?.signIn.member.role).toBe('ADMIN');
  });
});

describe('sessions', () => {
  it('signOut ends this session only', async () => {
    const member = await createAccount(server);
    const a = new GqlClient(server);
    const b = new GqlClient(server);
    await a.ok(SIGN_IN, { input: { email: member.email, password: DEFAULT_PASSWORD } });
    await b.ok(SIGN_IN, { input: { email: member.email, password: DEFAULT_PASSWORD } });
    const aCookie = a.cookie;
    await a.ok('mutation { signOut }');
    expect(a.cookie).toBeNull();
    a.cookie = aCookie;
    expect(codeOf(await a.request('mutation { signOutEverywhere }')).code).toBe('SESSION_EXPIRED');
    expect((await b.ok<{ me: { id: string } }, never>(ME)).me.id).toBe(member.id);
  });

  it('signOutEverywhere ends every session: others get SESSION_EXPIRED and me is null', async () => {
    const member = await createAccount(server);
    const a = new GqlClient(server);
    const b = new GqlClient(server);
    await a.ok(SIGN_IN, { input: { email: member.email, password: DEFAULT_PASSWORD } });
    await b.ok(SIGN_IN, { input: { email: member.email, password: DEFAULT_PASSWORD } });
    await a.ok('mutation { signOutEverywhere }');
    expect(codeOf(await b.request('mutation { signOut }')).code).toBe('SESSION_EXPIRED');
    expect((await b.ok<{ me: null }, never>(ME)).me).toBeNull();
    expect(await server.em().count(Session, { member: member.id })).toBe(0);
  });

  it('a disabled account loses its sessions at once with USER_DISABLED', async () => {
    const client = await as(server, 'member');
    const me = await client.ok<{ me: { id: string } }, never>(ME);
    await server.app.services.members.setDisabled(systemActor(server.em()), me.me.id, true);
    expect(codeOf(await client.request('mutation { signOut }')).code).toBe('USER_DISABLED');
    expect((await client.ok<{ me: null }, never>(ME)).me).toBeNull();
  });

  it('a tampered secret is refused', async () => {
    const client = await as(server, 'member');
    client.cookie = client.cookie!.replace(/\.(.)/, (_m, c: string) => `.${c === 'A' ? 'B' : 'A'}`);
    expect(codeOf(await client.request('mutation { signOut }')).code).toBe('SESSION_EXPIRED');
  });

  it('an expired session is refused and removed', async () => {
    const client = await as(server, 'member');
    const id = client.cookie!.split('=')[1]!.split('.')[0]!;
    await server.em().nativeUpdate(Session, { id }, { expiresAt: new Date(Date.now() - 1000) });
    expect(codeOf(await client.request('mutation { signOut }')).code).toBe('SESSION_EXPIRED');
    expect(await server.em().count(Session, { id })).toBe(0);
  });

  it('use extends an old session to 30 days again', async () => {
    const client = await as(server, 'member');
    const id = client.cookie!.split('=')[1]!.split('.')[0]!;
    await server.em().nativeUpdate(
      Session,
      { id },
      {
        expiresAt: new Date(Date.now() + 2 * 86_400_000),
        lastSeenAt: new Date(Date.now() - 28 * 86_400_000),
      },
    );
    await client.ok(ME);
    const session = await server.em().findOneOrFail(Session, { id });
    expect((session.expiresAt.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
  });

  it('the websocket handshake is refused with 4403 for a disabled account, 4401 for a dead session', async () => {
    const client = await as(server, 'member');
    const me = await client.ok<{ me: { id: string } }, never>(ME);
    const closeCode = (c: typeof client) =>
      new Promise<number>((resolve) => {
        const ws = c.ws({ lazy: false, onClose: (event) => resolve((event as { code: number }).code) });
        ws.on('error', () => {});
      });
    await server.app.services.members.setDisabled(systemActor(server.em()), me.me.id, true);
    expect(await closeCode(client)).toBe(4403);
    const other = await as(server, 'member');
    await other.ok('mutation { signOutEverywhere }');
    other.cookie = 'bw_session=abc.def';
    expect(await closeCode(other)).toBe(4401);
  });
});
