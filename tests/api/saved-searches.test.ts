import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PartnerStatus } from '../../server/src/partner/partner.enums.js';
import { WireKind } from '../../server/src/wire/wire.enums.js';
import { instantMatches } from '../../server/src/search/saved-search.sql.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { GqlClient, errorOf, quickAs } from '../helpers/clients.js';
import {
  createAccount,
  createPartner,
  createWire,
  DEFAULT_PASSWORD,
  sessionCookieFor,
  LAGOS,
} from '../helpers/factories.js';
import { startSmtpCapture, type CapturedMail } from '../helpers/smtp.js';
import { listenMark, subscribe } from '../helpers/live.js';

/**
 * Saved searches and their alerts end to end: the API per role with its validation, the one
 * matching statement, instant alerts through the job queue (in-app, live, and by email to a real
 * SMTP server in this process), the daily digest sent once, a partner's default search.
 */
const SAVE = `mutation S($input: SaveSearchInput!) { saveSearch(input: $input) {
  id name frequency filter { kinds text place near { lat lng radiusKm } budgetMin budgetMax } } }`;
const LIST = `{ savedSearches { id name frequency filter { kinds text place near { lat lng radiusKm } } } }`;
const DELETE = `mutation D($id: ID!) { deleteSavedSearch(id: $id) }`;
const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;
const EVENTS = `subscription { notificationEvents { type notification { kind title link } } }`;

type Saved = { id: string; name: string; frequency: string; filter: Record<string, unknown> };

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let server: TestServer;
/** Statements naming saved_search while `counting` (the matching's own). */
let counting = false;
let matchingStatements = 0;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer(
    { SMTP_URL: smtp.url, JOB_POLL_INTERVAL_MS: '100' },
    { onQuery: (sql) => void (counting && /saved_search/.test(sql) && matchingStatements++) },
  );
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function account(role: 'member' | 'partner' = 'member') {
  if (role === 'partner') {
    const made = await createPartner(server);
    const client = new GqlClient(server);
    client.cookie = made.cookie;
    return { member: made.member, client };
  }
  const member = await createAccount(server, { password: null });
  const client = new GqlClient(server);
  client.cookie = await sessionCookieFor(server, member);
  return { member, client };
}

const save = (client: GqlClient, input: Record<string, unknown>) =>
  client.ok<{ saveSearch: Saved }, unknown>(SAVE, { input: { frequency: 'INSTANT', ...input } });

const ABUJA = { lat: 9.0765, lng: 7.3986 };

const mailsTo = (address: string, pattern: RegExp): CapturedMail[] =>
  smtp.messages.filter((m) => m.to.includes(address.toLowerCase()) && pattern.test(m.raw));

/** Resolves once no job is waiting or running (mail sent, matching done). */
async function jobsSettled(): Promise<void> {
  const em = server.em();
  await expect
    .poll(
      async () =>
        (
          await em.execute<{ n: number }[]>(
            `select count(*)::int as n from graphile_worker.jobs where task_identifier in ('notify_mail', 'saved_search_match')`,
          )
        )[0]!.n,
      { timeout: 20_000, interval: 50 },
    )
    .toBe(0);
}

describe('saved searches: the API', () => {
  it('lets a buyer and a partner keep, change and delete their own; refuses visitors, admins and strangers', async () => {
    for (const role of ['member', 'partner'] as const) {
      const { client } = await account(role);
      const { saveSearch } = await save(client, {
        name: '  Cement near Lagos ',
        frequency: 'DAILY',
        filter: {
          kinds: ['BUILDING_MATERIALS'],
          text: 'cement',
          place: 'Lagos, Nigeria',
          near: { ...LAGOS, radiusKm: 30 },
          budgetMin: '1000',
          budgetMax: '500000',
        },
      });
      expect(saveSearch).toMatchObject({
        name: 'Cement near Lagos',
        frequency: 'DAILY',
        filter: {
          kinds: ['BUILDING_MATERIALS'],
          text: 'cement',
          place: 'Lagos, Nigeria',
          near: { ...LAGOS, radiusKm: 30 },
          budgetMin: '1000.00',
          budgetMax: '500000.00',
        },
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

describe('saved searches: matching and alerts', () => {
  it('matches a wire across kind, text, place + radius and budget, never for its own owner', async () => {
    const owner = await account();
    const wire = await createWire(server, owner.member, {
      kind: WireKind.BUILDING_MATERIALS,
      title: '40 bags of cement for a fence',
      budgetMin: '50000',
      budgetMax: '100000',
    });
    const cases: [string, Record<string, unknown>, boolean][] = [
      ['materials', { kinds: ['BUILDING_MATERIALS'] }, true],
      ['property', { kinds: ['PROPERTY'] }, false],
      ['cement', { text: 'cement fence' }, true],
      ['timber', { text: 'timber' }, false],
      ['near Lagos', { place: 'Lagos', near: { ...LAGOS, radiusKm: 30 } }, true],
      ['near Abuja', { place: 'Abuja', near: { ...ABUJA, radiusKm: 100 } }, false],
      ['budget reachable', { budgetMin: '80000', budgetMax: '90000' }, true],
      ['budget too high', { budgetMin: '500000' }, false],
      ['budget too low', { budgetMax: '20000' }, false],
      [
        'all together',
        {
          kinds: ['BUILDING_MATERIALS'],
          text: 'cement',
          near: { ...LAGOS, radiusKm: 5 },
          budgetMax: '60000',
        },
        true,
      ],
    ];
    const expected: string[] = [];
    const emails = new Map<string, string>();
    for (const [name, filter, matches] of cases) {
      const searcher = await account();
      await save(searcher.client, { name, filter });
      emails.set(searcher.member.id, name);
      if (matches) expected.push(name);
    }
    // the owner's own search, and searches that are not INSTANT, are not alerted
    await save(owner.client, { name: 'my own', filter: {} });
    const daily = await account();
    await save(daily.client, { name: 'daily', frequency: 'DAILY', filter: {} });

    const matched = await instantMatches(server.em(), wire.id);
    const names = matched
      .map((m) => emails.get(m.memberId))
      .filter(Boolean)
      .sort();
    expect(names).toEqual(expected.sort());
    expect(matched.some((m) => m.memberId === owner.member.id || m.memberId === daily.member.id)).toBe(false);
  });

  it('matches in the same few statements with 3 or 30 saved searches', async () => {
    const owner = await account();
    const measure = async (others: number) => {
      const wire = await createWire(server, owner.member, { title: `Sharp sand, ${others} others` });
      const searcher = await account();
      await save(searcher.client, { name: 'sand', filter: { text: `sand ${others}` } });
      for (let i = 0; i < others; i++) {
        const other = await account();
        await save(other.client, {
          name: `far ${i}`,
          filter: i % 2 ? { place: 'Abuja', near: { ...ABUJA, radiusKm: 50 } } : { kinds: ['PROPERTY'] },
        });
      }
      matchingStatements = 0;
      counting = true;
      const notified = await server.app.services.savedSearches.alerts.alertMatches(wire.id);
      counting = false;
      expect(notified).toBeGreaterThanOrEqual(1);
      return matchingStatements;
    };
    const few = await measure(3);
    const many = await measure(30);
    expect(few).toBe(1);
    expect(many).toBe(few);
    await jobsSettled();
  });

  it('alerts an INSTANT search owner of a posted wire: in the bell, live, and by email with unsubscribe', async () => {
    const partner = await account('partner');
    await save(partner.client, {
      name: 'Blocks in Lagos',
      filter: {
        kinds: ['BUILDING_MATERIALS'],
        text: 'blocks',
        place: 'Lagos',
        near: { ...LAGOS, radiusKm: 30 },
      },
    });
    const ws = partner.client.ws();
    const mark = listenMark(server);
    const live = subscribe(ws, EVENTS);
    await mark.opened(1);
    const buyer = await account();
    const { postWire } = await buyer.client.ok<{ postWire: { id: string } }, unknown>(POST, {
      input: {
        kind: 'BUILDING_MATERIALS',
        title: '2,000 nine-inch blocks',
        location: { label: 'Surulere, Lagos', lat: 6.4969, lng: 3.3481 },
        materials: { lines: [{ material: 'Blocks', quantity: 2000, unit: 'pieces' }], deliveryNeeded: true },
      },
    });
    const [event] = await live.next(1, 20_000);
    expect(event!.data?.notificationEvents).toMatchObject({
      type: 'CREATED',
      notification: {
        kind: 'SAVED_SEARCH_MATCH',
        title: 'New wire matching "Blocks in Lagos": 2,000 nine-inch blocks',
        link: `/wires/details?id=${postWire.id}`,
      },
    });
    live.stop();
    await ws.dispose();
    const mail = await smtp.waitFor(partner.member.email, /nine-inch blocks/, 20_000);
    expect(mail.raw.replace(/\r?\n\s+/g, ' ')).toMatch(/List-Unsubscribe: <[^>]+unsubscribe[^>]+>/);
    expect(mail.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    // the buyer's own INSTANT search never alerts them of their own wire
    await jobsSettled();
    expect(mailsTo(buyer.member.email, /nine-inch blocks/)).toHaveLength(0);
  });

  it('sends the daily digest once per account and day, however often it runs', async () => {
    const reader = await account();
    await save(reader.client, { name: 'Tiles daily', frequency: 'DAILY', filter: { text: 'tiles' } });
    await save(reader.client, { name: 'Paint daily', frequency: 'DAILY', filter: { text: 'paint' } });
    const owner = await account();
    await createWire(server, owner.member, { title: 'Floor tiles for a shop' });
    await createWire(server, owner.member, { title: 'Emulsion paint, 20 buckets' });
    await createWire(server, owner.member, { title: 'Roof trusses' });

    const alerts = server.app.services.savedSearches.alerts;
    // two processes' runs at once, then a rerun: one digest in all
    const [a, b] = await Promise.all([alerts.sendDigests(), alerts.sendDigests()]);
    const again = await alerts.sendDigests();
    expect(a + b + again).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitFor(reader.member.email, /new wires match your saved searches/, 20_000);
    const text = mail.raw.replace(/=\r?\n/g, '');
    expect(text).toContain('Floor tiles for a shop');
    expect(text).toContain('Emulsion paint, 20 buckets');
    expect(text).not.toContain('Roof trusses');
    await jobsSettled();
    expect(mailsTo(reader.member.email, /saved searches/)).toHaveLength(1);
    const em = server.em() as EntityManager;
    const [row] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from saved_search_digest where member_id = ?`,
      [reader.member.id],
    );
    expect(row!.n).toBe(1);
  });
});
