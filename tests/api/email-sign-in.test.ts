import { describe, expect, it } from 'vitest';
import { AuditEntry } from '../../server/src/audit/audit.entity.js';
import { Member } from '../../server/src/member/member.entity.js';
import { startTestServer, useServerWithMail } from '../helpers/test-server.js';
import { errorOf, GqlClient } from '../helpers/clients.js';
import { createAccount, DEFAULT_PASSWORD, sessionCookieFor, uniqueEmail } from '../helpers/factories.js';
import { linkIn } from '../helpers/mail-links.js';
import type { CapturedMail } from '../helpers/smtp.js';

/** Sign-in links and password resets, mailed through a real SMTP server and followed from the mail. */
const REQUEST_LINK = `mutation R($email: String!) { requestSignInLink(email: $email) }`;
const SIGN_IN_LINK = `mutation S($token: String!) { signInWithEmailLink(token: $token) { member { id email emailVerifiedAt } sessionExpiresAt } }`;
const REQUEST_RESET = `mutation R($email: String!) { requestPasswordReset(email: $email) }`;
const REFUSAL = `query C($token: String!) { passwordResetLinkRefusal(token: $token) }`;
const RESET = `mutation R($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) { member { id } } }`;
const SIGN_IN = `mutation S($input: SignInInput!) { signIn(input: $input) { member { id } } }`;
const ME = `query { me { id email } }`;
const NEW_PASSWORD = 'a brand new passphrase 77';

const { server, smtp } = useServerWithMail({ EMAIL_LINK_LIMIT_PER_IP: '1000' });

/** Lets every one-time token of `member` lapse a minute ago. */
const expireTokensOf = (member: { id: string }) =>
  server
    .em()
    .getConnection()
    .execute(`update one_time_token set expires_at = now() - interval '1 minute' where member_id = ?`, [
      member.id,
    ]);

/** Runs `action`, then waits for the first message to `address` matching `pattern` that it caused. */
async function mailFrom(
  action: () => Promise<unknown>,
  address: string,
  pattern: RegExp,
): Promise<CapturedMail> {
  const before = smtp.messages.length;
  await action();
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = smtp.messages
      .slice(before)
      .find((m) => m.to.includes(address.toLowerCase()) && pattern.test(m.raw));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} matching ${String(pattern)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function signInLinkFor(email: string): Promise<string> {
  const client = new GqlClient(server);
  const mail = await mailFrom(() => client.ok(REQUEST_LINK, { email }), email, /membersEmail/);
  const token = linkIn(mail.raw, '/membersEmail').searchParams.get('token');
  if (!token) throw new Error('no token in the link');
  return token;
}

async function resetTokenFor(email: string): Promise<string> {
  const client = new GqlClient(server);
  const mail = await mailFrom(() => client.ok(REQUEST_RESET, { email }), email, /resetPassword/);
  return linkIn(mail.raw, '/resetPassword').searchParams.get('token') ?? '';
}

const reasonOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.reason;

describe('sign-in links', () => {
  it('signs in once from the emailed link, marks the email verified and sets the cookie', async () => {
    const member = await createAccount(server, { password: null });
    const token = await signInLinkFor(member.email);
    const browser = new GqlClient(server);
    const result = await browser.ok<
      { signInWithEmailLink: { member: { id: string; emailVerifiedAt: string | null } } },
      unknown
    >(SIGN_IN_LINK, { token });
    expect(result.signInWithEmailLink.member.id).toBe(member.id);
    expect(result.signInWithEmailLink.member.emailVerifiedAt).not.toBeNull();
    expect(browser.cookie).toMatch(/^bw_session=/);
    expect(await browser.ok<{ me: { id: string } }, unknown>(ME)).toEqual({
      me: { id: member.id, email: member.email },
    });

    const again = await new GqlClient(server).request(SIGN_IN_LINK, { token });
    expect(errorOf(again)).toEqual({ code: 'BAD_USER_INPUT', field: 'token' });
    expect(reasonOf(again)).toBe('USED');
  });

  it('works while wrong passwords have this address refused for the account, and makes the browser trusted', async () => {
    const member = await createAccount(server);
    for (let i = 0; i < 5; i++) {
      const wrong = await new GqlClient(server).request(SIGN_IN, {
        input: { email: member.email, password: `wrong ${i}` },
      });
      expect(errorOf(wrong).code).toBe('INVALID_CREDENTIAL');
    }
    const password = { input: { email: member.email, password: DEFAULT_PASSWORD } };
    expect(errorOf(await new GqlClient(server).request(SIGN_IN, password)).code).toBe('TOO_MANY_REQUESTS');

    const token = await signInLinkFor(member.email);
    const linked = await new GqlClient(server).request(SIGN_IN_LINK, { token });
    expect(linked.errors).toBeUndefined();
    const device = linked.headers
      .getSetCookie()
      .find((c) => c.startsWith('bw_device='))
      ?.split(';')[0];
    expect(device).toMatch(/^bw_device=./);
    // that browser's password sign-in is now trusted: the address's failures do not stop it
    const trusted = await new GqlClient(server).request(SIGN_IN, password, { cookie: device! });
    expect(trusted.errors).toBeUndefined();
  });

  it('refuses an expired link as EXPIRED', async () => {
    const member = await createAccount(server, { password: null });
    const token = await signInLinkFor(member.email);
    await expireTokensOf(member);
    const result = await new GqlClient(server).request(SIGN_IN_LINK, { token });
    expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field: 'token' });
    expect(reasonOf(result)).toBe('EXPIRED');
  });

  it('refuses a forged or malformed token as INVALID', async () => {
    for (const token of ['A'.repeat(43), 'not a token', '']) {
      const result = await new GqlClient(server).request(SIGN_IN_LINK, { token });
      expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field: 'token' });
      expect(reasonOf(result)).toBe('INVALID');
    }
  });

  it('refuses a disabled account with USER_DISABLED and starts no session', async () => {
    const member = await createAccount(server, { password: null });
    const token = await signInLinkFor(member.email);
    await server.em().nativeUpdate(Member, { id: member.id }, { disabled: true });
    const browser = new GqlClient(server);
    const result = await browser.request(SIGN_IN_LINK, { token });
    expect(errorOf(result).code).toBe('USER_DISABLED');
    expect(browser.cookie).toBeNull();
  });

  it('answers the same for an unknown address, which is told by email that no account uses it', async () => {
    const known = await createAccount(server, { password: null });
    const unknown = uniqueEmail('nobody');
    const client = new GqlClient(server);
    const knownAnswer = await client.request(REQUEST_LINK, { email: known.email });
    const mail = await mailFrom(
      async () => {
        const unknownAnswer = await client.request(REQUEST_LINK, { email: unknown.toUpperCase() });
        expect(unknownAnswer.data).toEqual(knownAnswer.data);
        expect(unknownAnswer.errors).toBeUndefined();
        expect(unknownAnswer.status).toBe(knownAnswer.status);
      },
      unknown,
      /No BuildWire account uses this address/,
    );
    expect(linkIn(mail.raw, '/nouser').searchParams.get('email')).toBe(unknown);
    expect(mail.raw).not.toMatch(/membersEmail/);
    expect(await server.em().count(Member, { email: unknown })).toBe(0);
  });

  it('refuses a malformed address at email', async () => {
    const result = await new GqlClient(server).request(REQUEST_LINK, { email: 'not an address' });
    expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field: 'email' });
  });

  it('limits requests per address (links and resets together): TOO_MANY_REQUESTS', async () => {
    const member = await createAccount(server, { password: null });
    const client = new GqlClient(server);
    const limit = server.config.rateLimit.emailLinkPerEmail;
    for (let i = 0; i < limit; i++) {
      await client.ok(i % 2 ? REQUEST_RESET : REQUEST_LINK, { email: member.email });
    }
    expect(errorOf(await client.request(REQUEST_LINK, { email: member.email })).code).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect(errorOf(await client.request(REQUEST_RESET, { email: member.email })).code).toBe(
      'TOO_MANY_REQUESTS',
    );
    // another address is not held up
    await client.ok(REQUEST_LINK, { email: uniqueEmail('other') });
  });

  it('limits requests per IP over every address', async () => {
    const small = await startTestServer({ SMTP_URL: smtp.url, EMAIL_LINK_LIMIT_PER_IP: '3' });
    try {
      const client = new GqlClient(small);
      for (let i = 0; i < 3; i++) await client.ok(REQUEST_LINK, { email: uniqueEmail('ip') });
      const refused = await client.request(REQUEST_RESET, { email: uniqueEmail('ip') });
      expect(errorOf(refused).code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await small.stop();
    }
  });
});

describe('password reset', () => {
  it('sets the password, ends every old session, signs in, and the link works once', async () => {
    const member = await createAccount(server);
    const oldBrowser = new GqlClient(server);
    await oldBrowser.ok(SIGN_IN, { input: { email: member.email, password: DEFAULT_PASSWORD } });
    const otherCookie = await sessionCookieFor(server, member);
    const token = await resetTokenFor(member.email);
    const spareToken = await resetTokenFor(member.email);

    const browser = new GqlClient(server);
    // the page asks first: the link is good, and asking does not spend it
    const refusal = async (t: string) =>
      (
        await new GqlClient(server).ok<{ passwordResetLinkRefusal: string | null }, unknown>(REFUSAL, {
          token: t,
        })
      ).passwordResetLinkRefusal;
    expect(await refusal(token)).toBeNull();
    expect(await refusal(token)).toBeNull();
    const result = await browser.ok<{ resetPassword: { member: { id: string } } }, unknown>(RESET, {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(result.resetPassword.member.id).toBe(member.id);
    expect((await browser.ok<{ me: { id: string } }, unknown>(ME)).me.id).toBe(member.id);

    // every session from before is over
    for (const cookie of [oldBrowser.cookie, otherCookie]) {
      const old = new GqlClient(server);
      old.cookie = cookie;
      const me = await old.request(`mutation { refreshSession { sessionExpiresAt } }`);
      expect(['UNAUTHENTICATED', 'SESSION_EXPIRED']).toContain(errorOf(me).code);
    }
    // the new password works, the old one does not
    const fresh = new GqlClient(server);
    await fresh.ok(SIGN_IN, { input: { email: member.email, password: NEW_PASSWORD } });
    const oldPassword = await new GqlClient(server).request(SIGN_IN, {
      input: { email: member.email, password: DEFAULT_PASSWORD },
    });
    expect(errorOf(oldPassword).code).toBe('INVALID_CREDENTIAL');
    // single use, and the other reset link of the account was voided
    for (const used of [token, spareToken]) {
      const again = await new GqlClient(server).request(RESET, {
        token: used,
        newPassword: 'yet another phrase 9',
      });
      expect(errorOf(again)).toEqual({ code: 'BAD_USER_INPUT', field: 'token' });
      expect(reasonOf(again)).toBe('USED');
      expect(await refusal(used)).toBe('USED');
    }
    expect(await refusal('not-a-token')).toBe('INVALID');
    const audit = await server
      .em()
      .find(AuditEntry, { subjectId: member.id, action: 'member.password_reset' });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(member.id);
  });

  it('refuses a password that breaks the policy at newPassword and leaves the link usable', async () => {
    const member = await createAccount(server);
    const token = await resetTokenFor(member.email);
    const weak = await new GqlClient(server).request(RESET, { token, newPassword: 'short' });
    expect(errorOf(weak)).toEqual({ code: 'PASSWORD_DOES_NOT_MEET_REQUIREMENTS', field: 'newPassword' });
    const common = await new GqlClient(server).request(RESET, { token, newPassword: 'password123' });
    expect(errorOf(common).code).toBe('PASSWORD_DOES_NOT_MEET_REQUIREMENTS');
    await new GqlClient(server).ok(RESET, { token, newPassword: NEW_PASSWORD });
  });

  it('answers the same for an unknown address, and refuses an expired or forged token', async () => {
    const unknown = uniqueEmail('noreset');
    const client = new GqlClient(server);
    await mailFrom(
      async () =>
        expect(await client.ok(REQUEST_RESET, { email: unknown })).toEqual({ requestPasswordReset: true }),
      unknown,
      /No BuildWire account uses this address/,
    );
    const member = await createAccount(server);
    const token = await resetTokenFor(member.email);
    await expireTokensOf(member);
    expect(
      (await client.ok<{ passwordResetLinkRefusal: string | null }, unknown>(REFUSAL, { token }))
        .passwordResetLinkRefusal,
    ).toBe('EXPIRED');
    const expired = await client.request(RESET, { token, newPassword: NEW_PASSWORD });
    expect(reasonOf(expired)).toBe('EXPIRED');
    // a sign-in link's token is no reset token
    const linkToken = await signInLinkFor(member.email);
    const forged = await client.request(RESET, { token: linkToken, newPassword: NEW_PASSWORD });
    expect(reasonOf(forged)).toBe('INVALID');
  });
});
