import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/src/db/database.js';
import { AuditEntry } from '../../server/src/audit/audit.entity.js';
import { LinkedIdentity } from '../../server/src/member/linked-identity.entity.js';
import { Member } from '../../server/src/member/member.entity.js';
import { PendingIdentity } from '../../server/src/member/pending-identity.entity.js';
import { Session } from '../../server/src/member/session.entity.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { createAccount, uniqueEmail } from '../helpers/factories.js';
import { RedirectBrowser, startMockProviders, type MockProviders } from '../helpers/oauth-provider.js';

const ME = `query { me { id email } }`;
const PENDING = `query { pendingIdentity { provider email emailVerified name } }`;
const SIGN_UP = `mutation($name: String) { signUpWithPendingIdentity(displayName: $name) { member { id email displayName } } }`;
const LINKED = `query { linkedIdentities { provider email linkedAt } }`;
const UNLINK = `mutation($p: SocialProvider!) { unlinkIdentity(provider: $p) }`;
const METHODS = `query { signInMethods { providers } }`;

type Me = { me: { id: string; email: string } | null };

let providers: MockProviders;
let server: TestServer;
beforeAll(async () => {
  providers = await startMockProviders();
  const port = await freePort();
  server = await startTestServer({
    ...providers.env,
    PORT: String(port),
    APP_BASE_URL: `http://127.0.0.1:${port}`,
    SIGNUP_LIMIT_PER_IP: '1000',
  });
});
afterAll(async () => {
  await server?.stop();
  await providers?.stop();
});

/** Signs in with `provider` from a sign-in page (through the real mock provider); the last URL reached. */
async function signInWith(
  browser: RedirectBrowser,
  provider: 'google' | 'github',
  query = 'returnTo=%2Fwireboard',
): Promise<URL> {
  const visited = await browser.follow(
    `${server.url}/auth/${provider}/start?${query}`,
    (next) => next.origin === server.url && !next.pathname.startsWith('/auth/'),
  );
  return new URL(visited.at(-1) ?? '');
}

function googleUser(email: string, verified = true) {
  return { sub: `g-${Math.random().toString(36).slice(2)}`, email, email_verified: verified };
}

describe('social sign-in against a real OIDC server', () => {
  it('a new person goes to /nouser; signing up links the identity; the next sign-in signs in', async () => {
    const email = uniqueEmail('newcomer');
    providers.google.next = { ...googleUser(email), name: 'Ada Newcomer' };
    const browser = new RedirectBrowser();
    const landed = await signInWith(browser, 'google');
    expect(landed.pathname).toBe('/nouser');
    expect(browser.has('bw_session')).toBe(false);
    expect((await browser.gql(server.graphqlUrl, PENDING)).data).toEqual({
      pendingIdentity: { provider: 'GOOGLE', email, emailVerified: true, name: 'Ada Newcomer' },
    });

    // no name given: the provider's
    const signedUp = await browser.gql<{
      signUpWithPendingIdentity: { member: { id: string; email: string; displayName: string } };
    }>(server.graphqlUrl, SIGN_UP, {});
    expect(signedUp.errors).toBeUndefined();
    expect(signedUp.data?.signUpWithPendingIdentity.member).toMatchObject({
      email,
      displayName: 'Ada Newcomer',
    });
    const memberId = signedUp.data?.signUpWithPendingIdentity.member.id;
    expect((await browser.gql(server.graphqlUrl, PENDING)).data).toEqual({ pendingIdentity: null });
    const linked = await browser.gql<{ linkedIdentities: { provider: string; email: string }[] }>(
      server.graphqlUrl,
      LINKED,
    );
    expect(linked.data?.linkedIdentities).toMatchObject([{ provider: 'GOOGLE', email }]);
    const member = await server.em().findOneOrFail(Member, { id: memberId });
    expect(member.passwordHash).toBeNull();
    expect(member.emailVerifiedAt).toBeInstanceOf(Date);

    // another browser, the same Google account: straight in, to where it was going
    const again = new RedirectBrowser();
    const back = await signInWith(again, 'google');
    expect(back.pathname).toBe('/wireboard');
    expect((await again.gql<Me>(server.graphqlUrl, ME)).data?.me?.id).toBe(memberId);
  });

  it('links an existing account whose email the provider has verified, and signs it in', async () => {
    const account = await createAccount(server);
    providers.google.next = googleUser(account.email);
    const browser = new RedirectBrowser();
    expect((await signInWith(browser, 'google')).pathname).toBe('/wireboard');
    expect((await browser.gql<Me>(server.graphqlUrl, ME)).data?.me?.id).toBe(account.id);
    expect(await server.em().count(LinkedIdentity, { member: account.id, provider: 'GOOGLE' })).toBe(1);
    const audit = await server
      .em()
      .find(AuditEntry, { subjectId: account.id, action: 'member.identity_linked' });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(account.id);
  });

  it('does not link an account by an email the provider has not verified', async () => {
    const account = await createAccount(server);
    providers.google.next = googleUser(account.email, false);
    const browser = new RedirectBrowser();
    expect((await signInWith(browser, 'google')).pathname).toBe('/nouser');
    expect(browser.has('bw_session')).toBe(false);
    expect(await server.em().count(LinkedIdentity, { member: account.id })).toBe(0);
    // and no account can be opened with the unverified address either
    const refused = await browser.gql(server.graphqlUrl, SIGN_UP, {});
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('GitHub: links by the verified primary email from /user/emails; an unverified one is not used', async () => {
    const account = await createAccount(server);
    providers.github.next = {
      id: 4242,
      emails: [
        { email: 'other@example.com', primary: false, verified: true },
        { email: account.email, primary: true, verified: true },
      ],
    };
    const browser = new RedirectBrowser();
    expect((await signInWith(browser, 'github')).pathname).toBe('/wireboard');
    expect((await browser.gql<Me>(server.graphqlUrl, ME)).data?.me?.id).toBe(account.id);

    const stranger = await createAccount(server);
    providers.github.next = { id: 4343, emails: [{ email: stranger.email, primary: true, verified: false }] };
    const second = new RedirectBrowser();
    expect((await signInWith(second, 'github')).pathname).toBe('/nouser');
    expect(await server.em().count(LinkedIdentity, { member: stranger.id })).toBe(0);
  });

  it('refuses a callback with a wrong or missing state, or no code: nothing is created', async () => {
    const email = uniqueEmail('forged');
    providers.google.next = googleUser(email);
    const pendingBefore = await server.em().count(PendingIdentity, {});
    const sessionsBefore = await server.em().count(Session, {});
    const browser = new RedirectBrowser();
    const toProvider = await browser.step(`${server.url}/auth/google/start?returnTo=%2Fwireboard`);
    const fromProvider = await browser.step(toProvider.location ?? '');
    const callback = new URL(fromProvider.location ?? '');
    expect(callback.pathname).toBe('/auth/google/callback');

    const forged = new URL(callback);
    forged.searchParams.set('state', 'not-the-state');
    const wrong = await browser.step(forged.href);
    expect(wrong.status).toBe(303);
    const failed = new URL(wrong.location ?? '');
    expect(failed.pathname).toBe('/wires/login');
    expect(failed.searchParams.get('signInError')).toBe('STATE_MISMATCH');
    expect(failed.searchParams.get('returnTo')).toBe('/wireboard');

    // the state cookie went with the first callback: the genuine one no longer works either
    const replayed = new URL((await browser.step(callback.href)).location ?? '');
    expect(replayed.searchParams.get('signInError')).toBe('STATE_MISMATCH');
    // a browser that never started (no cookie) is refused the same way
    const stranger = new URL((await new RedirectBrowser().step(callback.href)).location ?? '');
    expect(stranger.searchParams.get('signInError')).toBe('STATE_MISMATCH');
    // the right state without a code
    const fresh = new RedirectBrowser();
    const started = await fresh.step(`${server.url}/auth/google/start`);
    const state = new URL(started.location ?? '').searchParams.get('state') ?? '';
    const noCode = await fresh.step(`${server.url}/auth/google/callback?state=${state}`);
    expect(new URL(noCode.location ?? '').searchParams.get('signInError')).toBe('NO_CODE');

    expect(browser.has('bw_session') || fresh.has('bw_session')).toBe(false);
    expect(await server.em().count(PendingIdentity, {})).toBe(pendingBefore);
    expect(await server.em().count(Session, {})).toBe(sessionsBefore);
    expect(await server.em().count(Member, { email })).toBe(0);
  });

  it('refuses a disabled account (USER_DISABLED on the sign-in page) and a buyer on the partner sign-in', async () => {
    const account = await createAccount(server);
    providers.google.next = googleUser(account.email);
    expect((await signInWith(new RedirectBrowser(), 'google')).pathname).toBe('/wireboard');
    await server.em().nativeUpdate(Member, { id: account.id }, { disabled: true });
    const browser = new RedirectBrowser();
    const refused = await signInWith(browser, 'google');
    expect(refused.pathname).toBe('/wires/login');
    expect(refused.searchParams.get('signInError')).toBe('USER_DISABLED');
    expect(browser.has('bw_session')).toBe(false);

    const buyer = await createAccount(server);
    providers.google.next = googleUser(buyer.email);
    const partnerPage = await signInWith(new RedirectBrowser(), 'google', 'from=%2Fpartners%2Flogin');
    expect(partnerPage.pathname).toBe('/partners/login');
    expect(partnerPage.searchParams.get('signInError')).toBe('FORBIDDEN');
    expect(await server.em().count(LinkedIdentity, { member: buyer.id })).toBe(0);
  });

  it('links another provider from /userinfo; unlinking never removes the last way in', async () => {
    const email = uniqueEmail('only-google');
    providers.google.next = googleUser(email);
    const browser = new RedirectBrowser();
    expect((await signInWith(browser, 'google')).pathname).toBe('/nouser');
    await browser.gql(server.graphqlUrl, SIGN_UP, {});

    const last = await browser.gql(server.graphqlUrl, UNLINK, { p: 'GOOGLE' });
    expect(last.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const notLinked = await browser.gql(server.graphqlUrl, UNLINK, { p: 'GITHUB' });
    expect(notLinked.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    providers.github.next = {
      id: 777_001,
      emails: [{ email: 'someone.else@example.com', primary: true, verified: true }],
    };
    const linked = await signInWith(browser, 'github', 'link=1');
    expect(linked.pathname).toBe('/userinfo');
    expect(linked.searchParams.get('linked')).toBe('github');
    const list = await browser.gql<{ linkedIdentities: { provider: string }[] }>(server.graphqlUrl, LINKED);
    expect(list.data?.linkedIdentities.map((i) => i.provider)).toEqual(['GOOGLE', 'GITHUB']);

    const unlinked = await browser.gql(server.graphqlUrl, UNLINK, { p: 'GOOGLE' });
    expect(unlinked.errors).toBeUndefined();
    const me = (await browser.gql<Me>(server.graphqlUrl, ME)).data?.me;
    const audit = await server
      .em()
      .find(AuditEntry, { subjectId: me?.id, action: 'member.identity_unlinked' });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toMatchObject({ provider: 'GOOGLE' });
    expect(
      (await browser.gql(server.graphqlUrl, UNLINK, { p: 'GITHUB' })).errors?.[0]?.extensions?.code,
    ).toBe('CONFLICT');

    // the GitHub account now signs in to this member and cannot be linked to another
    const other = new RedirectBrowser();
    expect((await signInWith(other, 'github')).pathname).toBe('/wireboard');
    expect((await other.gql<Me>(server.graphqlUrl, ME)).data?.me?.id).toBe(me?.id);
  });

  it('lists only configured providers; an unconfigured one answers 404', async () => {
    expect((await new RedirectBrowser().gql(server.graphqlUrl, METHODS)).data).toEqual({
      signInMethods: { providers: ['GOOGLE', 'GITHUB'] },
    });
    expect((await fetch(`${server.url}/auth/facebook/start`, { redirect: 'manual' })).status).toBe(404);

    const bare = await startTestServer();
    try {
      expect((await new RedirectBrowser().gql(bare.graphqlUrl, METHODS)).data).toEqual({
        signInMethods: { providers: [] },
      });
      for (const path of ['/auth/google/start', '/auth/github/start', '/auth/google/callback?state=x&code=y'])
        expect((await fetch(`${bare.url}${path}`, { redirect: 'manual' })).status).toBe(404);
    } finally {
      await bare.stop();
    }
  });
});
