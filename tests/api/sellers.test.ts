import { describe, expect, it } from 'vitest';
import { AuditEntry } from '../../server/src/audit/audit.entity.js';
import { Member } from '../../server/src/member/member.entity.js';
import { MarketplaceSettings } from '../../server/src/partner/marketplace-settings.entity.js';
import { Partner } from '../../server/src/partner/partner.entity.js';
import { PartnerStatus } from '../../server/src/partner/partner.enums.js';
import { errorOf, GqlClient, quickAs } from '../helpers/clients.js';
import { createPartner, DEFAULT_PASSWORD, uniqueEmail } from '../helpers/factories.js';
import { listenMark, subscribe } from '../helpers/live.js';
import { useServerWithMail } from '../helpers/test-server.js';

const APPROVE = `mutation A($id: ID!) { approvePartner(id: $id) { status } }`;
const SUSPEND = `mutation S($id: ID!, $reason: String!) { suspendPartner(id: $id, reason: $reason) { status } }`;
const REINSTATE = `mutation R($id: ID!) { reinstatePartner(id: $id) { status } }`;
const SETTINGS = `query { marketplaceSettings { partnerApproval updatedAt updatedBy { id email } } }`;
const UPDATE_SETTINGS = `mutation U($input: MarketplaceSettingsInput!) {
  updateMarketplaceSettings(input: $input) { partnerApproval updatedAt updatedBy { id } } }`;
const SIGN_UP = `mutation S($input: SignUpPartnerInput!) { signUpPartner(input: $input) { member { id } } }`;
const HISTORY = `query H($id: ID!) { auditLog(filter: { subjectType: PARTNER, subjectId: $id }) {
  edges { node { action reason actor { id } changes { field before after } } } } }`;
const MY_EVENTS = `subscription { myPartnerEvents { type partner { id status statusReason } } }`;
const ADMIN_EVENTS = `subscription { adminPartnerEvents { type partner { businessName status } } }`;
const PENDING_COUNT = `query { adminPendingPartnerCount }`;

const { server, smtp } = useServerWithMail({ SIGNUP_LIMIT_PER_IP: '50' });

const signUpInput = (businessName: string) => ({
  email: uniqueEmail('seller'),
  password: DEFAULT_PASSWORD,
  businessName,
  categories: ['BUILDING_MATERIALS'],
  serviceArea: { label: 'Ikeja, Lagos', lat: 6.6018, lng: 3.3515, radiusKm: 40 },
  phone: '+234 809 555 0301',
});

type History = {
  auditLog: {
    edges: {
      node: {
        action: string;
        reason: string | null;
        actor: { id: string } | null;
        changes: { field: string; before: string | null; after: string | null }[];
      };
    }[];
  };
};

async function setApproval(admin: GqlClient, partnerApproval: 'AUTOMATIC' | 'MANUAL') {
  await admin.ok(UPDATE_SETTINGS, { input: { partnerApproval } });
}

describe('partner status changes are audited', () => {
  it('approve, suspend and reinstate each write who, from → to and the reason, newest first', async () => {
    const { partner } = await createPartner(server, { status: PartnerStatus.PENDING });
    const admin = await quickAs(server, 'admin');
    const adminId = (await admin.ok<{ me: { id: string } }, never>(`query { me { id } }`)).me.id;
    await admin.ok(APPROVE, { id: partner.id });
    await admin.ok(SUSPEND, { id: partner.id, reason: 'Unpaid fees' });
    await admin.ok(REINSTATE, { id: partner.id });
    const history = await admin.ok<History, unknown>(HISTORY, { id: partner.id });
    expect(history.auditLog.edges.map(({ node }) => node)).toEqual([
      {
        action: 'partner.reinstated',
        reason: null,
        actor: { id: adminId },
        changes: [{ field: 'status', before: 'SUSPENDED', after: 'APPROVED' }],
      },
      {
        action: 'partner.suspended',
        reason: 'Unpaid fees',
        actor: { id: adminId },
        changes: [{ field: 'status', before: 'APPROVED', after: 'SUSPENDED' }],
      },
      {
        action: 'partner.approved',
        reason: null,
        actor: { id: adminId },
        changes: [{ field: 'status', before: 'PENDING', after: 'APPROVED' }],
      },
    ]);
  });

  it('a refused change writes no entry', async () => {
    const { partner } = await createPartner(server, { status: PartnerStatus.APPROVED });
    const admin = await quickAs(server, 'admin');
    expect(errorOf(await admin.request(APPROVE, { id: partner.id })).code).toBe('CONFLICT');
    expect(await server.em().count(AuditEntry, { subjectId: partner.id })).toBe(0);
  });
});

describe('marketplace settings', () => {
  it('are MANUAL by default; only admins read or change them (FORBIDDEN otherwise)', async () => {
    for (const role of ['member', 'partner'] as const) {
      const caller = await quickAs(server, role);
      expect(errorOf(await caller.request(SETTINGS)).code).toBe('FORBIDDEN');
      const refused = await caller.request(UPDATE_SETTINGS, { input: { partnerApproval: 'AUTOMATIC' } });
      expect(errorOf(refused).code).toBe('FORBIDDEN');
    }
    const anonymous = await quickAs(server, 'anonymous');
    expect(errorOf(await anonymous.request(SETTINGS)).code).toBe('UNAUTHENTICATED');
    const admin = await quickAs(server, 'admin');
    const settings = await admin.ok<{ marketplaceSettings: Record<string, unknown> }, never>(SETTINGS);
    expect(settings.marketplaceSettings).toEqual({
      partnerApproval: 'MANUAL',
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('an update is stored, names its admin and is audited (settings.updated, before/after); a no-op is not', async () => {
    const admin = await quickAs(server, 'admin');
    const adminId = (await admin.ok<{ me: { id: string } }, never>(`query { me { id } }`)).me.id;
    const before = await server.em().count(AuditEntry, { action: 'settings.updated' });
    const updated = await admin.ok<
      { updateMarketplaceSettings: { partnerApproval: string; updatedBy: { id: string } } },
      unknown
    >(UPDATE_SETTINGS, { input: { partnerApproval: 'AUTOMATIC' } });
    expect(updated.updateMarketplaceSettings).toMatchObject({
      partnerApproval: 'AUTOMATIC',
      updatedBy: { id: adminId },
    });
    const row = await server.em().findOneOrFail(MarketplaceSettings, { id: 1 });
    expect(row.partnerApproval).toBe('AUTOMATIC');
    const entries = await server
      .em()
      .find(AuditEntry, { action: 'settings.updated' }, { orderBy: { createdAt: 'desc' } });
    expect(entries.length).toBe(before + 1);
    expect(entries[0]).toMatchObject({
      actorId: adminId,
      subjectType: 'SETTINGS',
      before: { partnerApproval: 'MANUAL' },
      after: { partnerApproval: 'AUTOMATIC' },
    });
    await admin.ok(UPDATE_SETTINGS, { input: { partnerApproval: 'AUTOMATIC' } });
    expect(await server.em().count(AuditEntry, { action: 'settings.updated' })).toBe(before + 1);
    await setApproval(admin, 'MANUAL');
    expect(await server.em().count(AuditEntry, { action: 'settings.updated' })).toBe(before + 2);
  });

  it('AUTOMATIC: a new partner is APPROVED at once, audited with itself as the actor, and emailed', async () => {
    const admin = await quickAs(server, 'admin');
    await setApproval(admin, 'AUTOMATIC');
    try {
      const input = signUpInput('Automatic Blocks Ltd');
      const client = new GqlClient(server);
      const signed = await client.ok<{ signUpPartner: { member: { id: string } } }, unknown>(SIGN_UP, {
        input,
      });
      const mine = await client.ok<{ myPartner: { id: string; status: string; approvedAt: string } }, never>(
        `query { myPartner { id status approvedAt } }`,
      );
      expect(mine.myPartner.status).toBe('APPROVED');
      expect(mine.myPartner.approvedAt).toBeTruthy();
      const mail = await smtp.waitFor(input.email, /approved/);
      expect(mail.raw).toContain('Automatic Blocks Ltd');
      const history = await admin.ok<History, unknown>(HISTORY, { id: mine.myPartner.id });
      expect(history.auditLog.edges.map(({ node }) => node)).toEqual([
        {
          action: 'partner.approved',
          reason: 'automatic approval',
          actor: { id: signed.signUpPartner.member.id },
          changes: [{ field: 'status', before: 'PENDING', after: 'APPROVED' }],
        },
      ]);
    } finally {
      await setApproval(admin, 'MANUAL');
    }
    const manual = signUpInput('Manual Blocks Ltd');
    await new GqlClient(server).ok(SIGN_UP, { input: manual });
    const member = await server.em().findOneOrFail(Member, { email: manual.email });
    const partner = await server.em().findOneOrFail(Partner, { member: member.id });
    expect(partner.status).toBe('PENDING');
    expect(await server.em().count(AuditEntry, { subjectId: partner.id })).toBe(0);
  });
});

describe('adminPartners search', () => {
  it('finds partners by a part of the business name, case-insensitively, with % and _ taken literally', async () => {
    await createPartner(server, { businessName: 'Zebracrossing Tiles 100%' });
    await createPartner(server, { businessName: 'Zebracrossing Paints' });
    const admin = await quickAs(server, 'admin');
    const LIST = `query L($filter: AdminPartnersFilter) { adminPartners(filter: $filter) { totalCount edges { node { businessName } } } }`;
    type List = { adminPartners: { totalCount: number; edges: { node: { businessName: string } }[] } };
    const both = await admin.ok<List, unknown>(LIST, { filter: { text: 'ZEBRACROSS' } });
    expect(both.adminPartners.edges.map((e) => e.node.businessName).sort()).toEqual([
      'Zebracrossing Paints',
      'Zebracrossing Tiles 100%',
    ]);
    const literal = await admin.ok<List, unknown>(LIST, { filter: { text: 'zebracrossing%' } });
    expect(literal.adminPartners.totalCount).toBe(0);
    const percent = await admin.ok<List, unknown>(LIST, { filter: { text: '100%' } });
    expect(percent.adminPartners.edges.map((e) => e.node.businessName)).toEqual(['Zebracrossing Tiles 100%']);
  });

  it('uses the trigram index', async () => {
    const em = server.em();
    await em.getConnection().execute('set enable_seqscan = off');
    const plan = await em
      .getConnection()
      .execute<{ 'QUERY PLAN': string }[]>(
        `explain select id from partner where business_name ilike '%zebra%'`,
      );
    await em.getConnection().execute('set enable_seqscan = on');
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('partner_business_name_trgm_index');
  });
});

describe('live partner events', () => {
  it("the partner's own stream delivers its approval and suspension (with the reason), on the same socket", async () => {
    const { partner, cookie } = await createPartner(server, { status: PartnerStatus.PENDING });
    const other = await createPartner(server, { status: PartnerStatus.PENDING });
    const client = new GqlClient(server);
    client.cookie = cookie;
    let closed: number | null = null;
    const ws = client.ws({ onClose: (event) => void (closed = (event as { code: number }).code) });
    const mark = listenMark(server);
    const live = subscribe(ws, MY_EVENTS);
    await mark.opened(1);
    const admin = await quickAs(server, 'admin');
    await admin.ok(APPROVE, { id: other.partner.id });
    await admin.ok(APPROVE, { id: partner.id });
    await admin.ok(SUSPEND, { id: partner.id, reason: 'Unpaid fees' });
    const events = await live.next(2);
    expect(events.map((e) => e.data)).toEqual([
      {
        myPartnerEvents: {
          type: 'UPDATED',
          partner: { id: partner.id, status: 'APPROVED', statusReason: null },
        },
      },
      {
        myPartnerEvents: {
          type: 'UPDATED',
          partner: { id: partner.id, status: 'SUSPENDED', statusReason: 'Unpaid fees' },
        },
      },
    ]);
    expect(closed).toBeNull();
    await ws.dispose();
  });

  it('is for partners only', async () => {
    const member = await quickAs(server, 'member');
    const ws = member.ws();
    const live = subscribe(ws, MY_EVENTS);
    await live.ended;
    expect(live.received[0]?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await ws.dispose();
  });

  it("the admins' stream delivers a new sign-up, and the pending count grows with it", async () => {
    const admin = await quickAs(server, 'admin');
    const before = (await admin.ok<{ adminPendingPartnerCount: number }, never>(PENDING_COUNT))
      .adminPendingPartnerCount;
    const ws = admin.ws();
    const mark = listenMark(server);
    const live = subscribe(ws, ADMIN_EVENTS);
    await mark.opened(1);
    await new GqlClient(server).ok(SIGN_UP, { input: signUpInput('Live Sign-up Ltd') });
    expect((await live.next(1))[0]?.data).toEqual({
      adminPartnerEvents: {
        type: 'CREATED',
        partner: { businessName: 'Live Sign-up Ltd', status: 'PENDING' },
      },
    });
    const after = (await admin.ok<{ adminPendingPartnerCount: number }, never>(PENDING_COUNT))
      .adminPendingPartnerCount;
    expect(after).toBe(before + 1);
    const partner = await server.em().findOneOrFail(Partner, { businessName: 'Live Sign-up Ltd' });
    await admin.ok(APPROVE, { id: partner.id });
    expect((await live.next(2))[1]?.data).toEqual({
      adminPartnerEvents: {
        type: 'UPDATED',
        partner: { businessName: 'Live Sign-up Ltd', status: 'APPROVED' },
      },
    });
    await ws.dispose();
  });

  it('adminPartnerEvents and adminPendingPartnerCount are for admins only', async () => {
    const partner = await quickAs(server, 'partner');
    expect(errorOf(await partner.request(PENDING_COUNT)).code).toBe('FORBIDDEN');
    const ws = partner.ws();
    const live = subscribe(ws, ADMIN_EVENTS);
    await live.ended;
    expect(live.received[0]?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await ws.dispose();
  });
});
