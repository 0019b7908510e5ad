import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { PartnerCategory } from '../../server/src/partner/partner.enums.js';
import { WireKind } from '../../server/src/wire/wire.enums.js';
import { matchesFilter, textOf } from '../../server/src/wire/wire-match.js';
import type { WireboardFilter } from '../../server/src/wire/wire.inputs.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs } from '../helpers/clients.js';
import { createAccount, createPartner, createWire } from '../helpers/factories.js';
import { listenMark, subscribe, type Live } from '../helpers/live.js';

const BOARD_EVENTS = `subscription B($filter: WireboardFilter) { wireboardEvents(filter: $filter) {
  type wire { id title isMine ownerName myResponse { id } budget { min max } } } }`;
const PARTNER_EVENTS = `subscription { partnerWireboardEvents { type wire { id myResponse { id } buyerContact { name } } } }`;
const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;

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

let server: TestServer;
let statements: string[] = [];
beforeAll(async () => {
  // housekeeping's periodic statements are not the event's; nor are jobs the new wire queues
  // (saved-search matching): the second process below runs those
  server = await startTestServer(
    { JOB_WORKER: 'false' },
    { onQuery: (sql) => void (/EXPIRED|delete from/i.test(sql) || statements.push(sql)) },
  );
});
afterAll(async () => {
  await server?.stop();
});

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
      // the wire, its owner, the text filters (one statement for all), the partners and their responses
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(5);

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
