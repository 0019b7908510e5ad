import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';
import { buyerClient, errorOf, GqlClient, partnerClient, quickAs } from '../helpers/clients.js';
import { createListing, createWire } from '../helpers/factories.js';
import {
  ACCEPT,
  acceptedQuote,
  auditTrail,
  COMPLETE,
  CONFIRM,
  DISPATCH,
  inDays,
  readOrder,
  RECEIVE,
  RESPOND,
} from '../helpers/orders.js';

/** Orders through the real server: made by an acceptance, moved by their parties, refused otherwise. */
const server = useTestServer({ VAT_RATE: '0.075' });

describe('an accepted quote', () => {
  it("becomes an order with the quote's lines, VAT, delivery place and both parties' contacts", async () => {
    const { buyer, seller, orderId, wireId } = await acceptedQuote(server);
    const order = await readOrder(buyer.client, orderId);
    expect(order).toMatchObject({
      status: 'PLACED',
      kind: 'BUILDING_MATERIALS',
      viewerSide: 'BUYER',
      subtotal: { amount: '442000.00', currency: 'NGN' },
      vat: { amount: '33150.00' },
      total: { amount: '475150.00', currency: 'NGN' },
      balance: { amount: '475150.00' },
      paymentState: 'UNPAID',
      deliveryLabel: 'Lekki, Lagos',
      buyerContact: { name: 'Ada Buyer', email: buyer.member.email },
      partnerContact: { name: 'Lekki Blocks Ltd', email: seller.member.email },
      wire: { id: wireId, status: 'OPEN' },
    });
    expect(order.number).toMatch(/^BW-\d{4}-\d{6}$/);
    expect(order.lines.map((line) => [line.quantity, line.toDispatch])).toEqual([
      [40, 40],
      [10, 10],
    ]);
    expect(order.actions).toEqual(['REQUEST_CANCEL', 'RECORD_PAYMENT']);
    expect((await readOrder(seller.client, orderId)).actions).toEqual(['CONFIRM', 'REQUEST_CANCEL']);
    // nobody else knows of it
    const stranger = await quickAs(server, 'member');
    expect(errorOf(await stranger.request(`query { order(id: "${orderId}") { id } }`))).toEqual({
      code: 'NOT_FOUND',
      field: undefined,
    });
  });

  it('is confirmed, dispatched, received and completed; completing fulfils the wire', async () => {
    const { buyer, seller, orderId } = await acceptedQuote(server);
    await seller.client.ok(CONFIRM, { input: { orderId, deliveryDate: inDays(3) } });
    const part = await seller.client.ok<{ dispatchOrder: { id: string } }, unknown>(DISPATCH, {
      input: { orderId, note: 'Waybill 778' },
    });
    await buyer.client.ok(RECEIVE, { input: { shipmentId: part.dispatchOrder.id } });
    expect(
      (await buyer.client.ok<{ completeOrder: { status: string } }, unknown>(COMPLETE, { id: orderId }))
        .completeOrder.status,
    ).toBe('COMPLETED');
    const order = await readOrder(buyer.client, orderId);
    expect(order.wire.status).toBe('FULFILLED');
    // the fulfilled wire opens the review of its partner
    const review = await buyer.client.request(
      `mutation V($input: ReviewPartnerInput!) { reviewPartner(input: $input) { id rating } }`,
      { input: { wireId: order.wire.id, rating: 5, text: 'On time, well packed.' } },
    );
    expect(review.errors).toBeUndefined();
    expect((await auditTrail(server, orderId)).map((entry) => entry.action)).toEqual([
      'order.created',
      'order.confirmed',
      'order.dispatched',
      'order.received',
      'order.completed',
    ]);
  });

  it('refuses the wrong side (FORBIDDEN with a reason) and the wrong state (CONFLICT with the state)', async () => {
    const { buyer, seller, orderId } = await acceptedQuote(server);
    const byBuyer = await buyer.client.request(COMPLETE, { id: orderId });
    expect(byBuyer.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'ORDER_PLACED' });
    const buyerConfirms = await buyer.client.request(CONFIRM, {
      input: { orderId, deliveryDate: inDays(1) },
    });
    expect(buyerConfirms.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const past = await seller.client.request(CONFIRM, { input: { orderId, deliveryDate: inDays(-2) } });
    expect(errorOf(past)).toEqual({ code: 'BAD_USER_INPUT', field: 'deliveryDate' });
    const early = await seller.client.request(DISPATCH, { input: { orderId } });
    expect(early.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'ORDER_PLACED' });
    expect((await readOrder(buyer.client, orderId)).status).toBe('PLACED');
  });
});

describe('an API token', () => {
  const CREATE_TOKEN = `mutation C($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }`;
  async function tokenOf(owner: GqlClient, scopes: string[]): Promise<GqlClient> {
    const { createApiToken } = await owner.ok<{ createApiToken: { secret: string } }, unknown>(CREATE_TOKEN, {
      input: { name: 'ERP', scopes },
    });
    const client = new GqlClient(server);
    client.bearer = createApiToken.secret;
    return client;
  }

  it('moves an order only with the ORDERS scope, and reads it with READ', async () => {
    const { seller, orderId } = await acceptedQuote(server);
    const reader = await tokenOf(seller.client, ['READ']);
    expect((await readOrder(reader, orderId)).status).toBe('PLACED');
    const refused = await reader.request(CONFIRM, { input: { orderId, deliveryDate: inDays(2) } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'TOKEN_SCOPE' });
    const mover = await tokenOf(seller.client, ['ORDERS']);
    const confirmed = await mover.ok<{ confirmOrder: { status: string } }, unknown>(CONFIRM, {
      input: { orderId, deliveryDate: inDays(2) },
    });
    expect(confirmed.confirmOrder.status).toBe('CONFIRMED');
  });
});

describe('a property order', () => {
  it('carries the listing and its terms, and is handed over in one part', async () => {
    const buyer = await buyerClient(server);
    const seller = await partnerClient(server, { businessName: 'Yaba Homes' });
    const wire = await createWire(server, buyer.member, { kind: 'PROPERTY', title: 'A flat in Yaba' });
    const listing = await createListing(server, seller.partner, {
      title: '3-bedroom flat, Yaba',
      price: '1800000.00',
    });
    const { respondToWire } = await seller.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
      input: { wireId: wire.id, message: 'Available now', offeredPropertyId: listing.id },
    });
    const { acceptResponse } = await buyer.client.ok<{ acceptResponse: { order: { id: string } } }, unknown>(
      ACCEPT,
      { id: respondToWire.id },
    );
    const orderId = acceptResponse.order.id;
    const placed = await readOrder(buyer.client, orderId);
    expect(placed).toMatchObject({ kind: 'PROPERTY', lines: [], subtotal: { amount: '1800000.00' } });
    expect(placed.listingTerms).toContain('3-bedroom flat, Yaba');
    await seller.client.ok(CONFIRM, { input: { orderId, deliveryDate: inDays(7) } });
    const handover = await seller.client.ok<{ dispatchOrder: { id: string } }, unknown>(DISPATCH, {
      input: { orderId, note: 'Keys with the caretaker' },
    });
    const twice = await seller.client.request(DISPATCH, { input: { orderId } });
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'NOTHING_TO_DISPATCH' });
    await buyer.client.ok(RECEIVE, { input: { shipmentId: handover.dispatchOrder.id } });
    await buyer.client.ok(COMPLETE, { id: orderId });
    expect((await readOrder(seller.client, orderId)).status).toBe('COMPLETED');
  });
});
