import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';
import { errorOf, partnerClient, quickAs } from '../helpers/clients.js';
import { createProduct, createWire } from '../helpers/factories.js';
import { listenMark, subscribe } from '../helpers/live.js';
import {
  ACCEPT,
  acceptedQuote,
  ANSWER_CANCEL,
  auditTrail,
  COMPLETE,
  CONFIRM,
  DISPATCH,
  inDays,
  readOrder,
  RECEIVE,
  RECORD_PAYMENT,
  REQUEST_CANCEL,
  RESPOND,
} from '../helpers/orders.js';

/** Orders live, cancelled by agreement, counted for the dashboards, listed and exported for admins. */
const server = useTestServer({ VAT_RATE: '0' });

const EVENTS = `subscription E($orderId: ID) { orderEvents(orderId: $orderId) { type action order { id status } } }`;

describe('orderEvents', () => {
  it("brings each party their order's making and changes; an order not theirs is NOT_FOUND", async () => {
    const seller = await partnerClient(server, { businessName: 'Live Blocks' });
    const { buyer } = await acceptedQuote(server);
    const wire = await createWire(server, buyer.member, { title: 'Blocks, live' });
    const blocks = await createProduct(server, seller.partner, {
      name: 'Blocks',
      unit: 'block',
      price: '500.00',
    });
    const { respondToWire } = await seller.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
      input: {
        wireId: wire.id,
        message: 'Ready',
        offeredProducts: [{ productId: blocks.id, quantity: 100, unitPrice: '500' }],
      },
    });
    const mark = listenMark(server);
    const buyerLive = subscribe(buyer.client.ws(), EVENTS);
    const sellerLive = subscribe(seller.client.ws(), EVENTS);
    await mark.opened(2);
    const { acceptResponse } = await buyer.client.ok<{ acceptResponse: { order: { id: string } } }, unknown>(
      ACCEPT,
      {
        id: respondToWire.id,
      },
    );
    const orderId = acceptResponse.order.id;
    const [made] = await sellerLive.next(1, 15_000);
    expect(made!.data).toEqual({
      orderEvents: { type: 'CREATED', action: 'order.created', order: { id: orderId, status: 'PLACED' } },
    });
    await seller.client.ok(CONFIRM, { input: { orderId, deliveryDate: inDays(1) } });
    const events = await buyerLive.next(2, 15_000);
    // each event shows the order as it is when it is read
    expect(events.map((event) => event.data)).toEqual([
      {
        orderEvents: {
          type: 'CREATED',
          action: 'order.created',
          order: { id: orderId, status: expect.any(String) },
        },
      },
      {
        orderEvents: {
          type: 'UPDATED',
          action: 'order.confirmed',
          order: { id: orderId, status: 'CONFIRMED' },
        },
      },
    ]);
    const stranger = await quickAs(server, 'member');
    const refused = subscribe(stranger.ws(), EVENTS, { orderId });
    await refused.ended;
    expect(refused.received[0]?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    buyerLive.stop();
    sellerLive.stop();
  });
});

describe('a cancellation', () => {
  it('is asked by one side and agreed or refused by the other, before dispatch only', async () => {
    const { buyer, seller, orderId } = await acceptedQuote(server);
    const asked = await buyer.client.ok<{ requestOrderCancellation: { cancelRequestedBy: string } }, unknown>(
      REQUEST_CANCEL,
      { id: orderId, reason: 'Plans changed' },
    );
    expect(asked.requestOrderCancellation.cancelRequestedBy).toBe('BUYER');
    const twice = await seller.client.request(REQUEST_CANCEL, { id: orderId });
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'CANCEL_REQUESTED' });
    const own = await buyer.client.request(ANSWER_CANCEL, { id: orderId, agree: true });
    expect(own.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'OWN_REQUEST' });
    expect((await readOrder(seller.client, orderId)).actions).toEqual([
      'CONFIRM',
      'AGREE_CANCEL',
      'REFUSE_CANCEL',
    ]);
    await seller.client.ok(ANSWER_CANCEL, { id: orderId, agree: false });
    expect((await readOrder(buyer.client, orderId)).cancelRequestedBy).toBeNull();
    const none = await seller.client.request(ANSWER_CANCEL, { id: orderId, agree: true });
    expect(none.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'NO_CANCEL_REQUEST' });

    await seller.client.ok(REQUEST_CANCEL, { id: orderId, reason: 'Out of stock' });
    await buyer.client.ok(ANSWER_CANCEL, { id: orderId, agree: true });
    expect((await readOrder(buyer.client, orderId)).status).toBe('CANCELLED');
    const late = await seller.client.request(DISPATCH, { input: { orderId } });
    expect(late.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'ORDER_CANCELLED' });
    const trail = await auditTrail(server, orderId);
    expect(trail.map((entry) => [entry.action, entry.reason])).toEqual([
      ['order.created', null],
      ['order.cancel_requested', 'Plans changed'],
      ['order.cancel_refused', 'Plans changed'],
      ['order.cancel_requested', 'Out of stock'],
      ['order.cancelled', 'Out of stock'],
    ]);
    expect(trail.at(-1)!.actor_id).toBe(buyer.member.id);
  });

  it('cannot be asked once something is dispatched', async () => {
    const { buyer, seller, orderId } = await acceptedQuote(server);
    await seller.client.ok(CONFIRM, { input: { orderId, deliveryDate: inDays(1) } });
    await seller.client.ok(DISPATCH, { input: { orderId } });
    const asked = await buyer.client.request(REQUEST_CANCEL, { id: orderId });
    expect(asked.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'ORDER_DISPATCHED' });
  });
});

describe("the dashboards' figures", () => {
  it("count a partner's orders to confirm, to dispatch and awaiting payment, and a buyer's open orders and amount due", async () => {
    const first = await acceptedQuote(server);
    const { orderId } = first;
    const partnerFigures = `query { partnerOrderFigures { toConfirm toDispatch awaitingPayment paymentsToConfirm deliveredByMonth { month value { amount currency } } } }`;
    expect(
      (await first.seller.client.ok<{ partnerOrderFigures: unknown }, unknown>(partnerFigures, {}))
        .partnerOrderFigures,
    ).toEqual({
      toConfirm: 1,
      toDispatch: 0,
      awaitingPayment: 1,
      paymentsToConfirm: 0,
      deliveredByMonth: [],
    });
    await first.seller.client.ok(CONFIRM, { input: { orderId, deliveryDate: inDays(1) } });
    await first.buyer.client.ok(RECORD_PAYMENT, {
      input: { orderId, amount: '42000', paidOn: inDays(0), method: 'OTHER' },
    });
    expect(
      (await first.seller.client.ok<{ partnerOrderFigures: unknown }, unknown>(partnerFigures, {}))
        .partnerOrderFigures,
    ).toMatchObject({
      toConfirm: 0,
      toDispatch: 1,
      paymentsToConfirm: 1,
    });
    const buyerFigures = `query { buyerOrderFigures { open amountDue { amount currency } } }`;
    expect(
      (await first.buyer.client.ok<{ buyerOrderFigures: unknown }, unknown>(buyerFigures, {}))
        .buyerOrderFigures,
    ).toEqual({
      open: 1,
      amountDue: [{ amount: '442000.00', currency: 'NGN' }],
    });
  });
});

describe('delivered value per month', () => {
  it("sums a partner's completed orders by the month they were completed, over the last year", async () => {
    const deliver = async (deal: Awaited<ReturnType<typeof acceptedQuote>>) => {
      await deal.seller.client.ok(CONFIRM, { input: { orderId: deal.orderId, deliveryDate: inDays(1) } });
      const part = await deal.seller.client.ok<{ dispatchOrder: { id: string } }, unknown>(DISPATCH, {
        input: { orderId: deal.orderId },
      });
      await deal.buyer.client.ok(RECEIVE, { input: { shipmentId: part.dispatchOrder.id } });
      await deal.buyer.client.ok(COMPLETE, { id: deal.orderId });
    };
    const one = await acceptedQuote(server);
    const two = await acceptedQuote(server, one);
    const old = await acceptedQuote(server, one);
    const open = await acceptedQuote(server, one);
    for (const deal of [one, two, old]) await deliver(deal);
    await one.seller.client.ok(CONFIRM, { input: { orderId: open.orderId, deliveryDate: inDays(1) } });
    // one completed last month, one thirteen months ago (outside the chart)
    await server
      .em()
      .execute(`update wire_order set completed_at = completed_at - interval '1 month' where id = ?`, [
        two.orderId,
      ]);
    await server
      .em()
      .execute(`update wire_order set completed_at = completed_at - interval '13 months' where id = ?`, [
        old.orderId,
      ]);
    const month = (back: number) => {
      const at = new Date();
      at.setUTCDate(1);
      at.setUTCMonth(at.getUTCMonth() - back);
      return at.toISOString().slice(0, 7);
    };
    const figures = await one.seller.client.ok<
      { partnerOrderFigures: { deliveredByMonth: unknown[] } },
      unknown
    >(`query { partnerOrderFigures { deliveredByMonth { month value { amount currency } } } }`, {});
    // VAT is 0 here: each order is the quote's 442,000.00 NGN
    expect(figures.partnerOrderFigures.deliveredByMonth).toEqual([
      { month: month(1), value: { amount: '442000.00', currency: 'NGN' } },
      { month: month(0), value: { amount: '442000.00', currency: 'NGN' } },
    ]);
  });
});

describe("the parties' lists", () => {
  type Page = {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: { id: string; status: string; viewerSide: string } }[];
  };
  const LIST = (field: 'myOrders' | 'partnerOrders') =>
    `query L($first: Int, $after: String, $filter: OrdersFilter) { ${field}(first: $first, after: $after, filter: $filter) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { id status viewerSide } } } }`;

  it("page a buyer's and a partner's orders newest first, each only their own, and filter them", async () => {
    const first = await acceptedQuote(server);
    const second = await acceptedQuote(server, first);
    const third = await acceptedQuote(server, first);
    await acceptedQuote(server); // someone else's
    await first.seller.client.ok(CONFIRM, { input: { orderId: second.orderId, deliveryDate: inDays(2) } });
    const newestFirst = [third.orderId, second.orderId, first.orderId];
    for (const [field, client, side] of [
      ['myOrders', first.buyer.client, 'BUYER'],
      ['partnerOrders', first.seller.client, 'PARTNER'],
    ] as const) {
      const seen: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 3; page++) {
        const read: Record<string, Page> = await client.ok<Record<string, Page>, unknown>(LIST(field), {
          first: 2,
          after,
        });
        const list: Page = read[field]!;
        expect(list.totalCount, field).toBe(3);
        expect(list.edges.every((edge) => edge.node.viewerSide === side)).toBe(true);
        seen.push(...list.edges.map((edge) => edge.node.id));
        after = list.pageInfo.endCursor;
        if (!list.pageInfo.hasNextPage) break;
      }
      expect(seen, field).toEqual(newestFirst);
      const confirmed = await client.ok<Record<string, Page>, unknown>(LIST(field), {
        filter: { statuses: ['CONFIRMED'] },
      });
      expect(confirmed[field]!.edges.map((edge) => edge.node.id)).toEqual([second.orderId]);
    }
    // a buyer has no partner's list
    expect(errorOf(await first.buyer.client.request(LIST('partnerOrders'), {}))?.code).toBe('FORBIDDEN');
  });
});

describe('the admin orders table', () => {
  it('filters, sorts and pages every order, and exports the same as CSV for admins only', async () => {
    const one = await acceptedQuote(server);
    const two = await acceptedQuote(server);
    await two.seller.client.ok(CONFIRM, { input: { orderId: two.orderId, deliveryDate: inDays(1) } });
    const admin = await quickAs(server, 'admin');
    const TABLE = `query T($filter: OrdersFilter, $orderBy: OrdersOrder, $after: String) {
      adminOrders(filter: $filter, orderBy: $orderBy, first: 1, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id number status } } } }`;
    type Table = {
      adminOrders: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
        edges: { node: { id: string; number: string } }[];
      };
    };
    const confirmed = await admin.ok<Table, unknown>(TABLE, { filter: { statuses: ['CONFIRMED'] } });
    expect(confirmed.adminOrders.edges.map((edge) => edge.node.id)).toContain(two.orderId);
    expect(confirmed.adminOrders.edges.map((edge) => edge.node.id)).not.toContain(one.orderId);
    const numberOne = (await readOrder(one.buyer.client, one.orderId)).number;
    const byNumber = await admin.ok<Table, unknown>(TABLE, { filter: { text: numberOne } });
    expect(byNumber.adminOrders).toMatchObject({ totalCount: 1, edges: [{ node: { id: one.orderId } }] });
    const orderBy = { field: 'NUMBER', direction: 'ASC' };
    const page1 = await admin.ok<Table, unknown>(TABLE, { orderBy });
    const page2 = await admin.ok<Table, unknown>(TABLE, {
      orderBy,
      after: page1.adminOrders.pageInfo.endCursor,
    });
    expect(page1.adminOrders.pageInfo.hasNextPage).toBe(true);
    expect(page2.adminOrders.edges[0]!.node.number > page1.adminOrders.edges[0]!.node.number).toBe(true);
    const stale = await admin.request(TABLE, {
      orderBy: { field: 'TOTAL', direction: 'ASC' },
      after: page1.adminOrders.pageInfo.endCursor,
    });
    expect(errorOf(stale)).toEqual({ code: 'BAD_USER_INPUT', field: 'after' });

    const csv = (query: string, cookie: string | null) =>
      fetch(`${server.url}/api/admin/orders.csv?${query}`, { headers: cookie ? { cookie } : {} });
    const exported = await csv('statuses=CONFIRMED&sort=NUMBER&direction=ASC', admin.cookie);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    const text = await exported.text();
    expect(text.split('\r\n')[0]).toContain('number,id,status');
    expect(text).toContain((await readOrder(two.buyer.client, two.orderId)).number);
    expect(text).not.toContain(numberOne);
    expect((await csv('', two.seller.client.cookie)).status).toBe(403);
    expect((await csv('', null)).status).toBe(401);
    expect((await csv('statuses=NOPE', admin.cookie)).status).toBe(400);
  });
});
