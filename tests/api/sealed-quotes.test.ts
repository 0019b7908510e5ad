import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookDelivery } from '../../server/src/webhook/webhook.entity.js';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { partnerClient, buyerClient, GqlClient, quickAs, errorOf } from '../helpers/clients.js';
import { listenMark, subscribe } from '../helpers/live.js';

/**
 * Sealed quotes: until `revealAt` partners see neither the count nor others'
 * quotes (over HTTP, websockets and webhooks), the buyer sees how many arrived but not what they
 * say, and nothing can be accepted or declined.
 */
const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id sealed revealAt quotesSealed responseCount } }`;
const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id wire { id responseCount } } }`;
const ACCEPT = `mutation A($id: ID!) { acceptResponse(id: $id) { id status } }`;
const DECLINE = `mutation D($id: ID!) { declineResponse(id: $id) { id status } }`;
const WITHDRAW = `mutation W($id: ID!) { withdrawResponse(id: $id) { id status } }`;
const VIEW = `query V($id: ID!) { wire(id: $id) {
  id sealed revealAt quotesSealed responseCount
  responses { id message quote { amount } }
  responsesConnection(first: 10) { totalCount edges { node { id quote { amount } } } }
  myResponse { id status }
} }`;
const BOARD = `{ wireboard(first: 50) { edges { node { id responseCount quotesSealed myResponse { id status } } } } }`;
const PARTNER_BOARD = `{ partnerWireboard(first: 50) { edges { node { id responseCount myResponse { id status } } } } }`;
const MINE = `{ myResponses(first: 50) { edges { node { id wire { id responseCount } } } } }`;
const BOARD_EVENTS = `subscription { wireboardEvents { type wire { id responseCount } } }`;
const PARTNER_EVENTS = `subscription { partnerWireboardEvents { type wire { id responseCount } } }`;
const OWNER_EVENTS = `subscription { myWireResponseEvents { type response { id quote { amount } wire { id } } } }`;
const WIRE_EVENTS = `subscription E($wireId: ID!) { wireResponseEvents(wireId: $wireId) { type response { id quote { amount } } } }`;
const NOTES = `query { notifications(first: 20) { edges { node { kind title body } } } }`;
const HOUR = 3_600_000;

type View = {
  wire: {
    id: string;
    sealed: boolean;
    revealAt: string | null;
    quotesSealed: boolean;
    responseCount: number;
    responses: { id: string; message: string; quote: { amount: string } }[];
    responsesConnection: { totalCount: number; edges: { node: { id: string } }[] };
    myResponse: { id: string; status: string } | null;
  };
};

/** An HTTP receiver on loopback keeping every webhook delivery. */
async function startReceiver() {
  const received: string[] = [];
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
    received,
    stop: () => new Promise<void>((resolve) => receiver.close(() => resolve())),
  };
}

let server: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_RETRY_BASE_MS: '100',
    JOB_POLL_INTERVAL_MS: '100',
  });
});
afterAll(async () => {
  await server?.stop();
  await receiver?.stop();
});

const buyer = () => buyerClient(server);
const seller = (businessName = 'Sealed Bidder Ltd') => partnerClient(server, { businessName });

const wireInput = (extra: Record<string, unknown> = {}) => ({
  kind: 'BUILDING_MATERIALS',
  title: 'Roofing sheets, sealed bids',
  location: { label: 'Ikeja, Lagos', lat: 6.6018, lng: 3.3515 },
  materials: { lines: [{ material: 'Aluzinc sheets', quantity: 120, unit: 'sheets' }], deliveryNeeded: true },
  ...extra,
});
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

async function postSealed(client: GqlClient, title = 'Roofing sheets, sealed bids') {
  const { postWire } = await client.ok<{ postWire: View['wire'] }, unknown>(POST, {
    input: wireInput({ title, sealed: true, revealAt: inHours(48), openForDays: 7 }),
  });
  return postWire;
}

async function respond(client: GqlClient, wireId: string, amount: string) {
  const { respondToWire } = await client.ok<
    { respondToWire: { id: string; wire: { responseCount: number } } },
    unknown
  >(RESPOND, { input: { wireId, message: `Our price is ${amount}.`, quote: { amount } } });
  return respondToWire;
}

/** Ends the seal now, as if `revealAt` had come. */
const reveal = (wireId: string) =>
  server.em().nativeUpdate(Wire, { id: wireId }, { revealAt: new Date(Date.now() - 1000) });

describe('posting a sealed wire', () => {
  it('needs a reveal date between an hour from now and the expiry, each refusal at revealAt', async () => {
    const owner = await buyer();
    const cases: [string, Record<string, unknown>][] = [
      ['sealed without a date', { sealed: true }],
      ['a date within the hour', { sealed: true, revealAt: inHours(0.5) }],
      ['a date in the past', { sealed: true, revealAt: inHours(-2) }],
      ['a date after the expiry', { sealed: true, revealAt: inHours(24 * 4), openForDays: 3 }],
      ['a date without sealed', { revealAt: inHours(5) }],
    ];
    for (const [name, extra] of cases) {
      const refused = await owner.client.request(POST, { input: wireInput(extra) });
      expect(errorOf(refused), name).toEqual({ code: 'BAD_USER_INPUT', field: 'revealAt' });
    }
    expect(await server.em().count(Wire, { owner: owner.member.id })).toBe(0);
    const revealAt = inHours(2);
    const { postWire } = await owner.client.ok<{ postWire: View['wire'] }, unknown>(POST, {
      input: wireInput({ sealed: true, revealAt }),
    });
    expect(postWire).toMatchObject({ sealed: true, revealAt, quotesSealed: true, responseCount: 0 });
    const open = await owner.client.ok<{ postWire: View['wire'] }, unknown>(POST, { input: wireInput() });
    expect(open.postWire).toMatchObject({ sealed: false, revealAt: null, quotesSealed: false });
  });
});

describe('while sealed', () => {
  it('shows partners only their own quote and no count, over HTTP, on every list', async () => {
    const owner = await buyer();
    const wire = await postSealed(owner.client);
    const first = await seller('First Bidder');
    const second = await seller('Second Bidder');
    const one = await respond(first.client, wire.id, '950000');
    expect(one.wire.responseCount).toBe(0);
    const two = await respond(second.client, wire.id, '910000');
    for (const [who, mine] of [
      [first, one],
      [second, two],
    ] as const) {
      const { wire: seen } = await who.client.ok<View, unknown>(VIEW, { id: wire.id });
      expect(seen.responseCount).toBe(0);
      expect(seen.quotesSealed).toBe(true);
      expect(seen.responses.map((r) => r.id)).toEqual([mine.id]);
      expect(seen.responsesConnection.totalCount).toBe(1);
      expect(seen.myResponse).toEqual({ id: mine.id, status: 'SENT' });
      const board = await who.client.ok<
        { wireboard: { edges: { node: { id: string; responseCount: number; myResponse: unknown } }[] } },
        unknown
      >(BOARD);
      expect(board.wireboard.edges.find((e) => e.node.id === wire.id)!.node).toMatchObject({
        responseCount: 0,
        myResponse: { id: mine.id, status: 'SENT' },
      });
      const partnerBoard = await who.client.ok<
        { partnerWireboard: { edges: { node: { id: string; responseCount: number } }[] } },
        unknown
      >(PARTNER_BOARD);
      expect(partnerBoard.partnerWireboard.edges.find((e) => e.node.id === wire.id)!.node.responseCount).toBe(
        0,
      );
      const mineList = await who.client.ok<
        { myResponses: { edges: { node: { wire: { responseCount: number } } }[] } },
        unknown
      >(MINE);
      expect(mineList.myResponses.edges.map((e) => e.node.wire.responseCount)).toEqual([0]);
    }
    const anonymous = await quickAs(server, 'anonymous');
    const seenByAll = await anonymous.ok<View, unknown>(VIEW, { id: wire.id });
    expect(seenByAll.wire).toMatchObject({ responseCount: 0, responses: [], myResponse: null });
    // an admin sees everything
    const admin = await quickAs(server, 'admin');
    const adminView = await admin.ok<View, unknown>(VIEW, { id: wire.id });
    expect(adminView.wire.responseCount).toBe(2);
    expect(adminView.wire.responses).toHaveLength(2);
  });

  it('shows the buyer how many arrived but not what they say, and refuses decisions until revealed', async () => {
    const owner = await buyer();
    const wire = await postSealed(owner.client, 'Sealed tiles');
    const bidder = await seller('Tile Bidder');
    const sent = await respond(bidder.client, wire.id, '420000');
    const { wire: seen } = await owner.client.ok<View, unknown>(VIEW, { id: wire.id });
    expect(seen).toMatchObject({ responseCount: 1, quotesSealed: true, responses: [] });
    expect(seen.responsesConnection).toEqual({ totalCount: 0, edges: [] });
    for (const decide of [ACCEPT, DECLINE]) {
      const refused = await owner.client.request(decide, { id: sent.id });
      expect(errorOf(refused)).toMatchObject({ code: 'CONFLICT' });
      expect(refused.errors?.[0]?.message).toMatch(
        /^The quotes of this request are sealed until .*; answer them once they are revealed\.$/,
      );
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'QUOTES_SEALED' });
    }
    // the notification says a quote came, not whose or how much
    const notes = await owner.client.ok<
      { notifications: { edges: { node: { kind: string; title: string; body: string } }[] } },
      unknown
    >(NOTES);
    const note = notes.notifications.edges[0]!.node;
    expect(note).toMatchObject({ kind: 'NEW_RESPONSE', title: 'New sealed quote on "Sealed tiles"' });
    expect(`${note.title} ${note.body}`).not.toMatch(/420000|Tile Bidder/);
    // revealed: the quotes appear and can be answered; partners see the count
    await reveal(wire.id);
    const { wire: revealed } = await owner.client.ok<View, unknown>(VIEW, { id: wire.id });
    expect(revealed).toMatchObject({ quotesSealed: false, responseCount: 1 });
    expect(revealed.responses.map((r) => r.quote.amount)).toEqual(['420000.00']);
    expect(revealed.responsesConnection.totalCount).toBe(1);
    expect((await bidder.client.ok<View, unknown>(VIEW, { id: wire.id })).wire.responseCount).toBe(1);
    await owner.client.ok(ACCEPT, { id: sent.id });
  });

  it('sends partners no board event for a sealed quote and the buyer no quote over the websocket', async () => {
    const owner = await buyer();
    const sealed = await postSealed(owner.client, 'Sealed steel');
    const { postWire: open } = await owner.client.ok<{ postWire: { id: string } }, unknown>(POST, {
      input: wireInput({ title: 'Open steel' }),
    });
    const watcher = await seller('Watching Partner');
    const bidder = await seller('Bidding Partner');
    const mark = listenMark(server);
    const watcherWs = watcher.client.ws();
    const ownerWs = owner.client.ws();
    const board = subscribe(watcherWs, BOARD_EVENTS);
    const partnerBoard = subscribe(watcherWs, PARTNER_EVENTS);
    const ownerAll = subscribe(ownerWs, OWNER_EVENTS);
    const ownerSealed = subscribe(ownerWs, WIRE_EVENTS, { wireId: sealed.id });
    await mark.opened(4);
    const secret = await respond(bidder.client, sealed.id, '777000');
    // the barrier: a quote on the open wire, which every stream but the sealed wire's hears
    const barrier = await respond(bidder.client, open.id, '500000');
    const [boardEvent] = await board.next(1, 15_000);
    expect(boardEvent!.data).toEqual({
      wireboardEvents: { type: 'UPDATED', wire: { id: open.id, responseCount: 1 } },
    });
    const [partnerEvent] = await partnerBoard.next(1, 15_000);
    expect(partnerEvent!.data).toEqual({
      partnerWireboardEvents: { type: 'UPDATED', wire: { id: open.id, responseCount: 1 } },
    });
    const [ownerEvent] = await ownerAll.next(1, 15_000);
    expect(ownerEvent!.data).toMatchObject({
      myWireResponseEvents: { type: 'CREATED', response: { id: barrier.id, wire: { id: open.id } } },
    });
    // nothing of the sealed quote came before the barrier
    const everything = JSON.stringify([board.received, partnerBoard.received, ownerAll.received]);
    expect(everything).not.toContain('777000');
    expect(everything).not.toContain(secret.id);
    // the sealed wire's own stream: revealed, the next event (a withdrawal) is the first it hears
    await reveal(sealed.id);
    await bidder.client.ok(WITHDRAW, { id: secret.id });
    const [sealedEvent] = await ownerSealed.next(1, 15_000);
    expect(sealedEvent!.data).toMatchObject({
      wireResponseEvents: { type: 'UPDATED', response: { id: secret.id } },
    });
    for (const live of [board, partnerBoard, ownerAll, ownerSealed]) live.stop();
    await Promise.all([watcherWs.dispose(), ownerWs.dispose()]);
  });

  it("delivers no sealed quote to the buyer's webhook", async () => {
    const owner = await buyer();
    const { createWebhook } = await owner.client.ok<{ createWebhook: { webhook: { id: string } } }, unknown>(
      `mutation C($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }`,
      {
        input: {
          name: 'quotes',
          url: receiver.url,
          query: `subscription { myWireResponseEvents { type response { id quote { amount } } } }`,
        },
      },
    );
    const sealed = await postSealed(owner.client, 'Sealed doors');
    const { postWire: open } = await owner.client.ok<{ postWire: { id: string } }, unknown>(POST, {
      input: wireInput({ title: 'Open doors' }),
    });
    const bidder = await seller('Door Bidder');
    const secret = await respond(bidder.client, sealed.id, '333000');
    const barrier = await respond(bidder.client, open.id, '222000');
    await expect
      .poll(() => receiver.received.some((body) => body.includes(barrier.id)), {
        timeout: 20_000,
        interval: 50,
      })
      .toBe(true);
    const deliveries = await server.em().find(WebhookDelivery, { webhook: createWebhook.webhook.id });
    expect(deliveries).toHaveLength(1);
    expect(receiver.received.join('\n')).not.toContain(secret.id);
    expect(receiver.received.join('\n')).not.toContain('333000');
  });

  it("at revealAt, a job brings the quotes to the owner's live view and the count to the boards", async () => {
    const owner = await buyer();
    const sealed = await postSealed(owner.client, 'Sealed cement, revealed live');
    const bidder = await seller('Revealed Bidder');
    const sent = await respond(bidder.client, sealed.id, '123000');
    const watcher = await seller('Board Watcher');
    const mark = listenMark(server);
    const ownerWs = owner.client.ws();
    const watcherWs = watcher.client.ws();
    const bidderWs = bidder.client.ws();
    const ownerLive = subscribe(ownerWs, WIRE_EVENTS, { wireId: sealed.id });
    const board = subscribe(watcherWs, BOARD_EVENTS);
    const bidderLive = subscribe(
      bidderWs,
      `subscription { myResponseEvents { type response { id status } } }`,
    );
    await mark.opened(3);
    // the deadline comes: the clock (as the wire says) and the job queued with the wire (run now)
    await reveal(sealed.id);
    await server
      .em()
      .execute(
        `select graphile_worker.reschedule_jobs(array(select id from graphile_worker.jobs where key = ?), run_at := now())`,
        [`reveal_sealed_quotes:${sealed.id}`],
      );
    const [event] = await ownerLive.next(1, 20_000);
    expect(event!.data).toEqual({
      wireResponseEvents: { type: 'CREATED', response: { id: sent.id, quote: { amount: '123000.00' } } },
    });
    const [boardEvent] = await board.next(1, 20_000);
    expect(boardEvent!.data).toEqual({
      wireboardEvents: { type: 'UPDATED', wire: { id: sealed.id, responseCount: 1 } },
    });
    // the reveal is not news to the bidder: the first thing it hears is the buyer's decision
    await owner.client.ok(ACCEPT, { id: sent.id });
    const [bidderEvent] = await bidderLive.next(1, 20_000);
    expect(bidderEvent!.data).toEqual({
      myResponseEvents: { type: 'UPDATED', response: { id: sent.id, status: 'ACCEPTED' } },
    });
    ownerLive.stop();
    board.stop();
    bidderLive.stop();
    await Promise.all([ownerWs.dispose(), watcherWs.dispose(), bidderWs.dispose()]);
  });
});
