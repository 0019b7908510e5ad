import { describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Member } from '../../server/src/member/member.entity.js';
import { Partner } from '../../server/src/partner/partner.entity.js';
import { Review } from '../../server/src/review/review.entity.js';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { WireStatus } from '../../server/src/wire/wire.enums.js';
import { useTestServer } from '../helpers/test-server.js';
import { buyerClient, errorOf, GqlClient, partnerClient, quickAs } from '../helpers/clients.js';
import { createListing, createProduct, createWire } from '../helpers/factories.js';

/**
 * The trust and safety queue: members report items (one open report per item), admins read the
 * queue oldest first with each owner's history and dismiss, hide, warn or suspend; every step is
 * audited and the reporter and the owner are notified.
 */
const server = useTestServer();

const REPORT = `mutation R($input: ReportContentInput!) { reportContent(input: $input) }`;
const QUEUE = `query Q($first: Int, $after: String, $filter: ReportsFilter) {
  reports(first: $first, after: $after, filter: $filter) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id subjectType subjectId title excerpt reason status action actionReason handledAt
      reporter { id } owner { id } ownerHistory { reportCount actionedCount } } } } }`;
const COUNT = `{ openReportCount }`;
const HANDLE = `mutation H($input: HandleReportInput!) { handleReport(input: $input) { id status action actionReason } }`;
const NOTES = `{ notifications(first: 20) { edges { node { kind title reason } } } }`;

type Node = {
  id: string;
  subjectType: string;
  subjectId: string;
  title: string;
  excerpt: string | null;
  reason: string;
  status: string;
  action: string | null;
  reporter: { id: string } | null;
  owner: { id: string } | null;
  ownerHistory: { reportCount: number; actionedCount: number };
};
type Queue = {
  reports: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: Node }[];
  };
};
type Notes = { notifications: { edges: { node: { kind: string; title: string; reason: string | null } }[] } };

const report = (client: GqlClient, subjectType: string, subjectId: string, reason = 'Looks like a scam') =>
  client.request(REPORT, { input: { subjectType, subjectId, reason } });

async function openReports(admin: GqlClient): Promise<Node[]> {
  const { reports } = await admin.ok<Queue, unknown>(QUEUE, { first: 100, filter: { status: 'OPEN' } });
  return reports.edges.map((edge) => edge.node);
}

async function reportOf(admin: GqlClient, subjectId: string): Promise<Node> {
  const found = (await openReports(admin)).find((node) => node.subjectId === subjectId);
  if (!found) throw new Error(`no open report of ${subjectId}`);
  return found;
}

async function kinds(client: GqlClient) {
  return (await client.ok<Notes, unknown>(NOTES)).notifications.edges
    .map((edge) => edge.node)
    .filter((node) => node.kind === 'REPORT_UPDATE');
}

async function reviewBy(author: Member, partner: Partner): Promise<Review> {
  const em = server.em() as EntityManager;
  const wire = await createWire(server, author, {
    title: 'Tiles for the kitchen',
    status: WireStatus.FULFILLED,
  });
  const review = em.create(Review, {
    wire: em.getReference(Wire, wire.id),
    partner: em.getReference(Partner, partner.id),
    author: em.getReference(Member, author.id),
    rating: 1,
    text: 'You are all thieves and idiots',
  });
  await em.persist(review).flush();
  return review;
}

describe('reportContent', () => {
  it('files a report once per open item, with clear refusals at the field', async () => {
    const owner = await buyerClient(server);
    const wire = await createWire(server, owner.member, {
      title: 'Cheap cement, pay first',
      description: 'Send money to my account',
    });
    expect(errorOf(await report(new GqlClient(server), 'WIRE', wire.id)).code).toBe('UNAUTHENTICATED');
    const reporter = await buyerClient(server);
    expect(errorOf(await report(reporter.client, 'WIRE', wire.id, '   '))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'reason',
    });
    expect(errorOf(await report(reporter.client, 'WIRE', wire.id, 'x'.repeat(1001)))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'reason',
    });
    expect(errorOf(await report(reporter.client, 'WIRE', '00000000-0000-4000-8000-000000000000')).code).toBe(
      'NOT_FOUND',
    );
    const admin = await quickAs(server, 'admin');
    const before = (await admin.ok<{ openReportCount: number }, unknown>(COUNT)).openReportCount;
    expect(
      await reporter.client.ok(REPORT, {
        input: { subjectType: 'WIRE', subjectId: wire.id, reason: ' Asks for payment up front ' },
      }),
    ).toEqual({
      reportContent: true,
    });
    const again = await report(reporter.client, 'WIRE', wire.id);
    expect(errorOf(again).code).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toMatch(/already reported/);
    expect((await admin.ok<{ openReportCount: number }, unknown>(COUNT)).openReportCount).toBe(before + 1);

    expect(await reportOf(admin, wire.id)).toMatchObject({
      subjectType: 'WIRE',
      title: 'Cheap cement, pay first',
      excerpt: 'Send money to my account',
      reason: 'Asks for payment up front',
      status: 'OPEN',
      action: null,
      reporter: { id: reporter.member.id },
      owner: { id: owner.member.id },
      ownerHistory: { reportCount: 0, actionedCount: 0 },
    });
    const [entry] = await (server.em() as EntityManager).execute<{ actor_id: string; reason: string }[]>(
      `select actor_id, reason from audit_entry where action = 'report.filed' and subject_type = 'REPORT'
        and subject_id = (select id::text from report where subject_id = ?)`,
      [wire.id],
    );
    expect(entry).toEqual({ actor_id: reporter.member.id, reason: 'Asks for payment up front' });
  });

  it('takes products, listings, partners and reviews, each with its owner', async () => {
    const seller = await partnerClient(server, { businessName: 'Shady Blocks Ltd' });
    const product = await createProduct(server, seller.partner, { name: 'Fake cement' });
    const listing = await createListing(server, seller.partner, { title: 'Flat that does not exist' });
    const author = await buyerClient(server);
    const review = await reviewBy(author.member, seller.partner);
    const reporter = await buyerClient(server);
    for (const [type, id] of [
      ['PRODUCT', product.id],
      ['LISTING', listing.id],
      ['PARTNER', seller.partner.id],
      ['REVIEW', review.id],
    ] as const)
      expect((await report(reporter.client, type, id)).errors).toBeUndefined();
    const admin = await quickAs(server, 'admin');
    expect(await reportOf(admin, product.id)).toMatchObject({
      title: 'Fake cement',
      owner: { id: seller.member.id },
    });
    expect(await reportOf(admin, listing.id)).toMatchObject({
      title: 'Flat that does not exist',
      owner: { id: seller.member.id },
    });
    // the owner's history counts what was reported before
    expect(await reportOf(admin, seller.partner.id)).toMatchObject({
      subjectType: 'PARTNER',
      title: 'Shady Blocks Ltd',
      ownerHistory: { reportCount: 2, actionedCount: 0 },
    });
    expect(await reportOf(admin, review.id)).toMatchObject({
      title: 'Review of Shady Blocks Ltd',
      excerpt: 'You are all thieves and idiots',
      owner: { id: author.member.id },
    });
  });

  it('takes a conversation from its parties only, like reportThread', async () => {
    const buyer = await buyerClient(server);
    const seller = await partnerClient(server);
    const wire = await createWire(server, buyer.member, { title: 'Sand for the yard' });
    const { respondToWire } = await seller.client.ok<{ respondToWire: { id: string } }, unknown>(
      `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`,
      { input: { wireId: wire.id, message: 'Ten tonnes tomorrow.', quote: { amount: '90000' } } },
    );
    const outsider = await buyerClient(server);
    expect(errorOf(await report(outsider.client, 'CONVERSATION', respondToWire.id)).code).toBe('FORBIDDEN');
    expect((await report(buyer.client, 'CONVERSATION', respondToWire.id)).errors).toBeUndefined();
    const admin = await quickAs(server, 'admin');
    expect(await reportOf(admin, respondToWire.id)).toMatchObject({
      subjectType: 'CONVERSATION',
      title: 'Messages about Sand for the yard',
      owner: { id: seller.member.id },
    });
    // reportThread files into the same queue: the partner's report of it is a second one
    expect(
      await seller.client.ok(`mutation P($id: ID!) { reportThread(responseId: $id, reason: "Rude buyer") }`, {
        id: respondToWire.id,
      }),
    ).toEqual({ reportThread: true });
    const both = (await openReports(admin)).filter((node) => node.subjectId === respondToWire.id);
    expect(both.map((node) => [node.reporter?.id, node.owner?.id])).toEqual([
      [buyer.member.id, seller.member.id],
      [seller.member.id, buyer.member.id],
    ]);
  });
});

describe('the queue', () => {
  it('is for admins only, oldest first, paged and filtered by status', async () => {
    const member = await quickAs(server, 'member');
    expect(errorOf(await member.request(QUEUE)).code).toBe('FORBIDDEN');
    expect(errorOf(await member.request(COUNT)).code).toBe('FORBIDDEN');
    const owner = await buyerClient(server);
    const reporter = await buyerClient(server);
    const ids: string[] = [];
    for (const title of ['First wire', 'Second wire', 'Third wire']) {
      const wire = await createWire(server, owner.member, { title });
      ids.push(wire.id);
      expect((await report(reporter.client, 'WIRE', wire.id)).errors).toBeUndefined();
    }
    const admin = await quickAs(server, 'admin');
    const all = (await openReports(admin)).map((node) => node.subjectId).filter((id) => ids.includes(id));
    expect(all).toEqual(ids);
    // page through everything two at a time: the same order, nothing twice
    const seen: string[] = [];
    const reportIds: string[] = [];
    let after: string | null = null;
    for (;;) {
      const { reports }: Queue = await admin.ok<Queue, unknown>(QUEUE, { first: 2, after });
      seen.push(...reports.edges.map((edge) => edge.node.subjectId));
      reportIds.push(...reports.edges.map((edge) => edge.node.id));
      if (!reports.pageInfo.hasNextPage) break;
      after = reports.pageInfo.endCursor;
    }
    expect(seen.filter((id) => ids.includes(id))).toEqual(ids);
    expect(new Set(reportIds).size).toBe(reportIds.length);
    expect(errorOf(await admin.request(QUEUE, { first: 0 })).code).toBe('BAD_USER_INPUT');
  });
});

describe('handleReport', () => {
  it('dismisses: the reporter is told, the report is closed, a new report may follow', async () => {
    const owner = await buyerClient(server);
    const reporter = await buyerClient(server);
    const wire = await createWire(server, owner.member, { title: 'Fine wire' });
    await report(reporter.client, 'WIRE', wire.id);
    const admin = await quickAs(server, 'admin');
    const { id } = await reportOf(admin, wire.id);
    expect(errorOf(await reporter.client.request(HANDLE, { input: { id, action: 'DISMISS' } })).code).toBe(
      'FORBIDDEN',
    );
    expect(await admin.ok(HANDLE, { input: { id, action: 'DISMISS' } })).toEqual({
      handleReport: { id, status: 'DISMISSED', action: 'DISMISS', actionReason: null },
    });
    const twice = await admin.request(HANDLE, { input: { id, action: 'WARN', reason: 'x' } });
    expect(errorOf(twice).code).toBe('CONFLICT');
    expect(await kinds(reporter.client)).toEqual([
      { kind: 'REPORT_UPDATE', title: 'Your report was handled: Fine wire', reason: null },
    ]);
    // a dismissed report is nothing the owner is told of
    expect(await kinds(owner.client)).toEqual([]);
    expect((await report(reporter.client, 'WIRE', wire.id)).errors).toBeUndefined();
    const { reports } = await admin.ok<Queue, unknown>(QUEUE, {
      first: 100,
      filter: { status: 'DISMISSED' },
    });
    expect(reports.edges.map((edge) => edge.node.id)).toContain(id);
    const [entry] = await (server.em() as EntityManager).execute<{ action: string }[]>(
      `select action from audit_entry where subject_type = 'REPORT' and subject_id = ? and action <> 'report.filed'`,
      [id],
    );
    expect(entry).toEqual({ action: 'report.dismiss' });
  });

  it('warns the owner with the reason, which their history then counts', async () => {
    const owner = await buyerClient(server);
    const reporter = await buyerClient(server);
    const first = await createWire(server, owner.member, { title: 'Pay to my phone' });
    await report(reporter.client, 'WIRE', first.id);
    const admin = await quickAs(server, 'admin');
    const { id } = await reportOf(admin, first.id);
    expect(errorOf(await admin.request(HANDLE, { input: { id, action: 'WARN', reason: ' ' } }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'reason',
    });
    expect(
      (
        await admin.ok<{ handleReport: unknown }, unknown>(HANDLE, {
          input: { id, action: 'WARN', reason: 'Payments go through the platform.' },
        })
      ).handleReport,
    ).toMatchObject({ status: 'ACTIONED', action: 'WARN' });
    expect(await kinds(owner.client)).toEqual([
      {
        kind: 'REPORT_UPDATE',
        title: 'A warning about Pay to my phone',
        reason: 'Payments go through the platform.',
      },
    ]);
    expect((await kinds(reporter.client)).map((note) => note.title)).toEqual([
      'Your report was handled: Pay to my phone',
    ]);
    const second = await createWire(server, owner.member, { title: 'Pay to my phone again' });
    await report(reporter.client, 'WIRE', second.id);
    expect((await reportOf(admin, second.id)).ownerHistory).toEqual({ reportCount: 1, actionedCount: 1 });
  });

  it('hides a review through its own hiding, and refuses to hide what cannot be hidden', async () => {
    const seller = await partnerClient(server);
    const author = await buyerClient(server);
    const review = await reviewBy(author.member, seller.partner);
    const wire = await createWire(server, author.member, { title: 'Not hideable' });
    const reporter = await buyerClient(server);
    await report(seller.client, 'REVIEW', review.id);
    await report(reporter.client, 'WIRE', wire.id);
    const admin = await quickAs(server, 'admin');
    const onWire = await reportOf(admin, wire.id);
    expect(
      errorOf(await admin.request(HANDLE, { input: { id: onWire.id, action: 'HIDE', reason: 'Spam' } })),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'action' });
    const onReview = await reportOf(admin, review.id);
    await admin.ok(HANDLE, { input: { id: onReview.id, action: 'HIDE', reason: 'Insults, not a review.' } });
    const hidden = await server.em().findOneOrFail(Review, { id: review.id });
    expect([hidden.hidden, hidden.hiddenReason]).toEqual([true, 'Insults, not a review.']);
    expect(await kinds(author.client)).toEqual([
      {
        kind: 'REPORT_UPDATE',
        title: 'Action on Review of Test Supplies Ltd',
        reason: 'Insults, not a review.',
      },
    ]);
    const audited = await (server.em() as EntityManager).execute<{ action: string }[]>(
      `select action from audit_entry where subject_id in (?, ?) order by created_at, action`,
      [review.id, onReview.id],
    );
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining(['review.hidden', 'report.hide']),
    );
  });

  it("suspends the owner's account through the existing disabling", async () => {
    const owner = await buyerClient(server);
    const reporter = await buyerClient(server);
    const wire = await createWire(server, owner.member, { title: 'Scam wire' });
    await report(reporter.client, 'WIRE', wire.id);
    const admin = await quickAs(server, 'admin');
    const { id } = await reportOf(admin, wire.id);
    expect(errorOf(await admin.request(HANDLE, { input: { id, action: 'SUSPEND' } }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'reason',
    });
    await admin.ok(HANDLE, { input: { id, action: 'SUSPEND', reason: 'Repeated scams.' } });
    expect((await server.em().findOneOrFail(Member, { id: owner.member.id })).disabled).toBe(true);
    const notes = await (server.em() as EntityManager).execute<{ kind: string; reason: string }[]>(
      `select kind, reason from notification where member_id = ?`,
      [owner.member.id],
    );
    expect(notes).toEqual([{ kind: 'REPORT_UPDATE', reason: 'Repeated scams.' }]);
    const audited = await (server.em() as EntityManager).execute<{ action: string }[]>(
      `select action from audit_entry where subject_id in (?, ?)`,
      [owner.member.id, id],
    );
    expect(audited.map((row) => row.action).sort()).toEqual([
      'member.disabled',
      'report.filed',
      'report.suspend',
    ]);
  });
});
