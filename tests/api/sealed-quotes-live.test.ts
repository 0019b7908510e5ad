import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { partnerClient, buyerClient, GqlClient, quickAs } from '../helpers/clients.js';
import { listenMark, subscribe } from '../helpers/live.js';

/**
 * Sealed quotes, live for their buyer: `myWireEvents` brings the buyer the count of sealed quotes
 * (never what they say) as each arrives or is withdrawn, while the boards hear nothing; at
 * `revealAt` the reveal job brings the quotes and a wire event saying they are no longer sealed.
 */
const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id revealAt } }`;
const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;
const WITHDRAW = `mutation W($id: ID!) { withdrawResponse(id: $id) { id status } }`;
const OWN_WIRE = `subscription O($wireId: ID) { myWireEvents(wireId: $wireId) {
  type wire { id responseCount quotesSealed revealAt responses { id } }
} }`;
const OWN_WIRES = `subscription { myWireEvents { type wire { id responseCount quotesSealed } } }`;
const QUOTES = `subscription E($wireId: ID!) { wireResponseEvents(wireId: $wireId) { type response { id quote { amount } } } }`;
const BOARD_EVENTS = `subscription { wireboardEvents { type wire { id responseCount } } }`;
const PARTNER_EVENTS = `subscription { partnerWireboardEvents { type wire { id responseCount } } }`;
const VIEW = `query V($id: ID!) { wire(id: $id) { quotesSealed responseCount responses { id quote { amount } } } }`;
const HOUR = 3_600_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ JOB_POLL_INTERVAL_MS: '100' });
});
afterAll(async () => {
  await server?.stop();
});

const wireInput = (title: string, extra: Record<string, unknown> = {}) => ({
  kind: 'BUILDING_MATERIALS',
  title,
  location: { label: 'Ikeja, Lagos', lat: 6.6018, lng: 3.3515 },
  materials: { lines: [{ material: 'Aluzinc sheets', quantity: 120, unit: 'sheets' }], deliveryNeeded: true },
  ...extra,
});

async function post(client: GqlClient, title: string, sealed: boolean) {
  const extra = sealed
    ? { sealed: true, revealAt: new Date(Date.now() + 48 * HOUR).toISOString(), openForDays: 7 }
    : {};
  const { postWire } = await client.ok<{ postWire: { id: string; revealAt: string | null } }, unknown>(POST, {
    input: wireInput(title, extra),
  });
  return postWire;
}

async function respond(client: GqlClient, wireId: string, amount: string): Promise<string> {
  const { respondToWire } = await client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
    input: { wireId, message: `Our price is ${amount}.`, quote: { amount } },
  });
  return respondToWire.id;
}

/** The deadline comes: the clock (as the wire says) and the job queued with the wire, run now. */
async function reachRevealAt(wireId: string): Promise<void> {
  await server.em().nativeUpdate(Wire, { id: wireId }, { revealAt: new Date(Date.now() - 1000) });
  await server
    .em()
    .execute(
      `select graphile_worker.reschedule_jobs(array(select id from graphile_worker.jobs where key = ?), run_at := now())`,
      [`reveal_sealed_quotes:${wireId}`],
    );
}

describe('a sealed wire, live for its buyer', () => {
  it('brings the buyer each new count and no quote, and the boards nothing', async () => {
    const owner = await buyerClient(server);
    const sealed = await post(owner.client, 'Sealed gravel, counted live', true);
    const open = await post(owner.client, 'Open gravel', false);
    const bidder = await partnerClient(server, { businessName: 'Gravel Bidder' });
    const watcher = await partnerClient(server, { businessName: 'Gravel Watcher' });
    const mark = listenMark(server);
    const ownerWs = owner.client.ws();
    const watcherWs = watcher.client.ws();
    const ownWire = subscribe(ownerWs, OWN_WIRE, { wireId: sealed.id });
    const ownWires = subscribe(ownerWs, OWN_WIRES);
    const board = subscribe(watcherWs, BOARD_EVENTS);
    const partnerBoard = subscribe(watcherWs, PARTNER_EVENTS);
    const watcherOwn = subscribe(watcherWs, OWN_WIRES);
    await mark.opened(6);

    const quoteId = await respond(bidder.client, sealed.id, '654000');
    const [counted] = await ownWire.next(1, 15_000);
    expect(counted!.data).toEqual({
      myWireEvents: {
        type: 'UPDATED',
        wire: {
          id: sealed.id,
          responseCount: 1,
          quotesSealed: true,
          revealAt: sealed.revealAt,
          responses: [],
        },
      },
    });
    const [countedInList] = await ownWires.next(1, 15_000);
    expect(countedInList!.data).toEqual({
      myWireEvents: { type: 'UPDATED', wire: { id: sealed.id, responseCount: 1, quotesSealed: true } },
    });

    // a withdrawal lowers the count, live too
    await bidder.client.ok(WITHDRAW, { id: quoteId });
    const [, lowered] = await ownWire.next(2, 15_000);
    expect(lowered!.data).toMatchObject({ myWireEvents: { wire: { responseCount: 0, quotesSealed: true } } });

    // the barrier: a quote on the open wire, which every board hears; nothing of the sealed one came before
    await respond(bidder.client, open.id, '500000');
    const [boardEvent] = await board.next(1, 15_000);
    expect(boardEvent!.data).toEqual({
      wireboardEvents: { type: 'UPDATED', wire: { id: open.id, responseCount: 1 } },
    });
    const [partnerEvent] = await partnerBoard.next(1, 15_000);
    expect(partnerEvent!.data).toEqual({
      partnerWireboardEvents: { type: 'UPDATED', wire: { id: open.id, responseCount: 1 } },
    });
    const [, , ownOpen] = await ownWires.next(3, 15_000);
    expect(ownOpen!.data).toMatchObject({ myWireEvents: { wire: { id: open.id, responseCount: 1 } } });
    const heardElsewhere = JSON.stringify([board.received, partnerBoard.received, watcherOwn.received]);
    expect(heardElsewhere).not.toContain(sealed.id);
    expect(JSON.stringify([ownWire.received, ownWires.received])).not.toMatch(/654000|Gravel Bidder/);

    for (const live of [ownWire, ownWires, board, partnerBoard, watcherOwn]) live.stop();
    await Promise.all([ownerWs.dispose(), watcherWs.dispose()]);
  });

  it('follows one wire for its owner and admins only (NOT_FOUND, FORBIDDEN otherwise)', async () => {
    const owner = await buyerClient(server);
    const sealed = await post(owner.client, 'Sealed blocks, followed', true);
    const other = await buyerClient(server);
    const otherWs = other.client.ws();
    const refused = subscribe(otherWs, OWN_WIRE, { wireId: sealed.id });
    const unknown = subscribe(otherWs, OWN_WIRE, { wireId: '00000000-0000-4000-8000-000000000000' });
    await Promise.all([refused.ended, unknown.ended]);
    expect(refused.received[0]?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(unknown.received[0]?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(refused.received).toHaveLength(1);
    await otherWs.dispose();

    // an admin sees the count of sealed quotes, so it may follow them
    const admin = await quickAs(server, 'admin');
    const bidder = await partnerClient(server, { businessName: 'Block Bidder' });
    const mark = listenMark(server);
    const adminWs = admin.ws();
    const adminLive = subscribe(adminWs, OWN_WIRE, { wireId: sealed.id });
    await mark.opened(1);
    await respond(bidder.client, sealed.id, '88000');
    const [event] = await adminLive.next(1, 15_000);
    expect(event!.data).toMatchObject({ myWireEvents: { wire: { id: sealed.id, responseCount: 1 } } });
    adminLive.stop();
    await adminWs.dispose();
  });

  it('at revealAt, brings the buyer the quotes and a wire event saying they are revealed', async () => {
    const owner = await buyerClient(server);
    const sealed = await post(owner.client, 'Sealed cement, revealed to the page', true);
    const bidder = await partnerClient(server, { businessName: 'Cement Bidder' });
    const quoteId = await respond(bidder.client, sealed.id, '123000');
    const before = await owner.client.ok<{ wire: { responses: unknown[] } }, unknown>(VIEW, {
      id: sealed.id,
    });
    expect(before.wire).toMatchObject({ quotesSealed: true, responseCount: 1, responses: [] });

    const mark = listenMark(server);
    const ownerWs = owner.client.ws();
    const ownWire = subscribe(ownerWs, OWN_WIRE, { wireId: sealed.id });
    const quotes = subscribe(ownerWs, QUOTES, { wireId: sealed.id });
    await mark.opened(2);
    await reachRevealAt(sealed.id);
    const [quote] = await quotes.next(1, 20_000);
    expect(quote!.data).toEqual({
      wireResponseEvents: { type: 'CREATED', response: { id: quoteId, quote: { amount: '123000.00' } } },
    });
    const [revealed] = await ownWire.next(1, 20_000);
    expect(revealed!.data).toEqual({
      myWireEvents: {
        type: 'UPDATED',
        wire: {
          id: sealed.id,
          responseCount: 1,
          quotesSealed: false,
          revealAt: expect.any(String),
          responses: [{ id: quoteId }],
        },
      },
    });
    const after = await owner.client.ok<{ wire: unknown }, unknown>(VIEW, { id: sealed.id });
    expect(after.wire).toEqual({
      quotesSealed: false,
      responseCount: 1,
      responses: [{ id: quoteId, quote: { amount: '123000.00' } }],
    });
    ownWire.stop();
    quotes.stop();
    await ownerWs.dispose();
  });
});
