import { describe, expect, it } from 'vitest';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { WireKind, WireStatus } from '../../server/src/wire/wire.enums.js';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs, errorOf } from '../helpers/clients.js';
import { createAccount, createPartner, createWire, LAGOS, sessionCookieFor } from '../helpers/factories.js';

const POST = `mutation Post($input: PostWireInput!) { postWire(input: $input) {
  id kind title description status location { label lat lng } budget { min max currency } neededBy expiresAt
  deal propertyType bedrooms minAreaM2 lines { material quantity unit } deliveryNeeded responseCount ownerName isMine
} }`;
const BOARD = `query Board($filter: WireboardFilter, $first: Int, $after: String) {
  wireboard(filter: $filter, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { cursor node { id title kind status ownerName isMine responseCount budget { min max currency } myResponse { id } } }
  } }`;

// housekeeping's periodic statements are not the request's
const server = useTestServer(
  // no job runs in this process: what the counts see is the request's own SQL
  { JOB_WORKER: 'false' },
  { onQuery: (sql) => void (/EXPIRED|delete from/i.test(sql) || queries++) },
);
let queries = 0;

const materials = (overrides: Record<string, unknown> = {}) => ({
  kind: 'BUILDING_MATERIALS',
  title: '40 bags of cement to Lekki',
  description: 'Dangote 42.5R preferred',
  location: { label: 'Lekki Phase 1, Lagos', lat: 6.4474, lng: 3.4723 },
  budget: { min: '200000', max: '260000.5' },
  neededBy: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  materials: { lines: [{ material: 'Cement', quantity: 40, unit: 'bags' }], deliveryNeeded: true },
  ...overrides,
});

const property = (overrides: Record<string, unknown> = {}) => ({
  kind: 'PROPERTY',
  title: '3-bedroom flat to rent near UNILAG',
  location: { label: 'Yaba, Lagos', lat: 6.5095, lng: 3.3711 },
  budget: { max: '2000000', currency: 'NGN' },
  property: { deal: 'RENT', propertyType: 'APARTMENT', bedrooms: 3 },
  ...overrides,
});

async function member(): Promise<GqlClient> {
  return quickAs(server, 'member');
}

describe('postWire', () => {
  it('posts a building-materials wire with decimal-string money and the default currency', async () => {
    const client = await member();
    const { postWire } = await client.ok<{ postWire: Record<string, unknown> }, unknown>(POST, {
      input: materials(),
    });
    expect(postWire).toMatchObject({
      kind: 'BUILDING_MATERIALS',
      status: 'OPEN',
      budget: { min: '200000.00', max: '260000.50', currency: 'NGN' },
      lines: [{ material: 'Cement', quantity: 40, unit: 'bags' }],
      deliveryNeeded: true,
      deal: null,
      responseCount: 0,
      ownerName: 'Test Person',
      isMine: true,
      location: { label: 'Lekki Phase 1, Lagos', lat: 6.4474, lng: 3.4723 },
    });
    const days = (Date.parse(postWire.expiresAt as string) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    const stored = await server.em().findOneOrFail(Wire, { id: postWire.id as string });
    expect(stored.budgetMax).toBe('260000.50');
  });

  it('posts a property wire', async () => {
    const client = await member();
    const { postWire } = await client.ok<{ postWire: Record<string, unknown> }, unknown>(POST, {
      input: property(),
    });
    expect(postWire).toMatchObject({
      kind: 'PROPERTY',
      deal: 'RENT',
      propertyType: 'APARTMENT',
      bedrooms: 3,
      lines: [],
      budget: { min: null, max: '2000000.00', currency: 'NGN' },
    });
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a latitude over 90', materials({ location: { label: 'x', lat: 91, lng: 3 } }), 'lat'],
    ['a longitude under -180', materials({ location: { label: 'x', lat: 6, lng: -181 } }), 'lng'],
    ['a budget min above max', materials({ budget: { min: '300', max: '200' } }), 'min'],
    ['a malformed amount', materials({ budget: { min: '12,000' } }), 'min'],
    ['a lower-case currency', materials({ budget: { min: '1', currency: 'ngn' } }), 'currency'],
    ['no material lines', materials({ materials: { lines: [], deliveryNeeded: false } }), 'lines'],
    ['no materials block', materials({ materials: null }), 'materials'],
    [
      'a zero quantity',
      materials({
        materials: { lines: [{ material: 'Sand', quantity: 0, unit: 't' }], deliveryNeeded: true },
      }),
      'quantity',
    ],
    [
      'a negative quantity',
      materials({
        materials: { lines: [{ material: 'Sand', quantity: -2, unit: 't' }], deliveryNeeded: true },
      }),
      'quantity',
    ],
    ['a title too short', materials({ title: 'ab' }), 'title'],
    ['a title too long', materials({ title: 'x'.repeat(121) }), 'title'],
    ['a description too long', materials({ description: 'x'.repeat(2001) }), 'description'],
    ['a blank place', materials({ location: { label: '', lat: 6, lng: 3 } }), 'label'],
    [
      'neededBy in the past',
      materials({ neededBy: new Date(Date.now() - 86_400_000).toISOString() }),
      'neededBy',
    ],
    ['a property wire without its block', property({ property: null }), 'property'],
    [
      'too many bedrooms',
      property({ property: { deal: 'BUY', propertyType: 'HOUSE', bedrooms: 99 } }),
      'bedrooms',
    ],
  ];
  for (const [name, input, field] of bad) {
    it(`refuses ${name} (BAD_USER_INPUT at ${field}) and writes nothing`, async () => {
      const client = await member();
      const before = await server.em().count(Wire, {});
      const result = await client.request(POST, { input });
      expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field });
      expect(await server.em().count(Wire, {})).toBe(before);
    });
  }

  it('needs a signed-in account', async () => {
    const result = await new GqlClient(server).request(POST, { input: materials() });
    expect(errorOf(result).code).toBe('UNAUTHENTICATED');
  });
});

describe('wire(id), close and fulfil', () => {
  it('answers NOT_FOUND for an unknown id, BAD_USER_INPUT at id for a malformed one', async () => {
    const anonymous = new GqlClient(server);
    const one = (id: string) => anonymous.request(`query W($id: ID!) { wire(id: $id) { id } }`, { id });
    expect(errorOf(await one('00000000-0000-4000-8000-000000000000')).code).toBe('NOT_FOUND');
    expect(errorOf(await one('nope'))).toEqual({ code: 'BAD_USER_INPUT', field: 'id' });
  });

  it('lets the owner close an open wire (again: the same answer); someone else gets FORBIDDEN', async () => {
    const owner = await createAccount(server, { password: null });
    const wire = await createWire(server, owner);
    const stranger = await member();
    const CLOSE = `mutation C($id: ID!) { closeWire(id: $id) { id status } }`;
    expect(errorOf(await stranger.request(CLOSE, { id: wire.id })).code).toBe('FORBIDDEN');
    const client = new GqlClient(server);
    client.cookie = await sessionCookieFor(server, owner);
    expect(
      (await client.ok<{ closeWire: { status: string } }, unknown>(CLOSE, { id: wire.id })).closeWire.status,
    ).toBe('CLOSED');
    // closing it again answers it as it is (a retry); fulfilling it is refused
    expect(
      (await client.ok<{ closeWire: { status: string } }, unknown>(CLOSE, { id: wire.id })).closeWire,
    ).toEqual({
      id: wire.id,
      status: 'CLOSED',
    });
    const FULFIL = `mutation F($id: ID!) { fulfillWire(id: $id) { status } }`;
    expect(errorOf(await client.request(FULFIL, { id: wire.id })).code).toBe('CONFLICT');
    const admin = await quickAs(server, 'admin');
    const other = await createWire(server, owner);
    expect(
      (await admin.ok<{ fulfillWire: { status: string } }, unknown>(FULFIL, { id: other.id })).fulfillWire
        .status,
    ).toBe('FULFILLED');
  });

  it('hides a REMOVED wire from everyone but its owner and admins', async () => {
    const owner = await createAccount(server, { password: null });
    const wire = await createWire(server, owner, { status: WireStatus.REMOVED });
    const Q = `query W($id: ID!) { wire(id: $id) { id status } }`;
    expect(errorOf(await new GqlClient(server).request(Q, { id: wire.id })).code).toBe('NOT_FOUND');
    expect(
      (await (await quickAs(server, 'admin')).ok<{ wire: { status: string } }, unknown>(Q, { id: wire.id }))
        .wire.status,
    ).toBe('REMOVED');
  });
});

describe('wireboard', () => {
  it('lists OPEN wires only, newest first, in keyset pages with a total', async () => {
    const owner = await createAccount(server, { password: null });
    const base = Date.now() + 3_600_000; // newer than everything else in this file
    const made: Wire[] = [];
    for (let i = 0; i < 5; i++) {
      made.push(
        await createWire(server, owner, { title: `paging wire ${i}`, createdAt: new Date(base + i * 1000) }),
      );
    }
    await createWire(server, owner, { status: WireStatus.CLOSED, createdAt: new Date(base + 10_000) });
    const anonymous = new GqlClient(server);
    type Board = {
      wireboard: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
        edges: { node: { title: string; status: string } }[];
      };
    };
    const first = await anonymous.ok<Board, unknown>(BOARD, { first: 3 });
    expect(first.wireboard.edges.map((e) => e.node.title)).toEqual([
      'paging wire 4',
      'paging wire 3',
      'paging wire 2',
    ]);
    expect(first.wireboard.pageInfo.hasNextPage).toBe(true);
    const open = await server.em().count(Wire, { status: WireStatus.OPEN });
    expect(first.wireboard.totalCount).toBe(open);
    const second = await anonymous.ok<Board, unknown>(BOARD, {
      first: 2,
      after: first.wireboard.pageInfo.endCursor,
    });
    expect(second.wireboard.edges.map((e) => e.node.title)).toEqual(['paging wire 1', 'paging wire 0']);
    expect(second.wireboard.edges.every((e) => e.node.status === 'OPEN')).toBe(true);
  });

  it('filters by kind, text, place and budget', async () => {
    const owner = await createAccount(server, { password: null });
    const abuja = { lat: 9.0765, lng: 7.3986 };
    await createWire(server, owner, {
      kind: WireKind.PROPERTY,
      title: 'duplex in Ikoyi zebrafish',
      budgetMax: '900',
    });
    await createWire(server, owner, { title: 'granite chippings zebrafish', ...abuja, budgetMin: '5000' });
    const anonymous = new GqlClient(server);
    const titles = async (filter: Record<string, unknown>) =>
      (
        await anonymous.ok<{ wireboard: { edges: { node: { title: string } }[] } }, unknown>(BOARD, {
          filter: { text: 'zebrafish', ...filter },
        })
      ).wireboard.edges.map((e) => e.node.title);
    expect((await titles({})).sort()).toEqual(['duplex in Ikoyi zebrafish', 'granite chippings zebrafish']);
    expect(await titles({ kinds: ['PROPERTY'] })).toEqual(['duplex in Ikoyi zebrafish']);
    expect(await titles({ near: { ...LAGOS, radiusKm: 50 } })).toEqual(['duplex in Ikoyi zebrafish']);
    expect(await titles({ near: { ...abuja, radiusKm: 10 } })).toEqual(['granite chippings zebrafish']);
    expect(await titles({ budgetMin: '1000' })).toEqual(['granite chippings zebrafish']);
    expect(await titles({ budgetMax: '1000' })).toEqual(['duplex in Ikoyi zebrafish']);
  });

  const badPages: [string, Record<string, unknown>, string][] = [
    ['an empty kinds list', { filter: { kinds: [] } }, 'kinds'],
    ['a page size of 0', { first: 0 }, 'first'],
    ['a page size of 101', { first: 101 }, 'first'],
    ['an over-long text', { filter: { text: 'x'.repeat(201) } }, 'text'],
    ['a radius over 500 km', { filter: { near: { lat: 6, lng: 3, radiusKm: 501 } } }, 'radiusKm'],
    ['a broken cursor', { after: 'bm9wZQ' }, 'after'],
  ];
  for (const [name, variables, field] of badPages) {
    it(`refuses ${name}`, async () => {
      expect(errorOf(await new GqlClient(server).request(BOARD, variables))).toEqual({
        code: 'BAD_USER_INPUT',
        field,
      });
    });
  }

  it('runs the same number of SQL statements for a page of 5 and of 50 (no N+1)', async () => {
    const owners = await Promise.all([1, 2, 3].map(() => createAccount(server, { password: null })));
    for (let i = 0; i < 50; i++) await createWire(server, owners[i % 3]!, { title: `counted ${i}` });
    const { cookie } = await createPartner(server);
    const partner = new GqlClient(server);
    partner.cookie = cookie;
    const count = async (first: number) => {
      await partner.ok(BOARD, { first }); // warm-up: the session's last-seen write and the like
      queries = 0;
      const data = await partner.ok<{ wireboard: { edges: unknown[] } }, unknown>(BOARD, { first });
      expect(data.wireboard.edges).toHaveLength(first);
      return queries;
    };
    const five = await count(5);
    const fifty = await count(50);
    expect(five).toBeGreaterThan(0);
    expect(fifty).toBe(five);
  });
});

describe('myWires and expiry', () => {
  it("lists the viewer's wires, every status", async () => {
    const owner = await createAccount(server, { password: null });
    await createWire(server, owner);
    await createWire(server, owner, { status: WireStatus.CLOSED });
    const client = new GqlClient(server);
    client.cookie = await sessionCookieFor(server, owner);
    const data = await client.ok<
      { myWires: { totalCount: number; edges: { node: { isMine: boolean } }[] } },
      unknown
    >(`query { myWires { totalCount edges { node { isMine } } } }`);
    expect(data.myWires.totalCount).toBe(2);
    expect(data.myWires.edges.every((e) => e.node.isMine)).toBe(true);
  });

  it('expires OPEN wires past their date, once', async () => {
    const owner = await createAccount(server, { password: null });
    const wire = await createWire(server, owner);
    await server
      .em()
      .getConnection()
      .execute(`update wire set expires_at = now() - interval '1 minute' where id = ?`, [wire.id]);
    const expired = await server.app.services.wires.commands.expireDue(server.em());
    expect(expired).toContain(wire.id);
    expect(await server.app.services.wires.commands.expireDue(server.em())).not.toContain(wire.id);
    expect((await server.em().findOneOrFail(Wire, { id: wire.id })).status).toBe(WireStatus.EXPIRED);
  });

  it('counts open wires and approved partners', async () => {
    const data = await new GqlClient(server).ok<
      { marketStats: { openWires: number; approvedPartners: number } },
      unknown
    >(`query { marketStats { openWires approvedPartners } }`);
    expect(data.marketStats.openWires).toBe(await server.em().count(Wire, { status: WireStatus.OPEN }));
  });
});
