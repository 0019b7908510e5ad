import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Member } from '../../server/src/member/member.entity.js';
import { Partner } from '../../server/src/partner/partner.entity.js';
import { WireResponse } from '../../server/src/response/response.entity.js';
import { ResponseStatus } from '../../server/src/response/response.enums.js';
import { Review } from '../../server/src/review/review.entity.js';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { WireStatus } from '../../server/src/wire/wire.enums.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { partnerClient, buyerClient, GqlClient, quickAs, errorOf } from '../helpers/clients.js';
import { createWire } from '../helpers/factories.js';

/** Reviews after fulfilment (issue 13, item 5): rate once, reply once, hide (audited), the rating. */
const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;
const ACCEPT = `mutation A($id: ID!) { acceptResponse(id: $id) { id } }`;
const FULFIL = `mutation F($id: ID!) { fulfillWire(id: $id) { id status } }`;
const REVIEW = `mutation V($input: ReviewPartnerInput!) { reviewPartner(input: $input) {
  id rating text reply hidden authorName wireTitle partner { id businessName } } }`;
const REPLY = `mutation Y($id: ID!, $text: String!) { replyToReview(reviewId: $id, text: $text) { id reply repliedAt } }`;
const HIDE = `mutation H($id: ID!, $hidden: Boolean!, $reason: String) { setReviewHidden(id: $id, hidden: $hidden, reason: $reason) { id hidden hiddenReason } }`;
const REVIEWS = `query L($partnerId: ID!) { partnerReviews(partnerId: $partnerId) { totalCount edges { node { id rating text reply hidden hiddenReason } } } }`;
const COMPARISON = `query W($id: ID!) { wire(id: $id) { responses { id partner { id rating { average count } } review { id rating reply } } } }`;
const NOTES = `query { notifications(first: 20) { edges { node { kind title link body } } } }`;

let server: TestServer;
let queries = 0;
beforeAll(async () => {
  server = await startTestServer(
    // no job runs in this process: what the counts see is the request's own SQL
    { JOB_WORKER: 'false' },
    { onQuery: (sql) => void (/EXPIRED|delete from/i.test(sql) || queries++) },
  );
});
afterAll(async () => {
  await server?.stop();
});

type Party = { member: Member; client: GqlClient };
type Seller = Party & { partner: Partner };

const buyer = (): Promise<Party> => buyerClient(server, { displayName: 'Ada Buyer' });

const seller = (businessName = 'Lekki Blocks Ltd'): Promise<Seller> =>
  partnerClient(server, { businessName });

/** A wire of `owner` that `by` answered and the owner accepted; fulfilled unless told. */
async function accepted(
  owner: Party,
  by: Seller,
  fulfil = true,
): Promise<{ wire: Wire; responseId: string }> {
  const wire = await createWire(server, owner.member, { title: 'Sandcrete blocks for the fence' });
  const { respondToWire } = await by.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
    input: { wireId: wire.id, message: 'Delivered Friday.', quote: { amount: '90000' } },
  });
  await owner.client.ok(ACCEPT, { id: respondToWire.id });
  if (fulfil) await owner.client.ok(FULFIL, { id: wire.id });
  return { wire, responseId: respondToWire.id };
}

const reviewCount = () => server.em().count(Review, {});

async function notificationsOf(client: GqlClient) {
  const { notifications } = await client.ok<
    { notifications: { edges: { node: { kind: string; title: string; link: string; body: string } }[] } },
    unknown
  >(NOTES);
  return notifications.edges.map((edge) => edge.node);
}

describe('reviewPartner', () => {
  it('refuses a review before the wire is fulfilled, by anyone but its owner, and bad ratings or text', async () => {
    const owner = await buyer();
    const partner = await seller();
    const { wire } = await accepted(owner, partner, false);
    const before = await reviewCount();
    const input = (extra: Record<string, unknown> = {}) => ({
      input: { wireId: wire.id, rating: 4, text: 'On time, good blocks.', ...extra },
    });
    const early = await owner.client.request(REVIEW, input());
    expect(errorOf(early)).toEqual({ code: 'CONFLICT', field: undefined });
    expect(early.errors?.[0]?.message).toBe(
      'You can review the partner once the request is marked fulfilled.',
    );
    await owner.client.ok(FULFIL, { id: wire.id });
    for (const rating of [0, 6]) {
      expect(errorOf(await owner.client.request(REVIEW, input({ rating })))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'rating',
      });
    }
    for (const text of ['   ', 'x'.repeat(1001)]) {
      expect(errorOf(await owner.client.request(REVIEW, input({ text })))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'text',
      });
    }
    const stranger = await quickAs(server, 'member');
    expect(errorOf(await stranger.request(REVIEW, input()))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await partner.client.request(REVIEW, input()))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await quickAs(server, 'anonymous').then((c) => c.request(REVIEW, input())))).toMatchObject(
      {
        code: 'UNAUTHENTICATED',
      },
    );
    const unknown = input({ wireId: '00000000-0000-4000-8000-000000000000' });
    expect(errorOf(await owner.client.request(REVIEW, unknown))).toMatchObject({ code: 'NOT_FOUND' });
    expect(errorOf(await owner.client.request(REVIEW, input({ partnerId: owner.member.id })))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'partnerId',
    });
    expect(await reviewCount()).toBe(before);
  });

  it('rates the accepted partner once, tells the partner, and refuses the second', async () => {
    const owner = await buyer();
    const partner = await seller('Ikeja Cement Co');
    const { wire } = await accepted(owner, partner);
    const { reviewPartner } = await owner.client.ok<
      {
        reviewPartner: {
          id: string;
          rating: number;
          authorName: string;
          wireTitle: string;
          partner: { id: string };
        };
      },
      unknown
    >(REVIEW, { input: { wireId: wire.id, rating: 5, text: '  Excellent and on time.  ' } });
    expect(reviewPartner).toMatchObject({
      rating: 5,
      text: 'Excellent and on time.',
      reply: null,
      hidden: false,
      authorName: 'Ada Buyer',
      wireTitle: 'Sandcrete blocks for the fence',
      partner: { id: partner.partner.id, businessName: 'Ikeja Cement Co' },
    });
    const twice = await owner.client.request(REVIEW, {
      input: { wireId: wire.id, rating: 1, text: 'Changed my mind.' },
    });
    expect(errorOf(twice)).toEqual({ code: 'CONFLICT', field: undefined });
    expect(twice.errors?.[0]?.message).toBe('You have already reviewed Ikeja Cement Co for this request.');
    expect(await server.em().count(Review, { wire: wire.id })).toBe(1);
    const [note] = await notificationsOf(partner.client);
    expect(note).toMatchObject({
      kind: 'NEW_REVIEW',
      title: 'New review (5/5) for "Sandcrete blocks for the fence"',
    });
    expect(note!.body).toContain('Excellent and on time.');
  });

  it('refuses a fulfilled wire on which no partner was accepted', async () => {
    const owner = await buyer();
    const partner = await seller();
    const wire = await createWire(server, owner.member);
    await partner.client.ok(RESPOND, { input: { wireId: wire.id, message: 'Hi', quote: { amount: '10' } } });
    await owner.client.ok(FULFIL, { id: wire.id });
    const refused = await owner.client.request(REVIEW, {
      input: { wireId: wire.id, rating: 3, text: 'Fine.' },
    });
    expect(errorOf(refused)).toMatchObject({ code: 'CONFLICT' });
    expect(refused.errors?.[0]?.message).toBe(
      'No partner was accepted on this request, so there is nobody to review.',
    );
  });
});

describe('the rating', () => {
  it("averages the visible reviews and shows on the partner's next response in any buyer's comparison", async () => {
    const partner = await seller('Rated Supplies');
    for (const rating of [5, 4, 4]) {
      const owner = await buyer();
      const { wire } = await accepted(owner, partner);
      await owner.client.ok(REVIEW, { input: { wireId: wire.id, rating, text: `Worth ${rating}.` } });
    }
    const next = await buyer();
    const wire = await createWire(server, next.member);
    await partner.client.ok(RESPOND, {
      input: { wireId: wire.id, message: 'Again', quote: { amount: '5' } },
    });
    const view = await next.client.ok<
      {
        wire: {
          responses: { partner: { rating: { average: number | null; count: number } }; review: unknown }[];
        };
      },
      unknown
    >(COMPARISON, { id: wire.id });
    expect(view.wire.responses[0]!.partner.rating).toEqual({ average: 4.3, count: 3 });
    expect(view.wire.responses[0]!.review).toBeNull();
    const fresh = await seller('New Supplies');
    await fresh.client.ok(RESPOND, { input: { wireId: wire.id, message: 'New', quote: { amount: '6' } } });
    const both = await next.client.ok<
      {
        wire: { responses: { partner: { id: string; rating: { average: number | null; count: number } } }[] };
      },
      unknown
    >(COMPARISON, { id: wire.id });
    expect(both.wire.responses.find((r) => r.partner.id === fresh.partner.id)!.partner.rating).toEqual({
      average: null,
      count: 0,
    });
  });
});

describe('replyToReview', () => {
  it('lets only the reviewed partner reply, once, and tells the buyer', async () => {
    const owner = await buyer();
    const partner = await seller('Replying Ltd');
    const { wire, responseId } = await accepted(owner, partner);
    const { reviewPartner } = await owner.client.ok<{ reviewPartner: { id: string } }, unknown>(REVIEW, {
      input: { wireId: wire.id, rating: 2, text: 'Late by a week.' },
    });
    const id = reviewPartner.id;
    const other = await seller('Someone Else');
    expect(errorOf(await other.client.request(REPLY, { id, text: 'Not us.' }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(errorOf(await owner.client.request(REPLY, { id, text: 'Me.' }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(errorOf(await partner.client.request(REPLY, { id, text: '  ' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'text',
    });
    expect(errorOf(await partner.client.request(REPLY, { id, text: 'y'.repeat(1001) }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'text',
    });
    expect(
      errorOf(
        await partner.client.request(REPLY, { id: '00000000-0000-4000-8000-000000000000', text: 'Hm.' }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
    const { replyToReview } = await partner.client.ok<
      { replyToReview: { reply: string; repliedAt: string } },
      unknown
    >(REPLY, { id, text: 'Sorry: the lorry broke down.' });
    expect(replyToReview.reply).toBe('Sorry: the lorry broke down.');
    expect(replyToReview.repliedAt).toBeTruthy();
    const again = await partner.client.request(REPLY, { id, text: 'Also…' });
    expect(errorOf(again)).toMatchObject({ code: 'CONFLICT' });
    expect((await server.em().findOneOrFail(Review, { id })).reply).toBe('Sorry: the lorry broke down.');
    const [note] = await notificationsOf(owner.client);
    expect(note).toMatchObject({ kind: 'REVIEW_REPLY', link: `/wires/details?id=${wire.id}` });
    // the partner reads it on its response; the buyer on the wire's comparison
    const mine = await partner.client.ok<
      { myResponses: { edges: { node: { id: string; review: { reply: string } | null } }[] } },
      unknown
    >(`query { myResponses(first: 5) { edges { node { id review { id rating reply } } } } }`);
    expect(mine.myResponses.edges.find((e) => e.node.id === responseId)!.node.review).toMatchObject({
      reply: 'Sorry: the lorry broke down.',
    });
    const buyerView = await owner.client.ok<
      { wire: { responses: { review: { rating: number } | null }[] } },
      unknown
    >(COMPARISON, { id: wire.id });
    expect(buyerView.wire.responses[0]!.review).toMatchObject({ rating: 2 });
    // another partner sees no review on a response that is not its own
    const outsider = await other.client.ok<{ wire: { responses: unknown[] } }, unknown>(COMPARISON, {
      id: wire.id,
    });
    expect(outsider.wire.responses).toEqual([]);
  });
});

describe('setReviewHidden', () => {
  it('is for admins, needs a reason to hide, is audited, and takes the review out of the rating', async () => {
    const partner = await seller('Hidden Review Ltd');
    const reviews: string[] = [];
    for (const [rating, text] of [
      [5, 'Great.'],
      [1, 'Abusive words here.'],
    ] as const) {
      const owner = await buyer();
      const { wire } = await accepted(owner, partner);
      const { reviewPartner } = await owner.client.ok<{ reviewPartner: { id: string } }, unknown>(REVIEW, {
        input: { wireId: wire.id, rating, text },
      });
      reviews.push(reviewPartner.id);
    }
    const abusive = reviews[1]!;
    const rating = async () =>
      (
        await new GqlClient(server).ok<{ partnerReviews: { totalCount: number } }, unknown>(REVIEWS, {
          partnerId: partner.partner.id,
        })
      ).partnerReviews.totalCount;
    expect(await rating()).toBe(2);
    const member = await quickAs(server, 'member');
    expect(errorOf(await member.request(HIDE, { id: abusive, hidden: true, reason: 'Abuse' }))).toMatchObject(
      {
        code: 'FORBIDDEN',
      },
    );
    expect(
      errorOf(await partner.client.request(HIDE, { id: abusive, hidden: true, reason: 'x' })),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    const admin = await quickAs(server, 'admin');
    expect(errorOf(await admin.request(HIDE, { id: abusive, hidden: true }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'reason',
    });
    expect(errorOf(await admin.request(HIDE, { id: abusive, hidden: false }))).toMatchObject({
      code: 'CONFLICT',
    });
    expect((await server.em().findOneOrFail(Review, { id: abusive })).hidden).toBe(false);
    const hidden = await admin.ok<{ setReviewHidden: { hidden: boolean; hiddenReason: string } }, unknown>(
      HIDE,
      {
        id: abusive,
        hidden: true,
        reason: 'Insults, not a review.',
      },
    );
    expect(hidden.setReviewHidden).toEqual({
      id: abusive,
      hidden: true,
      hiddenReason: 'Insults, not a review.',
    });
    expect(errorOf(await admin.request(HIDE, { id: abusive, hidden: true, reason: 'again' }))).toMatchObject({
      code: 'CONFLICT',
    });
    // out of the public list and the rating; admins still see it, with the reason
    expect(await rating()).toBe(1);
    const ratingNow = await new GqlClient(server).ok<
      { partnerReviews: { edges: { node: { id: string; hiddenReason: string | null } }[] } },
      unknown
    >(REVIEWS, { partnerId: partner.partner.id });
    expect(ratingNow.partnerReviews.edges.map((e) => e.node.id)).toEqual([reviews[0]]);
    expect(ratingNow.partnerReviews.edges[0]!.node.hiddenReason).toBeNull();
    const adminList = await admin.ok<
      { partnerReviews: { edges: { node: { id: string; hidden: boolean; hiddenReason: string | null } }[] } },
      unknown
    >(REVIEWS, { partnerId: partner.partner.id });
    expect(
      adminList.partnerReviews.edges.map((e) => [e.node.id, e.node.hidden, e.node.hiddenReason]),
    ).toEqual([
      [abusive, true, 'Insults, not a review.'],
      [reviews[0], false, null],
    ]);
    const next = await buyer();
    const wire = await createWire(server, next.member);
    await partner.client.ok(RESPOND, { input: { wireId: wire.id, message: 'Hi', quote: { amount: '1' } } });
    const view = await next.client.ok<
      { wire: { responses: { partner: { rating: { average: number; count: number } } }[] } },
      unknown
    >(COMPARISON, { id: wire.id });
    expect(view.wire.responses[0]!.partner.rating).toEqual({ average: 5, count: 1 });
    const audit = await admin.ok<
      {
        auditLog: {
          edges: {
            node: {
              action: string;
              reason: string;
              changes: { field: string; before: string; after: string }[];
            };
          }[];
        };
      },
      unknown
    >(
      `query A($id: ID!) { auditLog(filter: { subjectType: REVIEW, subjectId: $id }) { edges { node { action reason changes { field before after } } } } }`,
      { id: abusive },
    );
    expect(audit.auditLog.edges.map((e) => e.node)).toEqual([
      {
        action: 'review.hidden',
        reason: 'Insults, not a review.',
        changes: [{ field: 'hidden', before: 'false', after: 'true' }],
      },
    ]);
    // shown again: back in the rating, audited
    await admin.ok(HIDE, { id: abusive, hidden: false });
    expect(await rating()).toBe(2);
  });
});

describe('no N+1', () => {
  it("runs the same SQL statements for a partner's page of 5 and of 50 responses with wires, ratings and reviews", async () => {
    const partner = await seller('Busy Partner');
    const owner = await buyer();
    const em = server.em();
    for (let i = 0; i < 50; i++) {
      const wire = await createWire(server, owner.member, { title: `counted ${i}` });
      const status = i % 2 ? ResponseStatus.ACCEPTED : ResponseStatus.SENT;
      em.persist(
        em.create(WireResponse, {
          wire: em.getReference(Wire, wire.id),
          partner: em.getReference(Partner, partner.partner.id),
          message: 'Counted',
          quoteAmount: '10.00',
          quoteCurrency: 'NGN',
          status,
        }),
      );
      if (i % 2) {
        await em.nativeUpdate(Wire, { id: wire.id }, { status: WireStatus.FULFILLED });
        em.persist(
          em.create(Review, {
            wire: em.getReference(Wire, wire.id),
            partner: em.getReference(Partner, partner.partner.id),
            author: em.getReference(Member, owner.member.id),
            rating: 1 + (i % 5),
            text: 'ok',
          }),
        );
      }
    }
    await em.flush();
    const PAGE = `query P($first: Int) { myResponses(first: $first) { edges { node { id status
      partner { id rating { average count } }
      review { id rating reply }
      wire { id responseCount quotesSealed sealed revealAt myResponse { id status } }
    } } } }`;
    const count = async (first: number) => {
      await partner.client.ok(PAGE, { first });
      queries = 0;
      const data = await partner.client.ok<{ myResponses: { edges: unknown[] } }, unknown>(PAGE, { first });
      expect(data.myResponses.edges).toHaveLength(first);
      return queries;
    };
    const five = await count(5);
    const fifty = await count(50);
    expect(five).toBeGreaterThan(0);
    expect(fifty).toBe(five);
    // and a page of wires on the partner's board, each with the partner's own response
    const BOARD = `query B($first: Int) { wireboard(first: $first) { edges { node { id responseCount myResponse { id status } } } } }`;
    await em.nativeUpdate(Wire, { owner: owner.member.id }, { status: WireStatus.OPEN });
    const board = async (first: number) => {
      await partner.client.ok(BOARD, { first });
      queries = 0;
      await partner.client.ok(BOARD, { first });
      return queries;
    };
    expect(await board(50)).toBe(await board(5));
  });
});
