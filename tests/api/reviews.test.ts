import { describe, expect, it } from 'vitest';
import { Review } from '../../server/src/review/review.entity.js';
import { useTestServer } from '../helpers/test-server.js';
import { quickAs, errorOf } from '../helpers/clients.js';
import { createWire } from '../helpers/factories.js';
import { COMPARISON, FULFIL, REPLY, RESPOND, REVIEW, reviewKit } from '../helpers/reviews.js';

/** Reviews after fulfilment: rate once, reply once, the rating. */
const server = useTestServer({ JOB_WORKER: 'false' });
// the kit reads the server only once a test runs
const { buyer, seller, accepted, reviewCount, notificationsOf } = reviewKit(server);

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
