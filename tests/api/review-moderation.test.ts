import { describe, expect, it } from 'vitest';
import { Member } from '../../server/src/member/member.entity.js';
import { Partner } from '../../server/src/partner/partner.entity.js';
import { WireResponse } from '../../server/src/response/response.entity.js';
import { ResponseStatus } from '../../server/src/response/response.enums.js';
import { Review } from '../../server/src/review/review.entity.js';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { WireStatus } from '../../server/src/wire/wire.enums.js';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs, errorOf } from '../helpers/clients.js';
import { createWire } from '../helpers/factories.js';
import { COMPARISON, HIDE, RESPOND, REVIEW, REVIEWS, reviewKit } from '../helpers/reviews.js';

/** Reviews, continued: hiding by admins (audited), and no N+1 on the partner's pages. */
const server = useTestServer(
  // no job runs in this process: what the counts see is the request's own SQL
  { JOB_WORKER: 'false' },
  { onQuery: (sql) => void (/EXPIRED|delete from/i.test(sql) || queries++) },
);
let queries = 0;
// the kit reads the server only once a test runs
const { buyer, seller, accepted } = reviewKit(server);

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
