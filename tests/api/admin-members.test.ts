import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Member } from '../../server/src/member/member.entity.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { GqlClient, errorOf, quickAs } from '../helpers/clients.js';
import { createAccount, createPartner, DEFAULT_PASSWORD, sessionCookieFor } from '../helpers/factories.js';
import {
  LIST,
  DISABLE,
  SET_ROLE,
  RESEND,
  DELETE,
  SIGN_IN,
  codeOf,
  server,
  admin,
  adminId,
  list,
  auditOf,
  openSocket,
  type ListData,
  useAdminServer,
} from '../helpers/admin-members.js';

useAdminServer();

describe('access', () => {
  it('every admin field refuses members and partners (FORBIDDEN) and visitors (UNAUTHENTICATED)', async () => {
    const target = await createAccount(server, { password: null });
    const calls: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [DISABLE, { id: target.id, disabled: true }],
      [SET_ROLE, { id: target.id, role: 'ADMIN' }],
      [RESEND, { id: target.id }],
      [DELETE, { id: target.id }],
    ];
    for (const role of ['member', 'partner', 'anonymous'] as const) {
      const caller = await quickAs(server, role);
      for (const [document, variables] of calls) {
        expect(codeOf(await caller.request(document, variables))).toBe(
          role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN',
        );
      }
    }
    const row = await server.em().findOneOrFail(Member, { id: target.id });
    expect([row.disabled, row.role, row.deletedAt]).toEqual([false, 'MEMBER', null]);
  });
});

describe('adminMembers', () => {
  const tag = `zq${randomBytes(3).toString('hex')}`;
  const made: Member[] = [];
  beforeAll(async () => {
    const names = ['Charlie', 'alice', 'Bob', null, 'dora'];
    for (const [i, name] of names.entries()) {
      made.push(
        await createAccount(server, {
          email: `${tag}.${String.fromCharCode(101 - i)}@example.com`,
          password: null,
          role: i === 2 ? 'admin' : 'member',
          ...(name ? { displayName: `${name} ${tag.toUpperCase()}` } : {}),
        }),
      );
    }
    await server.em().nativeUpdate(Member, { id: made[3]!.id }, { displayName: null });
    await server.em().nativeUpdate(Member, { id: made[4]!.id }, { disabled: true });
  });

  it('searches email and name, case-insensitively, with LIKE wildcards taken literally', async () => {
    const byTag = await list({ filter: { search: tag.toUpperCase() } });
    expect(byTag.adminMembers.totalCount).toBe(5);
    const byName = await list({ filter: { search: `ALICE ${tag}` } });
    expect(byName.adminMembers.edges.map((e) => e.node.id)).toEqual([made[1]!.id]);
    const byEmail = await list({ filter: { search: `${tag}.e@` } });
    expect(byEmail.adminMembers.edges.map((e) => e.node.id)).toEqual([made[0]!.id]);
    expect((await list({ filter: { search: `${tag}%` } })).adminMembers.totalCount).toBe(0);
    expect((await list({ filter: { search: `${tag}_e` } })).adminMembers.totalCount).toBe(0);
  });

  it('filters by role and status; shows a partner status', async () => {
    const admins = await list({ filter: { search: tag, role: 'ADMIN' } });
    expect(admins.adminMembers.edges.map((e) => e.node.id)).toEqual([made[2]!.id]);
    const disabled = await list({ filter: { search: tag, status: 'DISABLED' } });
    expect(disabled.adminMembers.edges.map((e) => e.node.status)).toEqual(['DISABLED']);
    const active = await list({ filter: { search: tag, status: 'ACTIVE' } });
    expect(active.adminMembers.totalCount).toBe(4);
    const { member } = await createPartner(server, { status: 'SUSPENDED' });
    const partner = await list({ filter: { search: member.email } });
    expect(partner.adminMembers.edges[0]?.node).toMatchObject({
      role: 'PARTNER',
      partner: { status: 'SUSPENDED' },
    });
  });

  it('orders by name (the email where unnamed), email, newest and oldest', async () => {
    const ids = async (orderBy: string) =>
      (await list({ filter: { search: tag }, orderBy })).adminMembers.edges.map((e) =>
        made.findIndex((m) => m.id === e.node.id),
      );
    // names: Charlie, alice, Bob, (none: zq….b@), dora → alice, Bob, Charlie, dora, zq…
    expect(await ids('NAME')).toEqual([1, 2, 0, 4, 3]);
    // emails …e, …d, …c, …b, …a
    expect(await ids('EMAIL')).toEqual([4, 3, 2, 1, 0]);
    expect(await ids('OLDEST')).toEqual([0, 1, 2, 3, 4]);
    expect(await ids('NEWEST')).toEqual([4, 3, 2, 1, 0]);
  });

  it('pages through every order with cursors, each page counting the whole filter', async () => {
    for (const orderBy of ['NAME', 'EMAIL', 'NEWEST', 'OLDEST']) {
      const whole = (await list({ filter: { search: tag }, orderBy })).adminMembers.edges.map(
        (e) => e.node.id,
      );
      const paged: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 5; page++) {
        const data: ListData = await list({ filter: { search: tag }, orderBy, first: 2, after });
        expect(data.adminMembers.totalCount).toBe(5);
        paged.push(...data.adminMembers.edges.map((e) => e.node.id));
        after = data.adminMembers.pageInfo.endCursor;
        if (!data.adminMembers.pageInfo.hasNextPage) break;
      }
      expect(paged).toEqual(whole);
    }
  });

  it('refuses a forged cursor, a cursor of another order, a long search and a page over 100', async () => {
    const first = await list({ filter: { search: tag }, orderBy: 'NAME', first: 1 });
    const cursor = first.adminMembers.pageInfo.endCursor;
    for (const variables of [
      { after: 'not-a-cursor' },
      { orderBy: 'EMAIL', after: cursor },
      { filter: { search: 'x'.repeat(101) } },
      { first: 101 },
    ]) {
      const result = await admin.request(LIST, variables);
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
    }
  });

  it('the search is backed by the trigram index', async () => {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain select id from member m where (m.email || ' ' || lower(coalesce(m.display_name, ''))) like '%alice%'`,
      );
      expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/member_search_index/);
      await client.query('rollback');
    } finally {
      await client.end();
    }
  });

  it('shows when an account was last seen (from its sessions)', async () => {
    const member = await createAccount(server, { password: null });
    const none = await list({ filter: { search: member.email } });
    expect(none.adminMembers.edges[0]?.node.lastSeenAt).toBeNull();
    await sessionCookieFor(server, member);
    const seen = await list({ filter: { search: member.email } });
    expect(Date.parse(seen.adminMembers.edges[0]!.node.lastSeenAt!)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('setMemberDisabled', () => {
  it('disables (closing its websocket, refusing its cookie) and enables again, each audited', async () => {
    const member = await createAccount(server);
    const cookie = await sessionCookieFor(server, member);
    const socket = await openSocket(cookie);
    const disabled = await admin.ok<{ setMemberDisabled: { status: string } }, unknown>(DISABLE, {
      id: member.id,
      disabled: true,
      reason: 'Spam wires',
    });
    expect(disabled.setMemberDisabled.status).toBe('DISABLED');
    expect(await socket.closed).toBe(4403);
    const holder = new GqlClient(server);
    holder.cookie = cookie;
    expect(codeOf(await holder.request('mutation { signOut }'))).toBe('USER_DISABLED');
    const signIn = { input: { email: member.email, password: DEFAULT_PASSWORD } };
    expect(codeOf(await new GqlClient(server).request(SIGN_IN, signIn))).toBe('USER_DISABLED');

    const enabled = await admin.ok<{ setMemberDisabled: { status: string } }, unknown>(DISABLE, {
      id: member.id,
      disabled: false,
    });
    expect(enabled.setMemberDisabled.status).toBe('ACTIVE');
    expect((await new GqlClient(server).request(SIGN_IN, signIn)).errors).toBeUndefined();

    const entries = await auditOf(member.id);
    expect(entries.map((e) => [e.action, e.reason, e.actor?.id])).toEqual([
      ['member.enabled', null, adminId],
      ['member.disabled', 'Spam wires', adminId],
    ]);
    expect(entries[1]?.changes).toEqual([{ field: 'status', before: 'ACTIVE', after: 'DISABLED' }]);
    await socket.ws.dispose();
  });

  it('an admin cannot disable themselves (CONFLICT), nor an unknown account (NOT_FOUND)', async () => {
    const result = await admin.request(DISABLE, { id: adminId, disabled: true });
    expect(codeOf(result)).toBe('CONFLICT');
    expect(result.errors?.[0]?.message).toBe('You cannot disable your own account.');
    expect(codeOf(await admin.request(DISABLE, { id: 'nope', disabled: true }))).toBe('BAD_USER_INPUT');
    expect(
      codeOf(await admin.request(DISABLE, { id: '00000000-0000-4000-8000-000000000000', disabled: true })),
    ).toBe('NOT_FOUND');
  });
});

describe('setMemberRole', () => {
  it("closes the account's sockets to reconnect (4205) with its new role; audited", async () => {
    const member = await createAccount(server, { password: null });
    const cookie = await sessionCookieFor(server, member);
    const socket = await openSocket(cookie);
    await admin.ok(SET_ROLE, { id: member.id, role: 'ADMIN' });
    expect(await socket.closed).toBe(4205);
    const holder = new GqlClient(server);
    holder.cookie = cookie;
    expect(await holder.ok('{ me { role } }')).toEqual({ me: { role: 'ADMIN' } });
    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({
      action: 'member.role_changed',
      actor: { id: adminId },
      changes: [{ field: 'role', before: 'MEMBER', after: 'ADMIN' }],
    });
    await socket.ws.dispose();
  });

  it('refuses PARTNER for an account without a business; a partner with one can go and come back', async () => {
    const member = await createAccount(server, { password: null });
    const refused = await admin.request(SET_ROLE, { id: member.id, role: 'PARTNER' });
    expect(errorOf(refused)).toEqual({ code: 'CONFLICT', field: 'role' });
    expect(refused.errors?.[0]?.message).toMatch(/no business/);
    const { member: partner } = await createPartner(server);
    await admin.ok(SET_ROLE, { id: partner.id, role: 'MEMBER' });
    await admin.ok(SET_ROLE, { id: partner.id, role: 'PARTNER' });
    expect((await auditOf(partner.id)).map((e) => e.action)).toEqual([
      'member.role_changed',
      'member.role_changed',
    ]);
  });
});

describe('the last admin', () => {
  let alone: TestServer;
  beforeAll(async () => {
    alone = await startTestServer();
  });
  afterAll(async () => {
    await alone?.stop();
  });

  it('cannot be disabled, demoted or deleted; with a second admin the first can be demoted', async () => {
    const only = await quickAs(alone, 'admin');
    const { me } = await only.ok<{ me: { id: string } }, never>('{ me { id } }');
    expect(codeOf(await only.request(DISABLE, { id: me.id, disabled: true }))).toBe('CONFLICT');
    const demote = await only.request(SET_ROLE, { id: me.id, role: 'MEMBER' });
    expect(codeOf(demote)).toBe('CONFLICT');
    expect(demote.errors?.[0]?.message).toBe('The last active admin cannot stop being an admin.');
    const remove = await only.request(DELETE, { id: me.id });
    expect(codeOf(remove)).toBe('CONFLICT');
    expect(remove.errors?.[0]?.message).toMatch(/last admin cannot be deleted/);
    expect(codeOf(await only.request('mutation { deleteAccount }'))).toBe('CONFLICT');
    const row = await alone.em().findOneOrFail(Member, { id: me.id });
    expect([row.role, row.disabled, row.deletedAt]).toEqual(['ADMIN', false, null]);

    // a disabled admin does not count as an admin
    const dormant = await createAccount(alone, { role: 'admin', password: null });
    await alone.em().nativeUpdate(Member, { id: dormant.id }, { disabled: true });
    expect(codeOf(await only.request(SET_ROLE, { id: me.id, role: 'MEMBER' }))).toBe('CONFLICT');

    const second = await createAccount(alone, { role: 'admin', password: null });
    await only.ok(SET_ROLE, { id: me.id, role: 'MEMBER' });
    expect((await alone.em().findOneOrFail(Member, { id: me.id })).role).toBe('MEMBER');
    const other = new GqlClient(alone);
    other.cookie = await sessionCookieFor(alone, second);
    expect(codeOf(await other.request(SET_ROLE, { id: second.id, role: 'MEMBER' }))).toBe('CONFLICT');
  });

  it('two admins demoting each other at once: one of them stays an admin', async () => {
    const admins = await Promise.all(
      [1, 2].map(() => createAccount(alone, { role: 'admin', password: null })),
    );
    await alone
      .em()
      .nativeUpdate(Member, { role: 'ADMIN', id: { $nin: admins.map((a) => a.id) } }, { role: 'MEMBER' });
    const clients = await Promise.all(
      admins.map(async (account) => {
        const client = new GqlClient(alone);
        client.cookie = await sessionCookieFor(alone, account);
        return client;
      }),
    );
    const results = await Promise.all([
      clients[0]!.request(SET_ROLE, { id: admins[1]!.id, role: 'MEMBER' }),
      clients[1]!.request(SET_ROLE, { id: admins[0]!.id, role: 'MEMBER' }),
    ]);
    // the second to commit finds its caller no longer an admin (FORBIDDEN) or the target the last one
    expect(results.filter((r) => !r.errors).length).toBe(1);
    expect(await alone.em().count(Member, { role: 'ADMIN', disabled: false })).toBe(1);
  });
});
