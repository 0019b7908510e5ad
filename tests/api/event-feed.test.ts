import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';
import { buyerClient, errorOf, partnerClient, type GqlClient } from '../helpers/clients.js';
import { CREATE_WEBHOOK, FAST_JOBS, startReceiver, type Created } from '../helpers/webhooks.js';

/** The event feed (`events(after:)`): commit order, access, pruning; and one `updatedAt` everywhere. */
const server = useTestServer(FAST_JOBS);
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver?.stop());

type FeedEvent = {
  id: string;
  cursor: string;
  topic: string;
  type: string;
  wireId: string | null;
  responseId: string | null;
};
type Feed = {
  events: {
    edges: { cursor: string; node: FeedEvent }[];
    pageInfo: { endCursor: string; hasNextPage: boolean };
  };
};
const EVENTS = `query E($after: String, $first: Int) { events(after: $after, first: $first) {
  edges { cursor node { id cursor topic type wireId responseId } } pageInfo { endCursor hasNextPage } } }`;
const CURSOR = `{ eventCursor }`;
const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;
const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id createdAt updatedAt } }`;
const ACCEPT = `mutation A($id: ID!) { acceptResponse(id: $id) { id status createdAt updatedAt } }`;
const RESPONSES = `query W($id: ID!) { wire(id: $id) { responses { id status createdAt updatedAt } } }`;

const cementInLagos = {
  kind: 'BUILDING_MATERIALS',
  title: 'Cement for a slab',
  location: { label: 'Lagos', lat: 6.5244, lng: 3.3792 },
  materials: { lines: [{ material: 'cement', quantity: 40, unit: 'bags' }], deliveryNeeded: true },
};

async function cursorOf(client: GqlClient): Promise<string> {
  return (await client.ok<{ eventCursor: string }, never>(CURSOR)).eventCursor;
}

/** Every event after `after`, page by page (`first` a page). */
async function readAll(
  client: GqlClient,
  after: string,
  first = 100,
): Promise<{ events: FeedEvent[]; end: string }> {
  const events: FeedEvent[] = [];
  let cursor = after;
  for (;;) {
    const page = (await client.ok<Feed, object>(EVENTS, { after: cursor, first })).events;
    events.push(...page.edges.map((edge) => edge.node));
    for (const edge of page.edges) expect(edge.cursor).toBe(edge.node.cursor);
    cursor = page.pageInfo.endCursor;
    if (!page.pageInfo.hasNextPage) return { events, end: cursor };
  }
}

describe('events(after:)', () => {
  it('gives a program that was away exactly what it missed, in commit order, and only what it may see', async () => {
    const buyer = await buyerClient(server);
    const seller = await partnerClient(server);
    const bystander = await buyerClient(server);
    const otherSeller = await partnerClient(server);
    const start = await cursorOf(buyer.client);
    const sellerStart = await cursorOf(seller.client);
    const bystanderStart = await cursorOf(bystander.client);
    const otherStart = await cursorOf(otherSeller.client);

    // "offline": the buyer's program reads nothing while these happen
    const wireId = (
      await buyer.client.ok<{ postWire: { id: string } }, object>(POST, { input: cementInLagos })
    ).postWire.id;
    const sent = await seller.client.ok<{ respondToWire: { id: string } }, object>(RESPOND, {
      input: { wireId, message: 'Forty bags tomorrow.', quote: { amount: '380000' } },
    });
    const responseId = sent.respondToWire.id;
    await buyer.client.ok(ACCEPT, { id: responseId });

    const { events, end } = await readAll(buyer.client, start);
    const mine = events.map((e) => `${e.topic} ${e.type} ${e.responseId ?? e.wireId}`);
    expect(mine).toEqual([
      `WIRE CREATED ${wireId}`,
      `RESPONSE CREATED ${responseId}`,
      `WIRE UPDATED ${wireId}`,
      `RESPONSE UPDATED ${responseId}`,
      `WIRE UPDATED ${wireId}`,
    ]);
    // ids and cursors are distinct and increase; the same read page by page gives the same events
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    expect((await readAll(buyer.client, start, 1)).events).toEqual(events);
    // from the end: nothing more (until something happens)
    expect((await readAll(buyer.client, end)).events).toEqual([]);

    // the partner sees its own response's events and the wire matching its business
    const theirs = (await readAll(seller.client, sellerStart)).events;
    expect(theirs.filter((e) => e.topic === 'RESPONSE').map((e) => e.type)).toEqual(['CREATED', 'UPDATED']);
    // another buyer sees nothing of this buyer's wire; another partner none of its quotes
    expect(
      (await readAll(bystander.client, bystanderStart)).events.filter((e) => e.wireId === wireId),
    ).toEqual([]);
    const other = (await readAll(otherSeller.client, otherStart)).events;
    expect(other.filter((e) => e.topic === 'RESPONSE')).toEqual([]);
  });

  it('answers the same updatedAt in the mutation, a read and a webhook body, never before createdAt', async () => {
    const buyer = await buyerClient(server);
    const seller = await partnerClient(server);
    const created = await buyer.client.ok<Created, unknown>(CREATE_WEBHOOK, {
      input: {
        name: 'ERP',
        url: receiver.url,
        query: 'subscription { myWireResponseEvents { type response { id status createdAt updatedAt } } }',
      },
    });
    const webhookId = created.createWebhook.webhook.id;
    const start = await cursorOf(buyer.client);
    const wireId = (
      await buyer.client.ok<{ postWire: { id: string } }, object>(POST, { input: cementInLagos })
    ).postWire.id;
    type Stamped = { id: string; createdAt: string; updatedAt: string };
    const sent = (
      await seller.client.ok<{ respondToWire: Stamped }, object>(RESPOND, {
        input: { wireId, message: 'Tomorrow.', quote: { amount: '1000' } },
      })
    ).respondToWire;
    expect(Date.parse(sent.updatedAt)).toBeGreaterThanOrEqual(Date.parse(sent.createdAt));
    const accepted = (await buyer.client.ok<{ acceptResponse: Stamped }, object>(ACCEPT, { id: sent.id }))
      .acceptResponse;
    expect(Date.parse(accepted.updatedAt)).toBeGreaterThanOrEqual(Date.parse(accepted.createdAt));
    const read = (
      await buyer.client.ok<{ wire: { responses: Stamped[] } }, object>(RESPONSES, { id: wireId })
    ).wire.responses[0]!;
    expect(read).toEqual(accepted);

    // the delivery of the acceptance (the one of the new quote, rendered late, may show ACCEPTED too)
    const delivery = await receiver.waitFor((r) => {
      const event = (r.json.data as { myWireResponseEvents?: { type: string; response: { status: string } } })
        ?.myWireResponseEvents;
      return (
        r.json.webhookId === webhookId && event?.type === 'UPDATED' && event.response.status === 'ACCEPTED'
      );
    });
    const body = delivery.json as {
      eventId: string;
      cursor: string;
      data: { myWireResponseEvents: { response: Stamped & { status: string } } };
    };
    expect(body.data.myWireResponseEvents.response.updatedAt).toBe(accepted.updatedAt);
    // the body names the event as the feed does: its id and cursor
    const feed = (await readAll(buyer.client, start)).events;
    const same = feed.find((e) => e.id === body.eventId);
    expect(same).toMatchObject({
      topic: 'RESPONSE',
      type: 'UPDATED',
      responseId: sent.id,
      cursor: body.cursor,
    });
  });

  it('refuses a pruned cursor at `after`, saying to resync; a malformed one too', async () => {
    const buyer = await buyerClient(server);
    const old = await cursorOf(buyer.client);
    await buyer.client.ok(POST, { input: cementInLagos });
    // as housekeeping prunes (rows older than the retention; it waits for the server's xmin, which
    // other databases' transactions on a shared server may hold back): the rows go, the mark stays
    await server.app.services.events.feed.read(0n, 0);
    await server.em().execute(
      `with gone as (delete from event_outbox where seq is not null returning tx, seq)
       insert into event_outbox_pruned (one, through, through_seq) select true, max(tx), max(seq) from gone
       on conflict (one) do update set through = excluded.through, through_seq = excluded.through_seq`,
    );
    const refused = await buyer.client.request(EVENTS, { after: old });
    expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', field: 'after' });
    expect(refused.errors?.[0]?.extensions?.reason).toBe('CURSOR_PRUNED');
    expect(refused.errors?.[0]?.message).toMatch(/resync/);
    // the cursor of now still works, and so does the feed from it
    const now = await cursorOf(buyer.client);
    expect((await readAll(buyer.client, now)).events).toEqual([]);
    expect(errorOf(await buyer.client.request(EVENTS, { after: 'not-a-cursor' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'after',
    });
    expect(errorOf(await buyer.client.request(EVENTS, { first: 0 }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'first',
    });
  });
});
