import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { buyerClient, errorOf, GqlClient, partnerClient, quickAs } from '../helpers/clients.js';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { createProduct, createWire } from '../helpers/factories.js';
import { listenMark, subscribe } from '../helpers/live.js';
import { FAST_JOBS, startReceiver, webhookFor } from '../helpers/webhooks.js';

/** Quotes revised by their partner until the buyer decides, and the buyer's counter-offers. */
let server: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({ ...FAST_JOBS });
});
afterAll(async () => {
  await server?.stop();
  await receiver?.stop();
});

const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;
const QUOTE_FIELDS = `id status message quote { amount currency } validUntil
  offeredProducts { name quantity unitPrice { amount } }
  revisions { version quote { amount currency } validUntil message changed cause createdAt
    offeredProducts { name unit quantity unitPrice { amount currency } } }
  counterOffer { amount { amount currency } message status answeredAt }`;
const REVISE = `mutation V($input: ReviseResponseInput!) { reviseResponse(input: $input) { ${QUOTE_FIELDS} } }`;
const COUNTER = `mutation C($input: CounterResponseInput!) { counterResponse(input: $input) { ${QUOTE_FIELDS} } }`;
const ACCEPT_COUNTER = `mutation A($id: ID!) { acceptCounterOffer(id: $id) { ${QUOTE_FIELDS} } }`;
const WIRE = `query W($id: ID!) { wire(id: $id) { responses { ${QUOTE_FIELDS} } } }`;
const WIRE_EVENTS = `subscription S($wireId: ID!) { wireResponseEvents(wireId: $wireId) { type response { id quote { amount } revisions { version } counterOffer { status } } } }`;
const MY_EVENTS = `subscription { myResponseEvents { type response { id quote { amount } counterOffer { amount { amount } status } } } }`;

type Quote = {
  id: string;
  status: string;
  message: string;
  quote: { amount: string; currency: string };
  validUntil: string | null;
  offeredProducts: { name: string; quantity: number; unitPrice: { amount: string } }[];
  revisions: {
    version: number;
    quote: { amount: string };
    message: string;
    changed: string[];
    cause: string;
    offeredProducts: { name: string; quantity: number; unitPrice: { amount: string } }[];
  }[];
  counterOffer: { amount: { amount: string }; message: string | null; status: string } | null;
};

/** A buyer's wire with one SENT quote of 185,000 from a fresh partner. */
async function quoted(message = 'Dangote 42.5R, delivered in 48 hours') {
  const buyer = await buyerClient(server);
  const wire = await createWire(server, buyer.member);
  const seller = await partnerClient(server, { businessName: 'Revising Cement Ltd' });
  const { respondToWire } = await seller.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
    input: { wireId: wire.id, message, quote: { amount: '185000' } },
  });
  return { buyer, wire, seller, id: respondToWire.id };
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const [row] = await server.em().execute<{ n: number }[]>(sql, params);
  return row!.n;
}
const revisionsOf = (id: string) =>
  count(`select count(*)::int as n from response_revision where response_id = ?`, [id]);
const auditOf = (action: string, id: string) =>
  count(`select count(*)::int as n from audit_entry where action = ? and subject_id = ?`, [action, id]);
async function lastNotice(memberId: string, kind: string) {
  const [row] = await server
    .em()
    .execute<{ title: string; body: string }[]>(
      `select title, body from notification where member_id = ? and kind = ? order by created_at desc limit 1`,
      [memberId, kind],
    );
  return row;
}

describe('a partner revising a sent quote', () => {
  it('replaces the price and message, keeps the earlier version, and tells the buyer live', async () => {
    const { buyer, wire, seller, id } = await quoted();
    const mark = listenMark(server);
    const buyerWs = buyer.client.ws();
    const live = subscribe(buyerWs, WIRE_EVENTS, { wireId: wire.id });
    await mark.opened(1);

    const { reviseResponse } = await seller.client.ok<{ reviseResponse: Quote }, unknown>(REVISE, {
      input: { id, quote: { amount: '172500' }, message: 'Call 0803 555 1234 for a better price today' },
    });
    expect(reviseResponse).toMatchObject({
      status: 'SENT',
      quote: { amount: '172500.00', currency: 'NGN' },
      // its partner reads it as written
      message: 'Call 0803 555 1234 for a better price today',
      revisions: [
        {
          version: 1,
          quote: { amount: '185000.00' },
          message: 'Dangote 42.5R, delivered in 48 hours',
          changed: ['QUOTE', 'MESSAGE'],
          cause: 'REVISED',
        },
      ],
    });
    const [event] = await live.next();
    expect(event?.data).toEqual({
      wireResponseEvents: {
        type: 'REVISED',
        response: { id, quote: { amount: '172500.00' }, revisions: [{ version: 1 }], counterOffer: null },
      },
    });
    // the buyer reads the contact masked, now and in the notice
    const { wire: seen } = await buyer.client.ok<{ wire: { responses: Quote[] } }, unknown>(WIRE, {
      id: wire.id,
    });
    expect(seen.responses[0]!.message).not.toContain('0803');
    const notice = await lastNotice(buyer.member.id, 'NEW_RESPONSE');
    expect(notice?.title).toMatch(/revised/i);
    expect(notice?.body).toContain('NGN 185,000.00 → NGN 172,500.00');
    expect(notice?.body).not.toContain('0803');
    expect(await auditOf('response.revised', id)).toBe(1);

    // a second revision keeps the second version too
    const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const { reviseResponse: again } = await seller.client.ok<{ reviseResponse: Quote }, unknown>(REVISE, {
      input: { id, validUntil },
    });
    expect(again.validUntil).toBe(validUntil);
    expect(again.revisions.map((r) => [r.version, r.changed])).toEqual([
      [1, ['QUOTE', 'MESSAGE']],
      [2, ['VALIDITY']],
    ]);
    await buyerWs.dispose();
  });

  it('revises the lines of an itemised quote, the total following them', async () => {
    const buyer = await buyerClient(server);
    const wire = await createWire(server, buyer.member);
    const seller = await partnerClient(server);
    const product = await createProduct(server, seller.partner, { name: 'Cement 42.5R', price: '4800.00' });
    const { respondToWire } = await seller.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
      input: {
        wireId: wire.id,
        message: 'Forty bags',
        offeredProducts: [{ productId: product.id, quantity: 40, unitPrice: '4800' }],
      },
    });
    const { reviseResponse } = await seller.client.ok<{ reviseResponse: Quote }, unknown>(REVISE, {
      input: {
        id: respondToWire.id,
        offeredProducts: [{ productId: product.id, quantity: 40, unitPrice: '4500' }],
      },
    });
    expect(reviseResponse.quote.amount).toBe('180000.00');
    expect(reviseResponse.offeredProducts).toEqual([
      { name: 'Cement 42.5R', quantity: 40, unitPrice: { amount: '4500.00' } },
    ]);
    expect(reviseResponse.revisions[0]).toMatchObject({
      quote: { amount: '192000.00' },
      changed: ['QUOTE', 'ITEMS'],
      offeredProducts: [{ name: 'Cement 42.5R', quantity: 40, unitPrice: { amount: '4800.00' } }],
    });
    // a total that is not the lines' is refused at its field
    const off = await seller.client.request(REVISE, {
      input: { id: respondToWire.id, quote: { amount: '1' } },
    });
    expect(errorOf(off)).toEqual({ code: 'BAD_USER_INPUT', field: 'amount' });
  });

  it('refuses bad values at their field, an unchanged quote, and changes nothing', async () => {
    const { seller, id } = await quoted();
    const cases: [Record<string, unknown>, string][] = [
      [{ quote: { amount: '0' } }, 'amount'],
      [{ quote: { amount: 'cheap' } }, 'amount'],
      [{ quote: { amount: '100', currency: 'USD' } }, 'currency'],
      [{ validUntil: '2020-01-01T00:00:00Z' }, 'validUntil'],
      [{ message: '   ' }, 'message'],
      [{ message: 'x'.repeat(2001) }, 'message'],
      [{ quote: { amount: '185000.00' } }, 'input'],
      [{}, 'input'],
    ];
    for (const [input, field] of cases) {
      const result = await seller.client.request(REVISE, { input: { id, ...input } });
      expect(errorOf(result), JSON.stringify(input)).toEqual({ code: 'BAD_USER_INPUT', field });
    }
    expect(await revisionsOf(id)).toBe(0);
  });

  it("is FORBIDDEN on another's quote and CONFLICT once the buyer decided or it was withdrawn", async () => {
    const { buyer, seller, id } = await quoted();
    const other = await partnerClient(server);
    const input = { input: { id, quote: { amount: '170000' } } };
    expect(errorOf(await other.client.request(REVISE, input)).code).toBe('FORBIDDEN');
    expect(errorOf(await buyer.client.request(REVISE, input)).code).toBe('FORBIDDEN');
    expect(errorOf(await new GqlClient(server).request(REVISE, input)).code).toBe('UNAUTHENTICATED');

    await buyer.client.ok(`mutation A($id: ID!) { acceptResponse(id: $id) { id } }`, { id });
    const accepted = await seller.client.request(REVISE, input);
    expect(accepted.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'RESPONSE_ACCEPTED' });

    const second = await quoted();
    await second.seller.client.ok(`mutation W($id: ID!) { withdrawResponse(id: $id) { id } }`, {
      id: second.id,
    });
    const withdrawn = await second.seller.client.request(REVISE, {
      input: { id: second.id, message: 'Back' },
    });
    expect(withdrawn.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'RESPONSE_WITHDRAWN',
    });
    expect(await revisionsOf(id)).toBe(0);
    expect(await revisionsOf(second.id)).toBe(0);
  });
});

describe("a buyer's counter-offer", () => {
  it('reaches the partner live, who accepts it: the quote becomes its price, the buyer hears it', async () => {
    const { buyer, wire, seller, id } = await quoted();
    const hook = await webhookFor(seller.client, receiver.url, MY_EVENTS);
    const mark = listenMark(server);
    const sellerWs = seller.client.ws();
    const buyerWs = buyer.client.ws();
    const mine = subscribe(sellerWs, MY_EVENTS);
    const theirs = subscribe(buyerWs, WIRE_EVENTS, { wireId: wire.id });
    await mark.opened(2);

    const { counterResponse } = await buyer.client.ok<{ counterResponse: Quote }, unknown>(COUNTER, {
      input: { id, amount: { amount: '160000' }, message: 'Delivery by Friday; call me on 0803 111 2222' },
    });
    expect(counterResponse.counterOffer).toMatchObject({ amount: { amount: '160000.00' }, status: 'OPEN' });
    const [offered] = await mine.next();
    expect(offered?.data).toEqual({
      myResponseEvents: {
        type: 'COUNTER_OFFERED',
        response: {
          id,
          quote: { amount: '185000.00' },
          counterOffer: { amount: { amount: '160000.00' }, status: 'OPEN' },
        },
      },
    });
    // the partner reads the buyer's terms with the contact hidden, on the page and in the notice
    const { wire: asPartner } = await seller.client.ok<{ wire: { responses: Quote[] } }, unknown>(WIRE, {
      id: wire.id,
    });
    expect(asPartner.responses[0]!.counterOffer!.message).toMatch(/^Delivery by Friday/);
    expect(asPartner.responses[0]!.counterOffer!.message).not.toContain('0803');
    const notice = await lastNotice(seller.member.id, 'RESPONSE_DECISION');
    expect(notice?.title).toMatch(/counter-offer/i);
    expect(notice?.body).toContain('NGN 160,000.00');
    expect(notice?.body).not.toContain('0803');
    const delivered = await receiver.waitFor(
      (r) =>
        r.headers['buildwire-webhook'] === hook.webhook.id &&
        r.json.event === 'myResponseEvents.COUNTER_OFFERED',
    );
    expect(delivered.json).toMatchObject({ data: { myResponseEvents: { type: 'COUNTER_OFFERED' } } });

    const { acceptCounterOffer } = await seller.client.ok<{ acceptCounterOffer: Quote }, unknown>(
      ACCEPT_COUNTER,
      { id },
    );
    expect(acceptCounterOffer).toMatchObject({
      status: 'SENT',
      quote: { amount: '160000.00' },
      counterOffer: { status: 'ACCEPTED', answeredAt: expect.any(String) },
      revisions: [
        { version: 1, quote: { amount: '185000.00' }, changed: ['QUOTE'], cause: 'COUNTER_ACCEPTED' },
      ],
    });
    const events = await theirs.next(2);
    expect(events.map((e) => (e.data?.wireResponseEvents as { type: string }).type)).toEqual([
      'COUNTER_OFFERED',
      'COUNTER_ACCEPTED',
    ]);
    expect((await lastNotice(buyer.member.id, 'NEW_RESPONSE'))?.title).toMatch(/counter-offer accepted/i);
    expect(await auditOf('response.countered', id)).toBe(1);
    expect(await auditOf('response.counter_accepted', id)).toBe(1);

    // nothing is open any more
    const twice = await seller.client.request(ACCEPT_COUNTER, { id });
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'NO_COUNTER_OFFER' });
    await sellerWs.dispose();
    await buyerWs.dispose();
  });

  it('is answered by a revision, and superseded by a newer counter-offer', async () => {
    const { buyer, seller, id } = await quoted();
    await buyer.client.ok(COUNTER, { input: { id, amount: { amount: '150000' } } });
    const { counterResponse } = await buyer.client.ok<{ counterResponse: Quote }, unknown>(COUNTER, {
      input: { id, amount: { amount: '155000' } },
    });
    expect(counterResponse.counterOffer).toMatchObject({ amount: { amount: '155000.00' }, status: 'OPEN' });
    expect(
      await count(
        `select count(*)::int as n from response_counter_offer where response_id = ? and status = 'SUPERSEDED'`,
        [id],
      ),
    ).toBe(1);
    const { reviseResponse } = await seller.client.ok<{ reviseResponse: Quote }, unknown>(REVISE, {
      input: { id, quote: { amount: '170000' } },
    });
    expect(reviseResponse.counterOffer).toMatchObject({ status: 'ANSWERED' });
    const accepted = await seller.client.request(ACCEPT_COUNTER, { id });
    expect(accepted.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'NO_COUNTER_OFFER' });
  });

  it('is refused to others, for bad values at their field, and once the quote is decided', async () => {
    const { buyer, seller, id } = await quoted();
    const input = { input: { id, amount: { amount: '160000' } } };
    expect(errorOf(await seller.client.request(COUNTER, input)).code).toBe('FORBIDDEN');
    expect(errorOf(await (await quickAs(server, 'member')).request(COUNTER, input)).code).toBe('FORBIDDEN');
    // only the partner accepts a counter-offer
    await buyer.client.ok(COUNTER, input);
    expect(errorOf(await buyer.client.request(ACCEPT_COUNTER, { id })).code).toBe('FORBIDDEN');
    expect(errorOf(await (await partnerClient(server)).client.request(ACCEPT_COUNTER, { id })).code).toBe(
      'FORBIDDEN',
    );

    const cases: [Record<string, unknown>, string][] = [
      [{ amount: { amount: '0' } }, 'amount'],
      [{ amount: { amount: '-5' } }, 'amount'],
      [{ amount: { amount: '185000' } }, 'amount'],
      [{ amount: { amount: '100', currency: 'USD' } }, 'currency'],
      [{ amount: { amount: '100' }, message: 'x'.repeat(2001) }, 'message'],
    ];
    for (const [values, field] of cases) {
      const result = await buyer.client.request(COUNTER, { input: { id, ...values } });
      expect(errorOf(result), JSON.stringify(values)).toEqual({ code: 'BAD_USER_INPUT', field });
    }
    expect(
      await count(`select count(*)::int as n from response_counter_offer where response_id = ?`, [id]),
    ).toBe(1);

    await buyer.client.ok(`mutation D($id: ID!) { declineResponse(id: $id) { id } }`, { id });
    const declined = await buyer.client.request(COUNTER, input);
    expect(declined.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'RESPONSE_DECLINED' });
    const late = await seller.client.request(ACCEPT_COUNTER, { id });
    expect(late.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'RESPONSE_DECLINED' });
  });
});

describe('a sealed wire', () => {
  it('takes revisions without telling the buyer before the reveal, and no counter-offer until then', async () => {
    const { buyer, wire, seller, id } = await quoted();
    await server
      .em()
      .nativeUpdate(Wire, { id: wire.id }, { sealed: true, revealAt: new Date(Date.now() + 86_400_000) });
    const notices = () =>
      count(`select count(*)::int as n from notification where member_id = ? and kind = 'NEW_RESPONSE'`, [
        buyer.member.id,
      ]);
    const before = await notices();
    const { reviseResponse } = await seller.client.ok<{ reviseResponse: Quote }, unknown>(REVISE, {
      input: { id, quote: { amount: '180000' } },
    });
    expect(reviseResponse.quote.amount).toBe('180000.00');
    expect(await notices()).toBe(before);
    const sealed = await buyer.client.request(COUNTER, { input: { id, amount: { amount: '170000' } } });
    expect(sealed.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'QUOTES_SEALED' });
  });
});
