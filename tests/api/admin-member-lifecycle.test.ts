import { describe, expect, it } from 'vitest';
import { Member } from '../../server/src/member/member.entity.js';
import { Session } from '../../server/src/member/session.entity.js';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { GqlClient } from '../helpers/clients.js';
import {
  createAccount,
  createPartner,
  createWire,
  DEFAULT_PASSWORD,
  sessionCookieFor,
} from '../helpers/factories.js';
import {
  DISABLE,
  SET_ROLE,
  RESEND,
  DELETE,
  SIGN_IN,
  codeOf,
  server,
  smtp,
  admin,
  adminId,
  list,
  auditOf,
  openSocket,
  useAdminServer,
  AUDIT,
  type AuditData,
} from '../helpers/admin-members.js';

useAdminServer();

describe('resendSignInLink', () => {
  it('mails a working sign-in link (a fresh single-use token of the account); audited', async () => {
    const member = await createAccount(server, { password: null });
    expect(await admin.ok(RESEND, { id: member.id })).toEqual({ resendSignInLink: true });
    const mail = await smtp.waitFor(member.email, /membersEmail/);
    const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /membersEmail\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect(token).toBeDefined();
    const em = server.em();
    const memberId = await em.transactional((tx) =>
      server.app.services.oneTimeTokens.consume(tx, token!, 'SIGN_IN_LINK'),
    );
    expect(memberId).toBe(member.id);
    expect((await auditOf(member.id)).map((e) => [e.action, e.actor?.id])).toEqual([
      ['member.sign_in_link_sent', adminId],
    ]);
  });

  it('is refused for a disabled account (CONFLICT), and nothing is mailed', async () => {
    const member = await createAccount(server, { password: null });
    await admin.ok(DISABLE, { id: member.id, disabled: true });
    const refused = await admin.request(RESEND, { id: member.id });
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toBe('This account is disabled: enable it first.');
    // barrier: a later link to another account arrives, and none went to the disabled one
    const other = await createAccount(server, { password: null });
    await admin.ok(RESEND, { id: other.id });
    await smtp.waitFor(other.email, /membersEmail/);
    expect(smtp.messages.some((m) => m.to.includes(member.email))).toBe(false);
  });
});

describe('deleteMember', () => {
  it('erases the personal data, keeps the wires (owner "Deleted account"), and the account never signs in again', async () => {
    const member = await createAccount(server, { displayName: 'Dele Person' });
    await server.em().nativeUpdate(Member, { id: member.id }, { phone: '+234 800 000 0000' });
    const wire = await createWire(server, member, { title: 'Kept after deletion' });
    const cookie = await sessionCookieFor(server, member);
    const socket = await openSocket(cookie);

    expect(await admin.ok(DELETE, { id: member.id, reason: 'Asked by email' })).toEqual({
      deleteMember: true,
    });
    expect(await socket.closed).toBe(4401);

    const row = await server.em().findOneOrFail(Member, { id: member.id });
    expect(row).toMatchObject({
      email: `deleted-${member.id}@deleted.invalid`,
      displayName: null,
      phone: null,
      passwordHash: null,
      disabled: true,
    });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await server.em().count(Session, { member: member.id })).toBe(0);
    expect(await server.em().count(Wire, { id: wire.id })).toBe(1);
    const seen = await admin.ok<{ wire: { title: string; ownerName: string; status: string } }, unknown>(
      `query W($id: ID!) { wire(id: $id) { title ownerName status } }`,
      { id: wire.id },
    );
    expect(seen.wire).toEqual({ title: 'Kept after deletion', ownerName: 'Deleted account', status: 'OPEN' });
    const listed = await list({ filter: { search: member.id } });
    expect(listed.adminMembers.edges.map((e) => e.node.status)).toEqual(['DELETED']);

    const signIn = { input: { email: member.email, password: DEFAULT_PASSWORD } };
    expect(codeOf(await new GqlClient(server).request(SIGN_IN, signIn))).toBe('INVALID_CREDENTIAL');
    const holder = new GqlClient(server);
    holder.cookie = cookie;
    expect(codeOf(await holder.request('mutation { signOut }'))).toBe('SESSION_EXPIRED');
    expect(codeOf(await admin.request(DISABLE, { id: member.id, disabled: false }))).toBe('CONFLICT');
    expect(codeOf(await admin.request(RESEND, { id: member.id }))).toBe('CONFLICT');
    expect(codeOf(await admin.request(SET_ROLE, { id: member.id, role: 'ADMIN' }))).toBe('CONFLICT');
    expect(codeOf(await admin.request(DELETE, { id: member.id }))).toBe('CONFLICT');

    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({
      action: 'member.deleted',
      reason: 'Asked by email',
      actor: { id: adminId },
      changes: [{ field: 'status', before: 'ACTIVE', after: 'DELETED' }],
    });
    await socket.ws.dispose();
  });

  it("a deleted partner's responses stay, under its business, which leaves the marketplace", async () => {
    const buyer = await createAccount(server, { password: null });
    const wire = await createWire(server, buyer, { title: 'Answered' });
    const { member, cookie } = await createPartner(server);
    const partner = new GqlClient(server);
    partner.cookie = cookie;
    const response = await partner.ok<{ respondToWire: { id: string } }, unknown>(
      `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`,
      { input: { wireId: wire.id, message: 'We have it in stock.', quote: { amount: '1500.00' } } },
    );
    await admin.ok(SET_ROLE, { id: member.id, role: 'MEMBER' });
    await admin.ok(SET_ROLE, { id: member.id, role: 'PARTNER' });
    await admin.ok(DELETE, { id: member.id });
    const buyerClient = new GqlClient(server);
    buyerClient.cookie = await sessionCookieFor(server, buyer);
    const seen = await buyerClient.ok<{ wire: { responses: unknown[] } }, unknown>(
      `query W($id: ID!) { wire(id: $id) { responses { id partner { businessName } } } }`,
      { id: wire.id },
    );
    expect(seen.wire.responses).toEqual([
      { id: response.respondToWire.id, partner: { businessName: 'Test Supplies Ltd' } },
    ]);
    // the business is suspended (audited), so it no longer answers or shows as active
    const [business] = await server
      .em()
      .execute<{ id: string; status: string; status_reason: string | null }[]>(
        `select id, status, status_reason from partner where member_id = ?`,
        [member.id],
      );
    expect(business).toMatchObject({ status: 'SUSPENDED', status_reason: 'The account was deleted.' });
    const history = await admin.ok<AuditData, unknown>(AUDIT, {
      filter: { subjectType: 'PARTNER', subjectId: business!.id },
    });
    expect(history.auditLog.edges.map((edge) => [edge.node.action, edge.node.reason])).toContainEqual([
      'partner.suspended',
      'The account was deleted.',
    ]);
  });

  it('deleteAccount takes the same path: the row stays, erased, audited with the member as actor', async () => {
    const member = await createAccount(server, { displayName: 'Self Deleter' });
    const client = new GqlClient(server);
    client.cookie = await sessionCookieFor(server, member);
    await client.ok(`mutation D($password: String) { deleteAccount(password: $password) }`, {
      password: DEFAULT_PASSWORD,
    });
    const row = await server.em().findOneOrFail(Member, { id: member.id });
    expect([row.email, row.displayName, row.disabled]).toEqual([
      `deleted-${member.id}@deleted.invalid`,
      null,
      true,
    ]);
    expect((await auditOf(member.id)).map((e) => [e.action, e.actor?.id])).toEqual([
      ['member.deleted', member.id],
    ]);
  });
});
