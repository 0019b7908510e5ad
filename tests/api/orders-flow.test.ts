import { describe, expect, it } from 'vitest';
import { jobsSettled, useTestServer } from '../helpers/test-server.js';
import { errorOf, quickAs, type GqlClient } from '../helpers/clients.js';
import { createStoredFile } from '../helpers/factories.js';
import {
  acceptedQuote,
  auditTrail,
  COMPLETE,
  CONFIRM,
  CONFIRM_PAYMENT,
  DISPATCH,
  DISPUTE,
  inDays,
  readOrder,
  readPdf,
  RECEIVE,
  RECORD_PAYMENT,
  RESOLVE,
} from '../helpers/orders.js';

/** A whole order: two partial deliveries (one short), a dispute and its resolution, payments, papers. */
const server = useTestServer({ VAT_RATE: '0.075' });

async function fetchFile(url: string, cookie: string | null | undefined): Promise<Response> {
  return fetch(`${server.url}${url}`, { headers: cookie ? { cookie } : {} });
}

const ok = <T>(client: GqlClient, document: string, variables: unknown) =>
  client.ok<T, unknown>(document, variables);

describe('a whole order', () => {
  it('goes from confirmation through two parts, a dispute, payments and papers to completion', async () => {
    const { buyer, seller, orderId, wireId } = await acceptedQuote(server);
    const admin = await quickAs(server, 'admin');
    await ok(seller.client, CONFIRM, { input: { orderId, deliveryDate: inDays(2) } });
    const placed = await readOrder(seller.client, orderId);
    const [cement, sand] = placed.lines;

    // part 1: 25 bags and all the sand, with a waybill photo
    const photo = await createStoredFile(server, seller.member.id);
    const first = await ok<{ dispatchOrder: { id: string; sequence: number } }>(seller.client, DISPATCH, {
      input: {
        orderId,
        lines: [
          { lineId: cement!.id, quantity: 25 },
          { lineId: sand!.id, quantity: 10 },
        ],
        note: 'Waybill 1001',
        photoId: photo.id,
      },
    });
    expect(first.dispatchOrder.sequence).toBe(1);
    const tooMuch = await seller.client.request(DISPATCH, {
      input: { orderId, lines: [{ lineId: cement!.id, quantity: 16 }] },
    });
    expect(errorOf(tooMuch)).toEqual({ code: 'BAD_USER_INPUT', field: 'lines[0].quantity' });

    // received with 2 bags damaged: they are owed again
    await ok(buyer.client, RECEIVE, {
      input: {
        shipmentId: first.dispatchOrder.id,
        problems: [{ lineId: cement!.id, damaged: 2 }],
        note: 'Two bags split',
      },
    });
    let order = await readOrder(buyer.client, orderId);
    expect(order.status).toBe('RECEIVED');
    expect(
      order.lines.map(({ dispatched, received, damaged, toDispatch, balance }) => ({
        dispatched,
        received,
        damaged,
        toDispatch,
        balance,
      })),
    ).toEqual([
      { dispatched: 25, received: 23, damaged: 2, toDispatch: 17, balance: 17 },
      { dispatched: 10, received: 10, damaged: 0, toDispatch: 0, balance: 0 },
    ]);
    const again = await buyer.client.request(RECEIVE, { input: { shipmentId: first.dispatchOrder.id } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'SHIPMENT_RECEIVED' });

    // the buyer disputes the damage; an admin resolves it back into the flow
    const evidence = await createStoredFile(server, buyer.member.id);
    const disputed = await ok<{ disputeOrder: { status: string; disputedFrom: string; disputedBy: string } }>(
      buyer.client,
      DISPUTE,
      {
        input: { orderId, reason: 'Two bags arrived split', evidenceIds: [evidence.id] },
      },
    );
    expect(disputed.disputeOrder).toEqual({
      id: orderId,
      status: 'DISPUTED',
      disputedFrom: 'RECEIVED',
      disputedBy: 'BUYER',
    });
    const blocked = await seller.client.request(DISPATCH, { input: { orderId } });
    expect(blocked.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'ORDER_DISPUTED' });
    const sellerResolves = await seller.client.request(RESOLVE, {
      input: { orderId, outcome: 'RESUME', note: 'x' },
    });
    expect(errorOf(sellerResolves).code).toBe('FORBIDDEN');
    const resolved = await ok<{ resolveOrderDispute: { status: string } }>(admin, RESOLVE, {
      input: { orderId, outcome: 'RESUME', note: 'The partner sends the two bags again.' },
    });
    expect(resolved.resolveOrderDispute.status).toBe('RECEIVED');

    // part 2: the rest (17 bags)
    const second = await ok<{
      dispatchOrder: { id: string; sequence: number; lines: { quantity: number }[] };
    }>(seller.client, DISPATCH, {
      input: { orderId, note: 'Driver: Musa' },
    });
    expect(second.dispatchOrder).toMatchObject({ sequence: 2, lines: [{ quantity: 17 }] });
    expect((await readOrder(buyer.client, orderId)).status).toBe('DISPATCHED');
    await ok(buyer.client, RECEIVE, { input: { shipmentId: second.dispatchOrder.id } });

    // payments: recorded by the buyer, confirmed by the partner
    const part = await ok<{ recordOrderPayment: { id: string; status: string; driver: string } }>(
      buyer.client,
      RECORD_PAYMENT,
      {
        input: { orderId, amount: '200000', paidOn: inDays(0), method: 'BANK_TRANSFER', reference: 'TRF-1' },
        key: 'pay-1',
      },
    );
    expect(part.recordOrderPayment).toMatchObject({ status: 'RECORDED', driver: 'manual' });
    const repeated = await ok<{ recordOrderPayment: { id: string } }>(buyer.client, RECORD_PAYMENT, {
      input: { orderId, amount: '200000', paidOn: inDays(0), method: 'BANK_TRANSFER', reference: 'TRF-1' },
      key: 'pay-1',
    });
    expect(repeated.recordOrderPayment.id).toBe(part.recordOrderPayment.id);
    expect((await readOrder(buyer.client, orderId)).paymentState).toBe('UNPAID');
    const buyerConfirms = await buyer.client.request(CONFIRM_PAYMENT, { id: part.recordOrderPayment.id });
    expect(buyerConfirms.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'ROLE_REQUIRED',
    });
    await ok(seller.client, CONFIRM_PAYMENT, { id: part.recordOrderPayment.id });
    order = await readOrder(buyer.client, orderId);
    expect(order).toMatchObject({
      paymentState: 'PART_PAID',
      paid: { amount: '200000.00' },
      balance: { amount: '275150.00' },
    });
    const over = await buyer.client.request(RECORD_PAYMENT, {
      input: { orderId, amount: '300000', paidOn: inDays(0), method: 'CASH' },
    });
    expect(errorOf(over)).toEqual({ code: 'BAD_USER_INPUT', field: 'amount' });
    const rest = await ok<{ recordOrderPayment: { id: string } }>(buyer.client, RECORD_PAYMENT, {
      input: { orderId, amount: '275150', paidOn: inDays(0), method: 'CASH' },
    });
    await ok(seller.client, CONFIRM_PAYMENT, { id: rest.recordOrderPayment.id });

    await ok(buyer.client, COMPLETE, { id: orderId });
    order = await readOrder(buyer.client, orderId);
    expect(order).toMatchObject({
      status: 'COMPLETED',
      paymentState: 'PAID',
      balance: { amount: '0.00' },
      wire: { id: wireId, status: 'FULFILLED' },
    });

    expect((await auditTrail(server, orderId)).map((entry) => entry.action)).toEqual([
      'order.created',
      'order.confirmed',
      'order.dispatched',
      'order.received',
      'order.disputed',
      'order.dispute_resolved',
      'order.dispatched',
      'order.received',
      'order.payment_recorded',
      'order.payment_confirmed',
      'order.payment_recorded',
      'order.payment_confirmed',
      'order.completed',
    ]);
    const trail = await auditTrail(server, orderId);
    expect(trail.find((entry) => entry.action === 'order.disputed')).toMatchObject({
      actor_id: buyer.member.id,
      reason: 'Two bags arrived split',
    });

    // the papers: numbered, both parties, lines, VAT and totals; for the parties and admins only
    await jobsSettled(server, 'order_document');
    order = await readOrder(buyer.client, orderId);
    expect(order.documents.map((paper) => [paper.kind, paper.number, paper.file.contentType])).toEqual([
      ['PURCHASE_ORDER', `${order.number}-PO`, 'application/pdf'],
      ['INVOICE', `${order.number}-INV`, 'application/pdf'],
    ]);
    const invoice = order.documents[1]!.file.url;
    const served = await fetchFile(invoice, buyer.client.cookie);
    expect(served.status).toBe(200);
    const { text, pages } = readPdf(Buffer.from(await served.arrayBuffer()));
    expect(pages).toHaveLength(1);
    for (const expected of [
      'Invoice',
      `${order.number}-INV`,
      'Lekki Blocks Ltd',
      seller.member.email,
      buyer.member.email,
      'Cement 42.5R: 40 × bag at NGN 4,800.00',
      'Sharp sand: 10 × tonne',
      'Subtotal: NGN 442,000.00',
      'VAT (7.5%): NGN 33,150.00',
      'Total: NGN 475,150.00',
    ])
      expect(text).toContain(expected);
    expect((await fetchFile(invoice, seller.client.cookie)).status).toBe(200);
    expect((await fetchFile(invoice, admin.cookie)).status).toBe(200);
    const stranger = await quickAs(server, 'member');
    expect((await fetchFile(invoice, stranger.cookie)).status).toBe(404);
    expect((await fetchFile(invoice, undefined)).status).toBe(404);
  });
});
