import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { startTestServer, type TestServer, useTestServer } from '../helpers/test-server.js';
import { errorOf, GqlClient } from '../helpers/clients.js';
import { createAccount, DEFAULT_PASSWORD } from '../helpers/factories.js';

const SIGN_IN = `mutation S($input: SignInInput!) {
  signIn(input: $input) { member { id } sessionExpiresAt twoFactorRequired twoFactorChallenge twoFactorSetupRequired }
}`;
const WITH_CODE = `mutation C($challenge: String!, $code: String!) {
  signInWithTwoFactor(challenge: $challenge, code: $code) { member { id } sessionExpiresAt }
}`;
const ENABLE = `mutation E($password: String) { enableTwoFactor(password: $password) { secret uri qrCodeDataUrl } }`;
const CONFIRM = `mutation F($code: String!) { confirmTwoFactor(code: $code) { codes } }`;
const DISABLE = `mutation D($code: String!) { disableTwoFactor(code: $code) }`;
const ME = `query { me { id twoFactorEnabled recoveryCodesLeft twoFactorSetupRequired } }`;

type SignInAnswer = {
  signIn: {
    member: { id: string } | null;
    sessionExpiresAt: string | null;
    twoFactorRequired: boolean;
    twoFactorChallenge: string | null;
    twoFactorSetupRequired: boolean;
  };
};
type Me = {
  me: {
    id: string;
    twoFactorEnabled: boolean | null;
    recoveryCodesLeft: number | null;
    twoFactorSetupRequired: boolean | null;
  } | null;
};

/** The code an authenticator app shows for `secret`, `stepsAhead` time steps from now. */
function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

const server = useTestServer({ SIGNIN_LIMIT_PER_ACCOUNT: '5' });
afterEach(() => {
  vi.useRealTimers();
});

async function signIn(server: TestServer, email: string, password = DEFAULT_PASSWORD) {
  const client = new GqlClient(server);
  const result = await client.request<SignInAnswer>(SIGN_IN, { input: { email, password } });
  return { client, result };
}

/** A fresh account with two-factor sign-in on: its email, secret and recovery codes. */
async function accountWithTwoFactor(on: TestServer = server, role: 'member' | 'admin' = 'member') {
  const member = await createAccount(on, { role });
  const { client } = await signIn(on, member.email);
  const setup = await client.ok<{ enableTwoFactor: { secret: string } }, unknown>(ENABLE, {
    password: DEFAULT_PASSWORD,
  });
  const secret = setup.enableTwoFactor.secret;
  const confirmed = await client.ok<{ confirmTwoFactor: { codes: string[] } }, unknown>(CONFIRM, {
    code: codeFor(secret),
  });
  return { member, client, secret, recoveryCodes: confirmed.confirmTwoFactor.codes };
}

/** Lets the next code of the same time step be checked again (the row is moved, no clock is raced). */
async function forgetLastStep(on: TestServer, memberId: string) {
  await on.em().execute(`update member_two_factor set last_used_step = null where member_id = ?`, [memberId]);
}

async function challengeFor(email: string): Promise<string> {
  const { result } = await signIn(server, email);
  expect(result.errors).toBeUndefined();
  expect(result.data?.signIn.twoFactorRequired).toBe(true);
  return result.data!.signIn.twoFactorChallenge!;
}

describe('setting up two-factor sign-in', () => {
  it('enable asks for the password, stays pending until a code confirms it, then gives ten recovery codes once', async () => {
    const member = await createAccount(server);
    const { client } = await signIn(server, member.email);

    expect(errorOf(await client.request(ENABLE, {}))).toEqual({
      code: 'INVALID_CREDENTIAL',
      field: 'password',
    });
    expect(errorOf(await client.request(ENABLE, { password: 'not it' }))).toEqual({
      code: 'INVALID_CREDENTIAL',
      field: 'password',
    });
    const setup = await client.ok<
      { enableTwoFactor: { secret: string; uri: string; qrCodeDataUrl: string } },
      unknown
    >(ENABLE, { password: DEFAULT_PASSWORD });
    const { secret, uri, qrCodeDataUrl } = setup.enableTwoFactor;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/BuildWire:/);
    expect(uri).toContain(`secret=${secret}`);
    expect(Buffer.from(qrCodeDataUrl.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect((await client.ok<Me, never>(ME)).me).toMatchObject({
      twoFactorEnabled: false,
      recoveryCodesLeft: null,
    });

    // the secret is stored sealed, never as given
    const [row] = await server
      .em()
      .execute<{ secret_box: string }[]>(`select secret_box from member_two_factor where member_id = ?`, [
        member.id,
      ]);
    expect(row!.secret_box).not.toContain(secret);

    expect(
      errorOf(await client.request(CONFIRM, { code: '000000' === codeFor(secret) ? '111111' : '000000' })),
    ).toEqual({ code: 'INVALID_CREDENTIAL', field: 'code' });
    const confirmed = await client.ok<{ confirmTwoFactor: { codes: string[] } }, unknown>(CONFIRM, {
      code: codeFor(secret),
    });
    const codes = confirmed.confirmTwoFactor.codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await client.ok<Me, never>(ME)).me).toMatchObject({
      twoFactorEnabled: true,
      recoveryCodesLeft: 10,
    });
    const [stored] = await server
      .em()
      .execute<{ hashes: string }[]>(
        `select array_to_string(recovery_hashes, ',') as hashes from member_two_factor where member_id = ?`,
        [member.id],
      );
    for (const code of codes) expect(stored!.hashes).not.toContain(code.replace('-', ''));

    expect(errorOf(await client.request(ENABLE, { password: DEFAULT_PASSWORD }))).toEqual({
      code: 'CONFLICT',
      field: undefined,
    });
    const audit = await server
      .em()
      .execute<{ action: string }[]>(`select action from audit_entry where subject_id = ?`, [member.id]);
    expect(audit.map((a) => a.action)).toContain('member.two_factor_enabled');
  });

  it('disable takes a code from the app or a recovery code; a wrong one is INVALID_CREDENTIAL at code', async () => {
    const { member, client, secret, recoveryCodes } = await accountWithTwoFactor();
    expect(errorOf(await client.request(DISABLE, { code: 'abcde-fghij' }))).toEqual({
      code: 'INVALID_CREDENTIAL',
      field: 'code',
    });
    expect(await client.ok(DISABLE, { code: recoveryCodes[3]!.toUpperCase() })).toEqual({
      disableTwoFactor: true,
    });
    expect((await client.ok<Me, never>(ME)).me?.twoFactorEnabled).toBe(false);
    expect(errorOf(await client.request(DISABLE, { code: codeFor(secret, 1) }))).toEqual({
      code: 'CONFLICT',
      field: undefined,
    });
    // signing in now needs the password only
    const { result } = await signIn(server, member.email);
    expect(result.data?.signIn).toMatchObject({ twoFactorRequired: false, member: { id: member.id } });
  });

  it('disable with a code from the app', async () => {
    const { client, secret } = await accountWithTwoFactor();
    expect(await client.ok(DISABLE, { code: codeFor(secret, 1) })).toEqual({ disableTwoFactor: true });
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('the password gives a challenge and no session; the code completes it', async () => {
    const { member, secret } = await accountWithTwoFactor();
    const { client, result } = await signIn(server, member.email);
    expect(result.data?.signIn).toMatchObject({
      member: null,
      sessionExpiresAt: null,
      twoFactorRequired: true,
      twoFactorSetupRequired: false,
    });
    expect(client.cookie).toBeNull();
    expect((await client.ok<Me, never>(ME)).me).toBeNull();

    const challenge = result.data!.signIn.twoFactorChallenge!;
    const done = await client.ok<{ signInWithTwoFactor: { member: { id: string } } }, unknown>(WITH_CODE, {
      challenge,
      code: codeFor(secret, 1),
    });
    expect(done.signInWithTwoFactor.member.id).toBe(member.id);
    expect(client.cookie).toMatch(/^bw_session=/);
    expect((await client.ok<Me, never>(ME)).me?.id).toBe(member.id);
  });

  /** Signs `email` in with `code` twice, each time on a fresh challenge: the first works, the second is refused. */
  async function signsInOnce(email: string, code: string): Promise<void> {
    const withFreshChallenge = async () =>
      new GqlClient(server).request(WITH_CODE, { challenge: await challengeFor(email), code });
    expect((await withFreshChallenge()).errors).toBeUndefined();
    expect(errorOf(await withFreshChallenge())).toEqual({ code: 'INVALID_CREDENTIAL', field: 'code' });
  }

  it('a code works once: the same code again is refused, even with a new challenge', async () => {
    const { member, secret } = await accountWithTwoFactor();
    await signsInOnce(member.email, codeFor(secret, 1));
  });

  it('a recovery code signs in once', async () => {
    const { member, recoveryCodes } = await accountWithTwoFactor();
    await signsInOnce(member.email, recoveryCodes[0]!);
    const left = await server
      .em()
      .execute<{ n: number }[]>(
        `select cardinality(recovery_hashes) as n from member_two_factor where member_id = ?`,
        [member.id],
      );
    expect(left[0]!.n).toBe(9);
  });

  it('wrong codes have their own limit: five are INVALID_CREDENTIAL, the sixth TOO_MANY_REQUESTS (429), and the right password does not wipe them', async () => {
    const { member, secret } = await accountWithTwoFactor();
    const challenge = await challengeFor(member.email);
    const wrong = codeFor(secret) === '123456' ? '654321' : '123456';
    const answers: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push(errorOf(await new GqlClient(server).request(WITH_CODE, { challenge, code: wrong })).code);
    }
    expect(answers).toEqual([...Array(5).fill('INVALID_CREDENTIAL'), 'TOO_MANY_REQUESTS']);
    // the right code is refused too while the limit holds
    await forgetLastStep(server, member.id);
    const right = await new GqlClient(server).request(WITH_CODE, { challenge, code: codeFor(secret) });
    expect(errorOf(right).code).toBe('TOO_MANY_REQUESTS');
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    // wrong codes do not use up the password's limit, and a right password does not reset the codes'
    const again = await challengeFor(member.email);
    const stillRefused = await new GqlClient(server).request(WITH_CODE, {
      challenge: again,
      code: codeFor(secret),
    });
    expect(errorOf(stillRefused).code).toBe('TOO_MANY_REQUESTS');
  });

  it('wrong passwords do not use up the codes: a challenge taken before them still completes', async () => {
    const { member, secret } = await accountWithTwoFactor();
    const challenge = await challengeFor(member.email);
    for (let i = 0; i < 5; i++) {
      expect(errorOf((await signIn(server, member.email, `wrong ${i}`)).result).code).toBe(
        'INVALID_CREDENTIAL',
      );
    }
    expect(errorOf((await signIn(server, member.email)).result).code).toBe('TOO_MANY_REQUESTS');
    await forgetLastStep(server, member.id);
    const done = await new GqlClient(server).request(WITH_CODE, { challenge, code: codeFor(secret) });
    expect(done.errors).toBeUndefined();
  });

  it('a forged or expired challenge is refused (BAD_USER_INPUT at challenge), and signs nobody in', async () => {
    const { member, secret } = await accountWithTwoFactor();
    const challenge = await challengeFor(member.email);
    const [id, expires, nonce, mac] = challenge.split('.');
    const forged = [id, String(Number(expires) + 3_600_000), nonce, mac].join('.');
    const forgedAnswer = await new GqlClient(server).request(WITH_CODE, {
      challenge: forged,
      code: codeFor(secret, 1),
    });
    expect(forgedAnswer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'challenge',
      reason: 'INVALID',
    });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60_000);
    const client = new GqlClient(server);
    const expired = await client.request(WITH_CODE, { challenge, code: codeFor(secret, 1) });
    expect(expired.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'challenge',
      reason: 'EXPIRED',
    });
    expect(client.cookie).toBeNull();
  });

  it('a disabled account gets USER_DISABLED at the password step, never a challenge', async () => {
    const { member } = await accountWithTwoFactor();
    await server.em().execute(`update member set disabled = true where id = ?`, [member.id]);
    const { result } = await signIn(server, member.email);
    expect(errorOf(result).code).toBe('USER_DISABLED');
  });
});

describe('REQUIRE_ADMIN_2FA', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ REQUIRE_ADMIN_2FA: 'true' });
  });
  afterAll(async () => {
    await strict?.stop();
  });
  const ADMIN_QUERY = `query { adminPartners(first: 1) { totalCount } }`;

  it('an admin without it signs in to a session that can only set it up; once confirmed, everything opens', async () => {
    const admin = await createAccount(strict, { role: 'admin' });
    const { client, result } = await signIn(strict, admin.email);
    expect(result.data?.signIn).toMatchObject({ twoFactorRequired: false, twoFactorSetupRequired: true });
    expect((await client.ok<Me, never>(ME)).me?.twoFactorSetupRequired).toBe(true);

    const refused = await client.request(ADMIN_QUERY);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'TWO_FACTOR_SETUP_REQUIRED',
    });
    const post = await client.request(
      `mutation { changePassword(input: { currentPassword: "x", newPassword: "y" }) }`,
    );
    expect(post.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'TWO_FACTOR_SETUP_REQUIRED',
    });

    const setup = await client.ok<{ enableTwoFactor: { secret: string } }, unknown>(ENABLE, {
      password: DEFAULT_PASSWORD,
    });
    await client.ok(CONFIRM, { code: codeFor(setup.enableTwoFactor.secret) });
    expect((await client.request(ADMIN_QUERY)).errors).toBeUndefined();
    expect((await client.ok<Me, never>(ME)).me?.twoFactorSetupRequired).toBe(false);
  });

  it('members and partners are not held to it, and an admin with it signs in with the code as anyone does', async () => {
    const member = await createAccount(strict);
    const { client, result } = await signIn(strict, member.email);
    expect(result.data?.signIn.twoFactorSetupRequired).toBe(false);
    expect((await client.request(`query { myWires(first: 1) { totalCount } }`)).errors).toBeUndefined();

    const { member: admin } = await accountWithTwoFactor(strict, 'admin');
    const answer = await signIn(strict, admin.email);
    expect(answer.result.data?.signIn).toMatchObject({
      twoFactorRequired: true,
      twoFactorSetupRequired: false,
    });
  });
});
