import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';
import { buyerClient, errorOf, GqlClient, partnerClient, quickAs } from '../helpers/clients.js';
import { cementInLekki, createWire } from '../helpers/factories.js';

/** Decisions that stick (a declined partner quotes again only when reopened) and the buyer's quote cap. */
const server = useTestServer({ MAX_LIVE_RESPONSES_PER_WIRE: '3', MAX_RESPONSE_CAP: '5' });

const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id status } }`;
const DECLINE = `mutation D($id: ID!) { declineResponse(id: $id) { id status reopenedAt } }`;
const REOPEN = `mutation O($wireId: ID!, $partnerId: ID!) { reopenToPartner(wireId: $wireId, partnerId: $partnerId) { id status reopenedAt } }`;
const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id maxResponses quotesFull } }`;
const SET_CAP = `mutation S($id: ID!, $max: Int!) { setWireMaxResponses(id: $id, maxResponses: $max) { id maxResponses quotesFull } }`;
/** The three places a partner meets a wire: their board, the public board, the wire's page. */
const BOARDS = `query B($id: ID!) {
  partnerWireboard(first: 50) { edges { node { id respondRefusal myResponse { id } } } }
  wireboard(first: 50) { edges { node { id respondRefusal quotesFull } } }
  wire(id: $id) { id respondRefusal quotesFull maxResponses myResponse { id } }
}`;

type Board = { edges: { node: { id: string; respondRefusal: string | null } }[] };
type Boards = {
  partnerWireboard: Board;
  wireboard: Board;
  wire: { respondRefusal: string | null; quotesFull: boolean; maxResponses: number; myResponse: unknown };
};

/** What each board says of `wireId` to `client`: the refusal on each, in order. */
async function refusals(client: GqlClient, wireId: string): Promise<(string | null | undefined)[]> {
  const boards = await client.ok<Boards, unknown>(BOARDS, { id: wireId });
  const on = (board: Board) => board.edges.find(({ node }) => node.id === wireId)?.node.respondRefusal;
  return [on(boards.partnerWireboard), on(boards.wireboard), boards.wire.respondRefusal];
}

const quote = (wireId: string, message = 'Dangote 42.5R, delivered in 48 hours') => ({
  input: { wireId, message, quote: { amount: '185000' } },
});

async function auditCount(action: string, subjectId: string): Promise<number> {
  const [row] = await server
    .em()
    .execute<{ n: number }[]>(
      `select count(*)::int as n from audit_entry where action = ? and subject_id = ?`,
      [action, subjectId],
    );
  return row!.n;
}

describe('a declined partner', () => {
  it('sees the wire as declined on every board and is refused a new quote until the buyer reopens it', async () => {
    const buyer = await buyerClient(server);
    const wire = await createWire(server, buyer.member);
    const seller = await partnerClient(server);
    expect(await refusals(seller.client, wire.id)).toEqual([null, null, null]);

    const { respondToWire: first } = await seller.client.ok<{ respondToWire: { id: string } }, unknown>(
      RESPOND,
      quote(wire.id),
    );
    expect(await refusals(seller.client, wire.id)).toEqual([
      'ALREADY_RESPONDED',
      'ALREADY_RESPONDED',
      'ALREADY_RESPONDED',
    ]);
    const again = await seller.client.request(RESPOND, quote(wire.id, 'A second quote'));
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_RESPONDED' });

    await buyer.client.ok(DECLINE, { id: first.id });
    expect(await refusals(seller.client, wire.id)).toEqual(['DECLINED', 'DECLINED', 'DECLINED']);
    const afterDecline = await seller.client.request(RESPOND, quote(wire.id, 'Cheaper now'));
    expect(afterDecline.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'DECLINED' });
    const [count] = await server
      .em()
      .execute<{ n: number }[]>(`select count(*)::int as n from response where wire_id = ?`, [wire.id]);
    expect(count!.n).toBe(1);

    // the buyer lets them quote again: audited, the partner told, the boards open to them
    const { reopenToPartner } = await buyer.client.ok<
      { reopenToPartner: { id: string; status: string; reopenedAt: string | null }[] },
      unknown
    >(REOPEN, { wireId: wire.id, partnerId: seller.partner.id });
    expect(reopenToPartner).toEqual([{ id: first.id, status: 'DECLINED', reopenedAt: expect.any(String) }]);
    expect(await auditCount('response.reopened', first.id)).toBe(1);
    const [told] = await server
      .em()
      .execute<{ title: string }[]>(
        `select title from notification where member_id = ? and kind = 'RESPONSE_DECISION' order by created_at desc limit 1`,
        [seller.member.id],
      );
    expect(told!.title).toMatch(/quote again/i);
    expect(await refusals(seller.client, wire.id)).toEqual([null, null, null]);

    const { respondToWire: second } = await seller.client.ok<{ respondToWire: { id: string } }, unknown>(
      RESPOND,
      quote(wire.id, 'A better price'),
    );
    // nothing more to reopen while the new quote waits; declined again, it holds again
    const twice = await buyer.client.request(REOPEN, { wireId: wire.id, partnerId: seller.partner.id });
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'NOT_DECLINED' });
    await buyer.client.ok(DECLINE, { id: second.id });
    expect(await refusals(seller.client, wire.id)).toEqual(['DECLINED', 'DECLINED', 'DECLINED']);
  });

  it('is reopened only by the wire’s owner or an admin, and only on an open wire', async () => {
    const buyer = await buyerClient(server);
    const wire = await createWire(server, buyer.member);
    const seller = await partnerClient(server);
    const { respondToWire } = await seller.client.ok<{ respondToWire: { id: string } }, unknown>(
      RESPOND,
      quote(wire.id),
    );
    await buyer.client.ok(DECLINE, { id: respondToWire.id });
    const args = { wireId: wire.id, partnerId: seller.partner.id };
    expect(errorOf(await new GqlClient(server).request(REOPEN, args)).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await (await quickAs(server, 'member')).request(REOPEN, args)).code).toBe('FORBIDDEN');
    expect(errorOf(await seller.client.request(REOPEN, args)).code).toBe('FORBIDDEN');
    expect(await auditCount('response.reopened', respondToWire.id)).toBe(0);

    await buyer.client.ok(`mutation C($id: ID!) { closeWire(id: $id) { id } }`, { id: wire.id });
    const closed = await buyer.client.request(REOPEN, args);
    expect(closed.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'WIRE_CLOSED' });

    const open = await createWire(server, buyer.member);
    const other = await seller.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, quote(open.id));
    await buyer.client.ok(DECLINE, { id: other.respondToWire.id });
    const admin = await quickAs(server, 'admin');
    await admin.ok(REOPEN, { wireId: open.id, partnerId: seller.partner.id });
    expect(await auditCount('response.reopened', other.respondToWire.id)).toBe(1);
  });
});

describe("the buyer's quote cap", () => {
  it('is chosen when posting (the server default otherwise, within the limit), refused at maxResponses', async () => {
    const buyer = await buyerClient(server);
    const rules = await buyer.client.ok<{ wireRules: unknown }, unknown>(
      `{ wireRules { defaultMaxResponses maxResponsesLimit } }`,
    );
    expect(rules.wireRules).toEqual({ defaultMaxResponses: 3, maxResponsesLimit: 5 });
    const usual = await buyer.client.ok<{ postWire: { maxResponses: number } }, unknown>(POST, {
      input: cementInLekki('Cement, as many quotes as usual'),
    });
    expect(usual.postWire.maxResponses).toBe(3);
    for (const maxResponses of [0, 6]) {
      const refused = await buyer.client.request(POST, {
        input: { ...cementInLekki('Cement, a wrong cap'), maxResponses },
      });
      expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', field: 'maxResponses' });
    }
  });

  it('makes a full wire say so on every board, and changes with the buyer', async () => {
    const buyer = await buyerClient(server);
    const { postWire } = await buyer.client.ok<{ postWire: { id: string; maxResponses: number } }, unknown>(
      POST,
      { input: { ...cementInLekki('Cement, one quote only'), maxResponses: 1 } },
    );
    expect(postWire.maxResponses).toBe(1);
    expect(await auditCount('wire.posted', postWire.id)).toBe(1);
    const [a, b] = [await partnerClient(server), await partnerClient(server)];
    await a.client.ok(RESPOND, quote(postWire.id));
    expect(await refusals(b.client, postWire.id)).toEqual(['QUOTES_FULL', 'QUOTES_FULL', 'QUOTES_FULL']);
    const full = await b.client.request(RESPOND, quote(postWire.id));
    expect(full.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'QUOTES_FULL' });

    // only its owner changes it, never below the live quotes it has
    const stranger = await quickAs(server, 'member');
    expect(errorOf(await stranger.request(SET_CAP, { id: postWire.id, max: 2 })).code).toBe('FORBIDDEN');
    expect(errorOf(await buyer.client.request(SET_CAP, { id: postWire.id, max: 6 }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'maxResponses',
    });
    const raised = await buyer.client.ok<{ setWireMaxResponses: unknown }, unknown>(SET_CAP, {
      id: postWire.id,
      max: 2,
    });
    expect(raised.setWireMaxResponses).toEqual({ id: postWire.id, maxResponses: 2, quotesFull: false });
    expect(await auditCount('wire.max_responses_changed', postWire.id)).toBe(1);
    expect(await refusals(b.client, postWire.id)).toEqual([null, null, null]);
    await b.client.ok(RESPOND, quote(postWire.id));
    expect(errorOf(await buyer.client.request(SET_CAP, { id: postWire.id, max: 1 }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'maxResponses',
    });
  });
});
