import { describe, expect, it } from 'vitest';
import { Member } from '../../server/src/member/member.entity.js';
import { Session } from '../../server/src/member/session.entity.js';
import { useTestServer } from '../helpers/test-server.js';
import { as, errorOf, GqlClient } from '../helpers/clients.js';
import { createAccount, DEFAULT_PASSWORD } from '../helpers/factories.js';

const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { member { id email role } sessionExpiresAt } }`;
const ME = `query Me { me { id email displayName phone role profileComplete sessionExpiresAt defaultLocation { label lat lng } } }`;
const codeOf = errorOf;

const server = useTestServer();

describe('profile and password', () => {
  it('updates the profile; complete once name and phone are set', async () => {
    const client = await as(server, 'member');
    const result = await client.ok<
      { updateProfile: { profileComplete: boolean; defaultLocation: { lat: number } } },
      unknown
    >(
      `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { profileComplete defaultLocation { label lat lng } } }`,
      {
        input: {
          displayName: 'Chidi',
          phone: '+234 803 000 1111',
          defaultLocation: { label: 'Ikeja', lat: 6.6, lng: 3.35 },
        },
      },
    );
    expect(result.updateProfile).toEqual({
      profileComplete: true,
      defaultLocation: { label: 'Ikeja', lat: 6.6, lng: 3.35 },
    });
  });

  const badProfiles: [string, Record<string, unknown>, string][] = [
    ['latitude out of range', { displayName: 'A', defaultLocation: { label: 'X', lat: 91, lng: 0 } }, 'lat'],
    [
      'longitude out of range',
      { displayName: 'A', defaultLocation: { label: 'X', lat: 0, lng: -181 } },
      'lng',
    ],
    ['an empty name', { displayName: '' }, 'displayName'],
    ['a bad phone', { displayName: 'A', phone: 'call me' }, 'phone'],
    ['an over-long place', { displayName: 'A', defaultLocation: { label: 'p'.repeat(201) } }, 'label'],
  ];
  for (const [name, input, field] of badProfiles) {
    it(`refuses ${name} at ${field} and changes nothing`, async () => {
      const client = await as(server, 'member');
      const result = await client.request(
        `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`,
        { input },
      );
      expect(codeOf(result)).toEqual({ code: 'BAD_USER_INPUT', field });
      const me = await client.ok<{ me: { displayName: string } }, never>(ME);
      expect(me.me.displayName).toBe('Test Person');
    });
  }

  it('changePassword checks the current one, the policy, and signs out other sessions', async () => {
    const member = await createAccount(server);
    const a = new GqlClient(server);
    const b = new GqlClient(server);
    await a.ok(SIGN_IN, { input: { email: member.email, password: DEFAULT_PASSWORD } });
    await b.ok(SIGN_IN, { input: { email: member.email, password: DEFAULT_PASSWORD } });
    const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) }`;
    expect(
      codeOf(
        await a.request(CHANGE, { input: { currentPassword: 'nope', newPassword: 'another good one 7' } }),
      ),
    ).toEqual({
      code: 'INVALID_CREDENTIAL',
      field: 'currentPassword',
    });
    expect(
      codeOf(await a.request(CHANGE, { input: { currentPassword: DEFAULT_PASSWORD, newPassword: 'short' } })),
    ).toEqual({
      code: 'PASSWORD_DOES_NOT_MEET_REQUIREMENTS',
      field: 'newPassword',
    });
    await a.ok(CHANGE, { input: { currentPassword: DEFAULT_PASSWORD, newPassword: 'another good one 7' } });
    expect((await a.ok<{ me: { id: string } }, never>(ME)).me.id).toBe(member.id);
    expect(codeOf(await b.request('mutation { signOut }')).code).toBe('SESSION_EXPIRED');
    const again = await new GqlClient(server).request(SIGN_IN, {
      input: { email: member.email, password: 'another good one 7' },
    });
    expect(again.errors).toBeUndefined();
  });

  it('deleteAccount needs the password, then erases the account (the row stays) and removes its sessions', async () => {
    const client = await as(server, 'member');
    const me = await client.ok<{ me: { id: string } }, never>(ME);
    const DELETE = `mutation($password: String) { deleteAccount(password: $password) }`;
    expect(codeOf(await client.request(DELETE, { password: 'wrong' }))).toEqual({
      code: 'INVALID_CREDENTIAL',
      field: 'password',
    });
    await client.ok(DELETE, { password: DEFAULT_PASSWORD });
    const row = await server.em().findOneOrFail(Member, { id: me.me.id });
    expect([row.email, row.passwordHash, row.disabled]).toEqual([
      `deleted-${me.me.id}@deleted.invalid`,
      null,
      true,
    ]);
    expect(await server.em().count(Session, { member: me.me.id })).toBe(0);
  });

  it('passwordPolicy is public and matches the configuration', async () => {
    const result = await new GqlClient(server).ok<{ passwordPolicy: Record<string, unknown> }, never>(
      `{ passwordPolicy { minLength maxLength requireLowercase requireUppercase requireDigit requireSymbol rejectCommon } }`,
    );
    expect(result.passwordPolicy).toEqual({ ...server.config.password });
  });
});

describe('API limits', () => {
  it('refuses a query nested deeper than the limit, before running it', async () => {
    const chain = (n: number) => 'myResponse { wire { '.repeat(n) + 'id' + ' } }'.repeat(n);
    const query = (n: number) => `query { wireboard(first: 1) { edges { node { ${chain(n)} } } } }`;
    // wireboard, edges, node, then n × (myResponse, wire), then id
    const atLimit = (server.config.maxQueryDepth - 4) / 2;
    expect((await new GqlClient(server).request(query(atLimit))).errors).toBeUndefined();
    const result = await new GqlClient(server).request(query(atLimit + 1));
    expect(codeOf(result).code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(result.errors?.[0]?.message).toMatch(/levels deep/);
  });

  it('refuses simple (form-like) POSTs and mutations over GET (CSRF prevention); GET runs queries', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await fetch(server.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify({ query: 'mutation { signOut }' }),
      });
      expect(response.status, type).toBe(400);
      expect(await response.text(), type).toMatch(/Cross-Site Request Forgery/);
    }
    const mutation = await fetch(`${server.graphqlUrl}?query=${encodeURIComponent('mutation { signOut }')}`);
    expect(mutation.status).toBe(405);
    // a query cannot change anything; SameSite=Lax keeps the cookie off cross-site subresources
    const query = await fetch(`${server.graphqlUrl}?query=${encodeURIComponent('{ me { id } }')}`);
    expect(query.status).toBe(200);
  });
});
