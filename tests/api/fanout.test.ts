import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { PartnerCategory } from '../../server/src/partner/partner.enums.js';
import { WireKind } from '../../server/src/wire/wire.enums.js';
import { matchesFilter, textOf } from '../../server/src/wire/wire-match.js';
import type { WireboardFilter } from '../../server/src/wire/wire.inputs.js';
import { startTestServer, useTestServer, type TestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs } from '../helpers/clients.js';
import { createAccount, createPartner, createWire, sessionCookieFor } from '../helpers/factories.js';
import { firstResponseCreated, listenMark, subscribe, type Live } from '../helpers/live.js';

const BOARD_EVENTS = `subscription B($filter: WireboardFilter) { wireboardEvents(filter: $filter) {
  type wire { id title isMine ownerName myResponse { id } budget { min max } } } }`;
const PARTNER_EVENTS = `subscription { partnerWireboardEvents { type wire { id myResponse { id } buyerContact { name } } } }`;
const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;
const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;
/** Viewer-dependent fields (isMine, myResponse, buyerContact) next to shared ones. */
const BOARD_CARD = `subscription { wireboardEvents { type wire {
  id title isMine ownerName myResponse { id } buyerContact { name } responseCount quotesFull } } }`;
const RESPONSE_EVENTS = `subscription R($wireId: ID!) { wireResponseEvents(wireId: $wireId) {
  type response { id status quote { amount } partner { businessName } wire { id responseCount } } } }`;
const MY_RESPONSE_EVENTS = `subscription { myResponseEvents { type response { id status wire { id title } } } }`;

const LEKKI = { lat: 6.4474, lng: 3.4723 };
const ABUJA = { lat: 9.0765, lng: 7.3986 };

/** Filters and whether the posted wire (cement in Lekki, budget 1000–5000) matches them. */
const FILTERS: [WireboardFilter | null, boolean][] = [
  [null, true],
  [{ kinds: [WireKind.BUILDING_MATERIALS] }, true],
  [{ kinds: [WireKind.PROPERTY] }, false],
  [{ near: { ...LEKKI, radiusKm: 5 } }, true],
  [{ near: { ...ABUJA, radiusKm: 20 } }, false],
  [{ budgetMin: '1000' }, true],
  [{ budgetMin: '5000.01' }, false],
  [{ budgetMax: '999.99' }, false],
  [{ budgetMax: '1000' }, true],
  [{ text: 'cement' }, true],
  [{ text: '  Fan-out LEKKI ' }, true],
  [{ text: 'bricks' }, false],
  [{ text: 'cement', kinds: [WireKind.PROPERTY] }, false],
  [{ text: 'cement bricks' }, false],
  [{ kinds: [WireKind.BUILDING_MATERIALS], near: { ...LEKKI, radiusKm: 1 }, budgetMin: '4000' }, true],
];

/** The wire id of a board or partner event. */
function eventWireId(event: Live['received'][number] | undefined): string | undefined {
  const payload = Object.values(event?.data ?? {})[0] as { wire?: { id?: string } } | undefined;
  return payload?.wire?.id;
}

let statements: string[] = [];
// housekeeping's periodic statements are not the event's; nor are jobs the new wire queues
// (saved-search matching): the second process below runs those
const server = useTestServer(
  { JOB_WORKER: 'false' },
  { onQuery: (sql) => void (/EXPIRED|delete from/i.test(sql) || statements.push(sql)) },
);

describe('live fan-out', () => {
  it('gives one event to every matching subscriber and no other, with statements independent of their number', async () => {
    const mark = listenMark(server);
    const sockets: Client[] = [];
    const board: { live: Live; expected: boolean }[] = [];
    for (let s = 0; s < 20; s++) {
      const ws = new GqlClient(server).ws();
      sockets.push(ws);
      for (let i = 0; i < 15; i++) {
        const [filter, expected] = FILTERS[(s * 15 + i) % FILTERS.length]!;
        board.push({ live: subscribe(ws, BOARD_EVENTS, filter ? { filter } : {}), expected });
      }
    }
    const partners: { live: Live; expected: boolean }[] = [];
    for (const [options, expected] of [
      [{ categories: [PartnerCategory.BUILDING_MATERIALS] }, true],
      [{ categories: [PartnerCategory.PROPERTY] }, false],
      [{ ...ABUJA, radiusKm: 20 }, false],
      [{}, true],
    ] as [Parameters<typeof createPartner>[1], boolean][]) {
      const made = await createPartner(server, options);
      const client = new GqlClient(server);
      client.cookie = made.cookie;
      const ws = client.ws();
      sockets.push(ws);
      partners.push({ live: subscribe(ws, PARTNER_EVENTS), expected });
    }
    expect(board).toHaveLength(300);
    await mark.opened(300 + partners.length * 2); // a partner's stream also listens to PARTNER events
    // the server's open sockets, as it lists them (the bench's fan-out floor writes to these)
    expect(server.app.server.webSockets.size).toBe(sockets.length);

    // posted through a second process: this server's statements are then only the event's
    const other = await startTestServer({}, { databaseUrl: server.databaseUrl });
    try {
      statements = [];
      const buyer = await quickAs(other, 'member');
      const { postWire } = await buyer.ok<{ postWire: { id: string } }, unknown>(POST, {
        input: {
          kind: 'BUILDING_MATERIALS',
          title: 'Cement for the fan-out test in Lekki',
          location: { label: 'Lekki, Lagos', ...LEKKI },
          budget: { min: '1000', max: '5000' },
          materials: { lines: [{ material: 'Cement', quantity: 40, unit: 'bags' }], deliveryNeeded: true },
        },
      });
      const expected = [...board, ...partners].filter((s) => s.expected);
      await Promise.all(expected.map((s) => s.live.next(1, 10_000)));
      // the wire, its invitations (for partners whose area leaves it out), its owner, the text
      // filters (one statement for all), the partners and their responses
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(6);

      // barriers: later wires that every other subscriber matches; the first must not have come before
      const barriers = await Promise.all(
        [
          { kind: 'PROPERTY', title: 'Cement bricks barrier flat', location: { label: 'Lekki', ...LEKKI } },
          { kind: 'PROPERTY', title: 'Abuja barrier', location: { label: 'Abuja', ...ABUJA } },
        ].map(async (input) => {
          const made = await buyer.ok<{ postWire: { id: string } }, unknown>(POST, {
            input: { ...input, property: { deal: 'RENT', propertyType: 'APARTMENT' } },
          });
          return made.postWire.id;
        }),
      );
      const unexpected = [...board, ...partners].filter((s) => !s.expected);
      await Promise.all(unexpected.map((s) => s.live.next(1, 10_000)));
      for (const { live } of unexpected) expect(barriers).toContain(eventWireId(live.received[0]));
      for (const { live, expected: should } of board) {
        if (should) {
          expect(live.received[0]).toEqual({
            data: {
              wireboardEvents: {
                type: 'CREATED',
                wire: {
                  id: postWire.id,
                  title: 'Cement for the fan-out test in Lekki',
                  isMine: false,
                  ownerName: 'Test Person',
                  myResponse: null,
                  budget: { min: '1000.00', max: '5000.00' },
                },
              },
            },
          });
        }
      }
      for (const { live, expected: should } of partners) {
        if (should) {
          expect(live.received[0]).toEqual({
            data: {
              partnerWireboardEvents: {
                type: 'CREATED',
                wire: { id: postWire.id, myResponse: null, buyerContact: null },
              },
            },
          });
        }
      }
    } finally {
      for (const ws of sockets) await ws.dispose();
      await other.stop();
    }
  });

  it('matches filters in memory exactly as the wireboard query does', async () => {
    const owner = await createAccount(server, { password: null });
    const marker = `grid${Date.now()}`;
    // a grid around Lekki, some points right at the 10 km radius, with budgets around 1000
    const wires = [];
    for (let i = 0; i < 24; i++) {
      const angle = (i / 24) * 2 * Math.PI;
      const km = 9.9 + (i % 3) * 0.1 + (i % 2 ? 0.0004 : -0.0004);
      wires.push(
        await createWire(server, owner, {
          title: `${marker} cement ${i}`,
          kind: i % 4 === 0 ? WireKind.PROPERTY : WireKind.BUILDING_MATERIALS,
          lat: LEKKI.lat + (km / 111.2) * Math.sin(angle),
          lng: LEKKI.lng + (km / (111.2 * Math.cos((LEKKI.lat * Math.PI) / 180))) * Math.cos(angle),
          budgetMin: i % 5 === 0 ? null : String(900 + i * 10),
          budgetMax: i % 7 === 0 ? null : String(1000 + i * 10),
        }),
      );
    }
    const filters: WireboardFilter[] = [
      { near: { ...LEKKI, radiusKm: 10 } },
      { near: { ...LEKKI, radiusKm: 9.95 }, kinds: [WireKind.BUILDING_MATERIALS] },
      { budgetMin: '1100' },
      { budgetMax: '1000.5' },
      { budgetMin: '1050', budgetMax: '1100', near: { ...LEKKI, radiusKm: 10.05 } },
    ];
    const em = server.em();
    for (const filter of filters) {
      const page = await server.app.services.wires.queries.wireboard(
        em,
        { ...filter, text: marker },
        100,
        null,
      );
      const fromSql = page.edges.map((e) => e.node.id).sort();
      expect(textOf({ ...filter, text: ` ${marker} ` })).toBe(marker);
      const inMemory = wires.filter((w) => matchesFilter(w, filter)).map((w) => w.id);
      expect(inMemory.sort(), JSON.stringify(filter)).toEqual(fromSql);
    }
  });
});

/** How many live payloads `target` has run (its /metrics counter). */
async function payloadRuns(target: TestServer): Promise<number> {
  const text = await (await fetch(`${target.url}/metrics`)).text();
  return Number(/^buildwire_live_payload_runs_total (\d+)/m.exec(text)?.[1]);
}

/** A signed-in client of `member` on `target`. */
async function signedIn(target: TestServer, member: Parameters<typeof sessionCookieFor>[1]) {
  const client = new GqlClient(target);
  client.cookie = await sessionCookieFor(target, member);
  return client;
}

describe('one payload per group of subscribers', () => {
  let other: TestServer;
  beforeAll(async () => {
    // mutations go through a second process, so this server's statements are only the events'
    other = await startTestServer({}, { databaseUrl: server.databaseUrl });
  });
  afterAll(async () => {
    await other?.stop();
  });

  /**
   * `n` anonymous board subscribers, `n` sockets of a wire's owner on its responses and `n` of a
   * partner on its own; the partner responds (a RESPONSE and a WIRE event).
   */
  async function respondTo(n: number) {
    const owner = await createAccount(server, { password: null, displayName: 'Owner Olu' });
    const wire = await createWire(server, owner, { title: `Cement for ${n}` });
    const seller = await createPartner(server, { businessName: `Seller of ${n}` });
    const ownerClient = await signedIn(server, owner);
    const sellerClient = new GqlClient(server);
    sellerClient.cookie = seller.cookie;
    const mark = listenMark(server);
    const sockets: Client[] = [];
    const lives: Live[] = [];
    for (let i = 0; i < n; i++) {
      const anonymous = new GqlClient(server).ws();
      const ownerWs = ownerClient.ws();
      const sellerWs = sellerClient.ws();
      sockets.push(anonymous, ownerWs, sellerWs);
      lives.push(
        subscribe(anonymous, BOARD_CARD),
        subscribe(ownerWs, RESPONSE_EVENTS, { wireId: wire.id }),
        subscribe(sellerWs, MY_RESPONSE_EVENTS),
      );
    }
    await mark.opened(3 * n);
    try {
      statements = [];
      const runsBefore = await payloadRuns(server);
      const sellerOther = new GqlClient(other);
      sellerOther.cookie = seller.cookie;
      const { respondToWire } = await sellerOther.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
        input: { wireId: wire.id, message: 'Ready today', quote: { amount: '99.5' } },
      });
      await Promise.all(lives.map((live) => live.next(1, 10_000)));
      const counted = statements.length;
      const runs = (await payloadRuns(server)) - runsBefore;
      // every socket of a group got the same payload
      const [board, responses, mine] = [0, 1, 2].map((k) =>
        lives.filter((_, i) => i % 3 === k).map((live) => live.received[0]),
      );
      for (const group of [board!, responses!, mine!]) for (const got of group) expect(got).toEqual(group[0]);
      expect(board![0]?.data).toMatchObject({
        wireboardEvents: {
          type: 'UPDATED',
          wire: {
            id: wire.id,
            isMine: false,
            ownerName: 'Owner Olu',
            myResponse: null,
            buyerContact: null,
            responseCount: 1,
          },
        },
      });
      expect(responses![0]?.data).toEqual(
        firstResponseCreated({
          id: respondToWire.id,
          wireId: wire.id,
          businessName: `Seller of ${n}`,
          amount: '99.50',
        }),
      );
      expect(mine![0]?.data).toEqual({
        myResponseEvents: {
          type: 'CREATED',
          response: { id: respondToWire.id, status: 'SENT', wire: { id: wire.id, title: `Cement for ${n}` } },
        },
      });
      return { statements: counted, runs };
    } finally {
      for (const ws of sockets) await ws.dispose();
    }
  }

  it('runs wireboardEvents, wireResponseEvents and myResponseEvents once for 2 or 20 subscribers each', async () => {
    const two = await respondTo(2);
    const twenty = await respondTo(20);
    // one run per document and viewer: the anonymous board, the owner's, the partner's
    expect(two.runs).toBe(3);
    expect(twenty.runs).toBe(3);
    expect(twenty.statements).toBe(two.statements);
  });

  it('gives each viewer its own values of the viewer-dependent fields, one run per viewer', async () => {
    const owner = await createAccount(server, { password: null, displayName: 'Owner Ada' });
    const wire = await createWire(server, owner, { title: 'Cement, viewer by viewer' });
    const quoting = await createPartner(server, { businessName: 'Quoting Ltd' });
    const watching = await createPartner(server, { businessName: 'Watching Ltd' });
    const viewers = {
      owner: await signedIn(server, owner),
      quoting: await signedIn(server, quoting.member),
      watching: await signedIn(server, watching.member),
      anonymous: new GqlClient(server),
    };
    const mark = listenMark(server);
    const sockets: Client[] = [];
    const lives = Object.fromEntries(
      Object.entries(viewers).map(([name, client]) => {
        const pair = [client.ws(), client.ws()];
        sockets.push(...pair);
        return [name, pair.map((ws) => subscribe(ws, BOARD_CARD))];
      }),
    ) as Record<keyof typeof viewers, Live[]>;
    await mark.opened(8);
    try {
      const seen = async (count: number) => {
        const out: Record<string, unknown> = {};
        for (const [name, pair] of Object.entries(lives)) {
          const [a, b] = await Promise.all(pair.map((live) => live.next(count, 10_000)));
          expect(b, name).toEqual(a);
          const wireOf = (a![count - 1]?.data?.wireboardEvents as { wire: Record<string, unknown> }).wire;
          out[name] = {
            isMine: wireOf.isMine,
            myResponse: wireOf.myResponse,
            buyerContact: wireOf.buyerContact,
          };
        }
        return out;
      };
      let runsBefore = await payloadRuns(server);
      const { respondToWire } = await viewers.quoting.ok<{ respondToWire: { id: string } }, unknown>(
        RESPOND,
        {
          input: { wireId: wire.id, message: 'Ready', quote: { amount: '10' } },
        },
      );
      const response = { id: respondToWire.id };
      const nobody = { isMine: false, myResponse: null, buyerContact: null };
      expect(await seen(1)).toEqual({
        owner: { isMine: true, myResponse: null, buyerContact: { name: 'Owner Ada' } },
        quoting: { ...nobody, myResponse: response },
        watching: nobody,
        anonymous: nobody,
      });
      expect((await payloadRuns(server)) - runsBefore).toBe(4);

      // accepted: the quoting partner now sees the buyer's contact, the other still does not
      await viewers.owner.ok(`mutation A($id: ID!) { acceptResponse(id: $id) { id } }`, response);
      runsBefore = await payloadRuns(server);
      await viewers.owner.ok(`mutation E($id: ID!) { extendWire(id: $id, days: 1) { id } }`, { id: wire.id });
      expect(await seen(2)).toEqual({
        owner: { isMine: true, myResponse: null, buyerContact: { name: 'Owner Ada' } },
        quoting: { ...nobody, myResponse: response, buyerContact: { name: 'Owner Ada' } },
        watching: nobody,
        anonymous: nobody,
      });
      expect((await payloadRuns(server)) - runsBefore).toBe(4);
    } finally {
      for (const ws of sockets) await ws.dispose();
    }
  });
});
