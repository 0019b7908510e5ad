import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PartnerCategory, PartnerStatus } from '../../server/src/partner/partner.enums.js';
import { startTestServer, type TestServer, useTestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs } from '../helpers/clients.js';
import {
  createAccount,
  createPartner,
  createWire,
  sessionCookieFor,
  cementInLekki,
} from '../helpers/factories.js';
import { firstResponseCreated, listenMark, subscribe } from '../helpers/live.js';
import { busDrivers, tcpProxy } from '../helpers/bus-drivers.js';

const BOARD_EVENTS = `subscription B($filter: WireboardFilter) { wireboardEvents(filter: $filter) {
  type wire { id title kind status isMine ownerName myResponse { id } } } }`;
const PARTNER_EVENTS = `subscription { partnerWireboardEvents { type wire { id title myResponse { id } } } }`;
const RESPONSE_EVENTS = `subscription R($wireId: ID!) { wireResponseEvents(wireId: $wireId) {
  type response { id status quote { amount } partner { businessName } wire { id responseCount } } } }`;
const MY_RESPONSE_EVENTS = `subscription { myResponseEvents { type response { id status } } }`;
const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;
const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;

const server = useTestServer();

async function partner(options: Parameters<typeof createPartner>[1] = {}) {
  const made = await createPartner(server, options);
  const client = new GqlClient(server);
  client.cookie = made.cookie;
  return { ...made, client };
}

describe('live wireboard', () => {
  it('delivers a new wire to anonymous board subscribers and matching partners only', async () => {
    const mark = listenMark(server);
    const anonymousWs = new GqlClient(server).ws();
    const everything = subscribe(anonymousWs, BOARD_EVENTS);
    const materialsOnly = subscribe(anonymousWs, BOARD_EVENTS, { filter: { kinds: ['BUILDING_MATERIALS'] } });
    const propertyOnly = subscribe(anonymousWs, BOARD_EVENTS, { filter: { kinds: ['PROPERTY'] } });
    const matching = await partner({ categories: [PartnerCategory.BUILDING_MATERIALS] });
    const wrongKind = await partner({ categories: [PartnerCategory.PROPERTY] });
    const farAway = await partner({ lat: 9.0765, lng: 7.3986, radiusKm: 20 }); // Abuja
    const matchingWs = matching.client.ws();
    const wrongKindWs = wrongKind.client.ws();
    const farWs = farAway.client.ws();
    const matchingLive = subscribe(matchingWs, PARTNER_EVENTS);
    const wrongKindLive = subscribe(wrongKindWs, PARTNER_EVENTS);
    const farLive = subscribe(farWs, PARTNER_EVENTS);
    await mark.opened(3 + 3 * 2); // a partner's stream also listens to its own PARTNER events

    const buyer = await quickAs(server, 'member');
    const { postWire } = await buyer.ok<{ postWire: { id: string } }, unknown>(POST, {
      input: cementInLekki('Cement for a live test'),
    });

    const [event] = await everything.next();
    expect(event?.data).toEqual({
      wireboardEvents: {
        type: 'CREATED',
        wire: {
          id: postWire.id,
          title: 'Cement for a live test',
          kind: 'BUILDING_MATERIALS',
          status: 'OPEN',
          isMine: false,
          ownerName: 'Test Person',
          myResponse: null,
        },
      },
    });
    await materialsOnly.next();
    const [forPartner] = await matchingLive.next();
    expect(forPartner?.data).toMatchObject({
      partnerWireboardEvents: { type: 'CREATED', wire: { id: postWire.id } },
    });
    // barriers: later wires each of the others must receive, so the first wire did not reach them
    const { postWire: inLekki } = await buyer.ok<{ postWire: { id: string } }, unknown>(POST, {
      input: {
        kind: 'PROPERTY',
        title: 'A flat for the barrier',
        location: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 },
        property: { deal: 'RENT', propertyType: 'APARTMENT' },
      },
    });
    const { postWire: inAbuja } = await buyer.ok<{ postWire: { id: string } }, unknown>(POST, {
      input: { ...cementInLekki('Cement for Abuja'), location: { label: 'Abuja', lat: 9.0765, lng: 7.3986 } },
    });
    const [toProperty] = await propertyOnly.next();
    expect(toProperty?.data).toMatchObject({ wireboardEvents: { wire: { id: inLekki.id } } });
    const [toWrongKind] = await wrongKindLive.next();
    expect(toWrongKind?.data).toMatchObject({ partnerWireboardEvents: { wire: { id: inLekki.id } } });
    const [toFar] = await farLive.next();
    expect(toFar?.data).toMatchObject({ partnerWireboardEvents: { wire: { id: inAbuja.id } } });
    for (const ws of [anonymousWs, matchingWs, wrongKindWs, farWs]) await ws.dispose();
  });

  it('tells board subscribers when a wire leaves the board', async () => {
    const owner = await createAccount(server, { password: null });
    const wire = await createWire(server, owner);
    const mark = listenMark(server);
    const ws = new GqlClient(server).ws();
    const live = subscribe(ws, BOARD_EVENTS);
    await mark.opened(1);
    const client = new GqlClient(server);
    client.cookie = await sessionCookieFor(server, owner);
    await client.ok(`mutation C($id: ID!) { closeWire(id: $id) { id } }`, { id: wire.id });
    const [event] = await live.next();
    expect(event?.data).toMatchObject({
      wireboardEvents: { type: 'REMOVED', wire: { id: wire.id, status: 'CLOSED' } },
    });
    await ws.dispose();
  });

  it('refuses a bad filter', async () => {
    const ws = new GqlClient(server).ws();
    const live = subscribe(ws, BOARD_EVENTS, { filter: { kinds: [] } });
    await live.ended;
    expect(live.received[0]?.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'kinds',
    });
    await ws.dispose();
  });

  it("ends a partner's live board when it is suspended, and gives a pending partner nothing", async () => {
    const approved = await partner();
    const mark = listenMark(server);
    const ws = approved.client.ws();
    const live = subscribe(ws, PARTNER_EVENTS);
    const pending = await partner({ status: PartnerStatus.PENDING });
    const pendingWs = pending.client.ws();
    const pendingLive = subscribe(pendingWs, PARTNER_EVENTS);
    expect(await pendingLive.ended).toBe('complete');
    await mark.opened(2 + 1); // the approved partner's WIRE and PARTNER listeners, the pending one's WIRE

    const admin = await quickAs(server, 'admin');
    await admin.ok(`mutation S($id: ID!) { suspendPartner(id: $id, reason: "Complaints") { status } }`, {
      id: approved.partner.id,
    });
    // the stream completes (the partner's socket stays open: see session-end.test.ts)
    expect(['complete', 'error']).toContain(await live.ended);
    await ws.dispose();
    await pendingWs.dispose();
  });
});

describe('live responses', () => {
  it("streams a wire's responses to its owner, and status changes to the partner", async () => {
    const owner = await createAccount(server, { password: null });
    const wire = await createWire(server, owner);
    const buyer = new GqlClient(server);
    buyer.cookie = await sessionCookieFor(server, owner);
    const mark = listenMark(server);
    const buyerWs = buyer.ws();
    const responsesLive = subscribe(buyerWs, RESPONSE_EVENTS, { wireId: wire.id });
    const seller = await partner({ businessName: 'Live Cement Ltd' });
    const sellerWs = seller.client.ws();
    const mineLive = subscribe(sellerWs, MY_RESPONSE_EVENTS);
    await mark.opened(2);

    const { respondToWire } = await seller.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
      input: { wireId: wire.id, message: 'Ready today', quote: { amount: '99.5' } },
    });
    const [created] = await responsesLive.next();
    expect(created?.data).toEqual(
      firstResponseCreated({
        id: respondToWire.id,
        wireId: wire.id,
        businessName: 'Live Cement Ltd',
        amount: '99.50',
      }),
    );
    await buyer.ok(`mutation A($id: ID!) { acceptResponse(id: $id) { id } }`, { id: respondToWire.id });
    const events = await mineLive.next(2);
    expect(events.map((e) => e.data)).toEqual([
      { myResponseEvents: { type: 'CREATED', response: { id: respondToWire.id, status: 'SENT' } } },
      { myResponseEvents: { type: 'UPDATED', response: { id: respondToWire.id, status: 'ACCEPTED' } } },
    ]);
    await buyerWs.dispose();
    await sellerWs.dispose();
  });

  it("refuses someone else's wire (FORBIDDEN) and an unknown one (NOT_FOUND)", async () => {
    const owner = await createAccount(server, { password: null });
    const wire = await createWire(server, owner);
    const stranger = await quickAs(server, 'member');
    const ws = stranger.ws();
    const theirs = subscribe(ws, RESPONSE_EVENTS, { wireId: wire.id });
    const unknown = subscribe(ws, RESPONSE_EVENTS, { wireId: '00000000-0000-4000-8000-000000000000' });
    await Promise.all([theirs.ended, unknown.ended]);
    expect(theirs.received[0]?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(unknown.received[0]?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await ws.dispose();
  });
});

/** Subscribes to the board on `on`, posts a wire on `by`, and waits for it to arrive. */
async function postAndReceive(on: TestServer, by: TestServer, title: string) {
  const mark = listenMark(on);
  const ws = new GqlClient(on).ws();
  const live = subscribe(ws, BOARD_EVENTS);
  await mark.opened(1);
  const poster = await quickAs(by, 'member');
  const { postWire } = await poster.ok<{ postWire: { id: string } }, unknown>(POST, {
    input: cementInLekki(title),
  });
  const [event] = await live.next(1, 10_000);
  expect(event?.data).toMatchObject({
    wireboardEvents: { type: 'CREATED', wire: { id: postWire.id, title } },
  });
  await ws.dispose();
  return postWire.id;
}

describe('the event outbox', () => {
  it('prunes delivered rows without a reset, and ends every live stream when its position was pruned away', async () => {
    const bus = server.app.services.events;
    const em = server.em();
    // an event already delivered, made older than the retention: pruning it is no loss, once the
    // reader's position is past it. A transaction open meanwhile anywhere on the PostgreSQL server
    // (here one of our own; in CI another test file's) holds a position's xmin back: the bus's
    // next read after it ends moves the position on
    const other = new pg.Client({ connectionString: server.databaseUrl });
    await other.connect();
    await other.query('begin');
    await other.query('select pg_current_xact_id()');
    await postAndReceive(server, server, 'Delivered, then old');
    const [row] = await em.execute<{ tx: string }[]>(`select max(tx)::text as tx from event_outbox`);
    const tx = row!.tx;
    expect(bus.readBelow! <= BigInt(tx)).toBe(true);
    await other.query('commit');
    await other.end();
    await expect
      .poll(() => (bus.readBelow ?? 0n) > BigInt(tx), { timeout: 30_000, interval: 100 })
      .toBe(true);
    await em.execute(`update event_outbox set created_at = now() - interval '2 hours' where tx <= ?`, [tx]);
    expect(await bus.feed.prune(60)).toBeGreaterThanOrEqual(1);
    // every row pruned had its place in the event feed first: the feed's mark covers them
    const [pruned] = await em.execute<{ through_seq: string | null }[]>(
      `select through_seq::text as through_seq from event_outbox_pruned`,
    );
    expect(pruned?.through_seq).not.toBeNull();
    const resets = bus.counts.resets;
    await postAndReceive(server, server, 'After a prune');
    expect(bus.counts.resets).toBe(resets);

    // the outbox pruned through a transaction this reader has not seen: it may have missed events
    const mark = listenMark(server);
    const ws = new GqlClient(server).ws();
    const live = subscribe(ws, BOARD_EVENTS);
    await mark.opened(1);
    await em.execute(
      `insert into event_outbox_pruned (one, through) values (true, pg_current_xact_id())
       on conflict (one) do update set through = excluded.through`,
    );
    const owner = await createAccount(server, { password: null });
    await createWire(server, owner);
    expect(await live.ended).toBe('complete');
    expect(bus.counts.resets).toBe(resets + 1);
    // and it goes on from there
    await postAndReceive(server, server, 'After a reset');
    await ws.dispose();
  });
});

// the drivers' tests poll rarely: an event must come through the wake or the catch-up read
const drivers = await busDrivers();
const RARE_POLL = { EVENT_OUTBOX_POLL_MS: '600000' };

describe.each(drivers)('across processes, waking over $name', (driver) => {
  const busEnv: Record<string, string> = driver.url ? { EVENT_BUS_URL: driver.url } : {};

  it.skipIf(driver.skip !== null)(
    'delivers an event caused on server B to a subscriber on server A (same database)',
    async () => {
      const a = await startTestServer({ ...busEnv, ...RARE_POLL }, { databaseUrl: server.databaseUrl });
      const b = await startTestServer({ ...busEnv, ...RARE_POLL }, { databaseUrl: server.databaseUrl });
      try {
        const mark = listenMark(a);
        const ws = new GqlClient(a).ws();
        const live = subscribe(ws, BOARD_EVENTS);
        const adminWs = (await quickAs(a, 'admin')).ws();
        const adminLive = subscribe(adminWs, `subscription { adminWireEvents { type wire { id } } }`);
        await mark.opened(2);
        const onB = await quickAs(b, 'member');
        const { postWire } = await onB.ok<{ postWire: { id: string } }, unknown>(POST, {
          input: cementInLekki('Posted on the other process'),
        });
        const [event] = await live.next(1, 10_000);
        expect(event?.data).toMatchObject({
          wireboardEvents: { type: 'CREATED', wire: { id: postWire.id } },
        });
        const [adminEvent] = await adminLive.next(1, 10_000);
        expect(adminEvent?.data).toMatchObject({
          adminWireEvents: { type: 'CREATED', wire: { id: postWire.id } },
        });
        await ws.dispose();
        await adminWs.dispose();
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    },
  );

  it.skipIf(driver.skip !== null)(
    'reconnects after its bus connection is lost, and catches up on what was sent meanwhile',
    async () => {
      const proxy = driver.url ? await tcpProxy(driver.url) : null;
      const a = await startTestServer({ ...busEnv, ...RARE_POLL }, { databaseUrl: server.databaseUrl });
      const b = await startTestServer(
        { ...(proxy ? { EVENT_BUS_URL: proxy.url } : {}), ...RARE_POLL },
        { databaseUrl: server.databaseUrl },
      );
      try {
        const bus = b.app.services.events;
        const connections = bus.connections;
        const mark = listenMark(b);
        const ws = new GqlClient(b).ws();
        const live = subscribe(ws, BOARD_EVENTS);
        await mark.opened(1);
        const poster = await quickAs(a, 'member');
        if (proxy) {
          // B is cut off from the bus while A posts: A's wake never reaches B
          proxy.cut();
          const { postWire } = await poster.ok<{ postWire: { id: string } }, unknown>(POST, {
            input: cementInLekki('While the bus was away'),
          });
          proxy.resume();
          await expect.poll(() => bus.connections, { timeout: 20_000 }).toBeGreaterThan(connections);
          const [event] = await live.next(1, 10_000);
          expect(event?.data).toMatchObject({ wireboardEvents: { wire: { id: postWire.id } } });
        } else {
          const killed = await b
            .em()
            .getConnection()
            .execute<{ pid: number }[]>(
              `select pid from pg_stat_activity where datname = current_database() and query ilike 'listen buildwire_events%' and pg_terminate_backend(pid)`,
            );
          expect(killed.length).toBeGreaterThanOrEqual(1);
          await expect.poll(() => bus.connections, { timeout: 20_000 }).toBeGreaterThan(connections);
        }
        const { postWire } = await poster.ok<{ postWire: { id: string } }, unknown>(POST, {
          input: cementInLekki('After a reconnect'),
        });
        await expect
          .poll(() => live.received.some((r) => JSON.stringify(r.data).includes(postWire.id)), {
            timeout: 10_000,
          })
          .toBe(true);
        await ws.dispose();
      } finally {
        await Promise.all([a.stop(), b.stop()]);
        await proxy?.close();
      }
    },
  );
});
