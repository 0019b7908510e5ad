import { describe, expect, it } from 'vitest';
import { PartnerStatus } from '../../server/src/partner/partner.enums.js';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient, errorOf, quickAs } from '../helpers/clients.js';
import {
  createAccount,
  createPartner,
  createWire,
  DEFAULT_PASSWORD,
  sessionCookieFor,
  LAGOS,
} from '../helpers/factories.js';
import { DELETE, LIST, SAVE, accountOn, save, type Saved } from '../helpers/saved-searches.js';

/** Saved searches, the API per role with its validation, and a partner's default search. */
const server = useTestServer();

const account = (role?: 'member' | 'partner') => accountOn(server, role);

describe('saved searches: the API', () => {
  it('lets a buyer and a partner keep, change and delete their own; refuses visitors, admins and strangers', async () => {
    for (const role of ['member', 'partner'] as const) {
      const { client } = await account(role);
      const where = {
        kinds: ['BUILDING_MATERIALS'],
        text: 'cement',
        place: 'Lagos, Nigeria',
        near: { ...LAGOS, radiusKm: 30 },
      };
      const { saveSearch } = await save(client, {
        name: '  Cement near Lagos ',
        frequency: 'DAILY',
        filter: { ...where, budgetMin: '1000', budgetMax: '500000' },
      });
      // the name trimmed, the budgets as money
      expect(saveSearch).toMatchObject({
        name: 'Cement near Lagos',
        frequency: 'DAILY',
        filter: { ...where, budgetMin: '1000.00', budgetMax: '500000.00' },
      });
      const changed = await save(client, {
        id: saveSearch.id,
        name: 'Any cement',
        frequency: 'OFF',
        filter: { text: 'cement' },
      });
      expect(changed.saveSearch).toMatchObject({
        id: saveSearch.id,
        name: 'Any cement',
        frequency: 'OFF',
        filter: { kinds: null, place: null, near: null, text: 'cement' },
      });
      const stranger = await account(role);
      const stolen = await stranger.client.request(SAVE, {
        input: { id: saveSearch.id, name: 'Mine now', frequency: 'OFF', filter: {} },
      });
      expect(errorOf(stolen).code).toBe('NOT_FOUND');
      expect(errorOf(await stranger.client.request(DELETE, { id: saveSearch.id })).code).toBe('NOT_FOUND');
      expect((await stranger.client.ok<{ savedSearches: Saved[] }, unknown>(LIST)).savedSearches).toEqual([]);

      const mine = await client.ok<{ savedSearches: Saved[] }, unknown>(LIST);
      expect(mine.savedSearches.map((s) => s.name)).toEqual(['Any cement']);
      await client.ok(DELETE, { id: saveSearch.id });
      expect((await client.ok<{ savedSearches: Saved[] }, unknown>(LIST)).savedSearches).toEqual([]);
    }
    expect(errorOf(await (await quickAs(server, 'anonymous')).request(LIST)).code).toBe('UNAUTHENTICATED');
    const admin = await quickAs(server, 'admin');
    expect(errorOf(await admin.request(LIST)).code).toBe('FORBIDDEN');
    expect(
      errorOf(await admin.request(SAVE, { input: { name: 'x', frequency: 'OFF', filter: {} } })).code,
    ).toBe('FORBIDDEN');
  });

  it('checks the filter as the wireboard does, each problem at its field, and saves nothing then', async () => {
    const { client } = await account();
    const refused = async (input: Record<string, unknown>) => {
      const result = await client.request(SAVE, { input: { name: 'Test', frequency: 'INSTANT', ...input } });
      const error = result.errors?.[0]?.extensions ?? {};
      return { code: error.code, field: error.field, fieldPath: error.fieldPath };
    };
    expect(await refused({ filter: { kinds: ['SHOES'] } })).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await refused({ filter: { kinds: [] } })).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldPath: ['input', 'filter', 'kinds'],
    });
    expect(await refused({ filter: { near: { ...LAGOS, radiusKm: -5 } } })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'radiusKm',
      fieldPath: ['input', 'filter', 'near', 'radiusKm'],
    });
    expect(await refused({ filter: { near: { lat: 91, lng: 3, radiusKm: 5 } } })).toMatchObject({
      field: 'lat',
      fieldPath: ['input', 'filter', 'near', 'lat'],
    });
    expect(await refused({ filter: { budgetMin: '5000', budgetMax: '100' } })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'budgetMin',
      fieldPath: ['input', 'filter', 'budgetMin'],
    });
    expect(await refused({ filter: { budgetMax: '12,000' } })).toMatchObject({
      field: 'budgetMax',
      fieldPath: ['input', 'filter', 'budgetMax'],
    });
    expect(await refused({ filter: { place: 'Qqqzzxville' } })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'place',
      fieldPath: ['input', 'filter', 'place'],
    });
    expect(await refused({ name: '   ', filter: {} })).toMatchObject({ field: 'name' });
    expect(await refused({ filter: { text: 'x'.repeat(201) } })).toMatchObject({
      field: 'text',
      fieldPath: ['input', 'filter', 'text'],
    });
    expect((await client.ok<{ savedSearches: Saved[] }, unknown>(LIST)).savedSearches).toEqual([]);

    // a known place alone centres the search on it
    const { saveSearch } = await save(client, { name: 'Ikeja', filter: { place: 'Ikeja' } });
    expect(saveSearch.filter).toMatchObject({ place: 'Ikeja', near: { radiusKm: 25 } });
  });

  it('keeps at most 20 per account, then says so (CONFLICT)', async () => {
    const { client } = await account();
    for (let i = 1; i <= 20; i++) await save(client, { name: `Search ${i}`, frequency: 'OFF', filter: {} });
    const over = await client.request(SAVE, { input: { name: 'One more', frequency: 'OFF', filter: {} } });
    expect(errorOf(over).code).toBe('CONFLICT');
    expect(over.errors?.[0]?.message).toMatch(/20 saved searches.*Delete one/);
    expect((await client.ok<{ savedSearches: Saved[] }, unknown>(LIST)).savedSearches).toHaveLength(20);
  });

  it('gives a partner, when approved, an INSTANT search of its categories and service area', async () => {
    const { partner, cookie } = await createPartner(server, {
      status: PartnerStatus.PENDING,
      categories: ['PROPERTY'],
      radiusKm: 40,
    });
    const client = new GqlClient(server);
    client.cookie = cookie;
    const admin = await quickAs(server, 'admin');
    await admin.ok(`mutation A($id: ID!) { approvePartner(id: $id) { status } }`, { id: partner.id });
    const { savedSearches } = await client.ok<{ savedSearches: Saved[] }, unknown>(LIST);
    expect(savedSearches).toEqual([
      {
        id: expect.any(String),
        name: 'Wires in my service area',
        frequency: 'INSTANT',
        filter: { kinds: ['PROPERTY'], text: null, place: 'Lagos', near: { ...LAGOS, radiusKm: 40 } },
      },
    ]);
  });

  it('gives one to a partner approved automatically at sign-up', async () => {
    const admin = await quickAs(server, 'admin');
    const SETTINGS = `mutation U($input: MarketplaceSettingsInput!) { updateMarketplaceSettings(input: $input) { partnerApproval } }`;
    await admin.ok(SETTINGS, { input: { partnerApproval: 'AUTOMATIC' } });
    try {
      const client = new GqlClient(server);
      await client.ok(
        `mutation S($input: SignUpPartnerInput!) { signUpPartner(input: $input) { member { id } } }`,
        {
          input: {
            email: `auto.${Date.now()}@example.com`,
            password: 'a sturdy passphrase 42',
            businessName: 'Automatic Alerts Ltd',
            categories: ['BUILDING_MATERIALS'],
            phone: '+234 803 555 0100',
            serviceArea: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723, radiusKm: 20 },
          },
        },
      );
      const { savedSearches } = await client.ok<{ savedSearches: Saved[] }, unknown>(LIST);
      expect(savedSearches).toMatchObject([
        {
          name: 'Wires in my service area',
          frequency: 'INSTANT',
          filter: { kinds: ['BUILDING_MATERIALS'], place: 'Lekki, Lagos', near: { radiusKm: 20 } },
        },
      ]);
    } finally {
      await admin.ok(SETTINGS, { input: { partnerApproval: 'MANUAL' } });
    }
  });

  it("erases a deleted account's saved searches", async () => {
    const member = await createAccount(server, {});
    const client = new GqlClient(server);
    client.cookie = await sessionCookieFor(server, member);
    await save(client, { name: 'Soon gone', filter: {} });
    await client.ok(`mutation D($password: String) { deleteAccount(password: $password) }`, {
      password: DEFAULT_PASSWORD,
    });
    const [row] = await server
      .em()
      .execute<{ n: number }[]>(`select count(*)::int as n from saved_search where member_id = ?`, [
        member.id,
      ]);
    expect(row!.n).toBe(0);
  });

  it("narrows the partner wireboard by the board's filter", async () => {
    const { client } = await account('partner');
    const buyer = await account();
    const wanted = await createWire(server, buyer.member, { title: 'Roofing sheets for a duplex' });
    await createWire(server, buyer.member, { title: 'Granite chippings' });
    const { partnerWireboard } = await client.ok<
      { partnerWireboard: { totalCount: number; edges: { node: { id: string } }[] } },
      unknown
    >(
      `query B($filter: WireboardFilter) { partnerWireboard(filter: $filter) { totalCount edges { node { id } } } }`,
      { filter: { text: 'roofing duplex' } },
    );
    expect(partnerWireboard.edges.map((e) => e.node.id)).toEqual([wanted.id]);
  });
});
