import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Partner } from '../../server/src/partner/partner.entity.js';
import { PartnerCategory, PartnerStatus } from '../../server/src/partner/partner.enums.js';
import { Product } from '../../server/src/product/product.entity.js';
import { ProductCategory } from '../../server/src/product/product.enums.js';
import { WireResponse } from '../../server/src/response/response.entity.js';
import { ResponseStatus } from '../../server/src/response/response.enums.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { GqlClient } from '../helpers/clients.js';
import { createAccount, createListing, createPartner, createWire } from '../helpers/factories.js';

const DASHBOARD = `query { partnerDashboard {
  matchingOpenWires matchingOpenWiresIsEstimate responsesSent responsesAccepted acceptanceRate products visibleProducts listings activeListings
  acceptedQuoteValue { amount currency } responsesPerWeek { weekStart sent accepted } } }`;

type Dashboard = {
  matchingOpenWires: number;
  matchingOpenWiresIsEstimate: boolean;
  responsesSent: number;
  responsesAccepted: number;
  acceptanceRate: number;
  products: number;
  visibleProducts: number;
  listings: number;
  activeListings: number;
  acceptedQuoteValue: { amount: string; currency: string }[];
  responsesPerWeek: { weekStart: string; sent: number; accepted: number }[];
};

const DAY = 86_400_000;
const statements: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ JOB_WORKER: 'false' }, { onQuery: (sql) => void statements.push(sql) });
});
afterAll(async () => {
  await server?.stop();
});

/** The Monday (UTC) of the ISO week `weeksAgo` weeks before now, as YYYY-MM-DD. */
function mondayOf(weeksAgo: number): string {
  const now = new Date();
  const monday =
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - ((now.getUTCDay() + 6) % 7) * DAY;
  return new Date(monday - weeksAgo * 7 * DAY).toISOString().slice(0, 10);
}

async function dashboardOf(cookie: string): Promise<Dashboard> {
  const client = new GqlClient(server);
  client.cookie = cookie;
  return (await client.ok<{ partnerDashboard: Dashboard }, unknown>(DASHBOARD)).partnerDashboard;
}

async function respond(
  partner: Partner,
  status: ResponseStatus,
  amount: string,
  currency: string,
  weeksAgo: number,
): Promise<void> {
  const buyer = await createAccount(server, { password: null });
  const wire = await createWire(server, buyer, { lat: 40, lng: -70 });
  const em = server.em();
  em.create(WireResponse, {
    wire,
    partner: em.getReference(Partner, partner.id),
    message: 'Quote',
    quoteAmount: amount,
    quoteCurrency: currency,
    status,
    createdAt: new Date(Date.now() - weeksAgo * 7 * DAY),
  });
  await em.flush();
}

async function product(partner: Partner, hidden: boolean): Promise<void> {
  const em = server.em();
  em.create(Product, {
    partner: em.getReference(Partner, partner.id),
    name: 'Cement 50 kg',
    category: ProductCategory.CEMENT,
    unit: 'bag',
    price: '5500.00',
    currency: 'NGN',
    hidden,
  });
  await em.flush();
}

describe('partnerDashboard', () => {
  it('computes the figures in SQL from known data', async () => {
    // far from Lagos, so the wires the responses answer do not match the partner's area
    const { partner, cookie } = await createPartner(server, { categories: [PartnerCategory.PROPERTY] });
    await respond(partner, ResponseStatus.ACCEPTED, '1000.50', 'NGN', 0);
    await respond(partner, ResponseStatus.SENT, '700.00', 'NGN', 0);
    await respond(partner, ResponseStatus.ACCEPTED, '200.00', 'USD', 3);
    await respond(partner, ResponseStatus.DECLINED, '300.00', 'USD', 3);
    await respond(partner, ResponseStatus.WITHDRAWN, '50.00', 'NGN', 11);
    await respond(partner, ResponseStatus.ACCEPTED, '500.00', 'NGN', 12);
    for (const hidden of [false, false, true]) await product(partner, hidden);
    await createListing(server, partner);
    await createListing(server, partner, { status: 'ACTIVE' });
    await createListing(server, partner, { status: 'HIDDEN' });
    await createListing(server, partner, { status: 'UNDER_OFFER' });
    const buyer = await createAccount(server, { password: null });
    await createWire(server, buyer, { kind: 'PROPERTY' });
    // another partner's records count for it, not for this one
    const other = await createPartner(server);
    await respond(other.partner, ResponseStatus.ACCEPTED, '9999.00', 'NGN', 0);
    await product(other.partner, false);
    await createListing(server, other.partner);

    const from = statements.length;
    const figures = await dashboardOf(cookie);
    const reads = statements.slice(from).filter((sql) => /\b(response|product|property_listing)\b/.test(sql));
    expect(reads).toHaveLength(1);

    expect(figures).toMatchObject({
      matchingOpenWires: 1,
      matchingOpenWiresIsEstimate: false,
      responsesSent: 6,
      responsesAccepted: 3,
      acceptanceRate: 0.5,
      products: 3,
      visibleProducts: 2,
      listings: 4,
      activeListings: 2,
      acceptedQuoteValue: [
        { amount: '1500.50', currency: 'NGN' },
        { amount: '200.00', currency: 'USD' },
      ],
    });
    const weeks = figures.responsesPerWeek;
    expect(weeks).toHaveLength(12);
    expect(weeks.map((week) => week.weekStart)).toEqual(
      Array.from({ length: 12 }, (_, i) => mondayOf(11 - i)),
    );
    const expected = Array.from({ length: 12 }, () => ({ sent: 0, accepted: 0 }));
    expected[11] = { sent: 2, accepted: 1 };
    expected[8] = { sent: 2, accepted: 1 };
    expected[0] = { sent: 1, accepted: 0 };
    expect(weeks.map(({ sent, accepted }) => ({ sent, accepted }))).toEqual(expected);
  });

  it('gives a new partner zeros and twelve empty weeks', async () => {
    const { cookie } = await createPartner(server, { status: PartnerStatus.PENDING });
    const figures = await dashboardOf(cookie);
    expect(figures).toMatchObject({
      matchingOpenWires: 0,
      matchingOpenWiresIsEstimate: false,
      responsesSent: 0,
      responsesAccepted: 0,
      acceptanceRate: 0,
      products: 0,
      visibleProducts: 0,
      listings: 0,
      activeListings: 0,
      acceptedQuoteValue: [],
    });
    expect(figures.responsesPerWeek.map((week) => week.weekStart)).toEqual(
      Array.from({ length: 12 }, (_, i) => mondayOf(11 - i)),
    );
    expect(figures.responsesPerWeek.every((week) => week.sent === 0 && week.accepted === 0)).toBe(true);
  });
});

describe('matchingOpenWires at scale', () => {
  it('is counted exactly while few match, and estimated (and said so) above 1,000', async () => {
    // far from the other tests' wires: a service area of its own
    const at = { lat: -1.29, lng: 36.82 };
    const { cookie } = await createPartner(server, { ...at, radiusKm: 30 });
    const owner = await createAccount(server, { password: null });
    const insert = (count: number, status: string) =>
      server.em().execute(
        `insert into wire (id, kind, title, status, location_label, lat, lng, owner_id, lines, delivery_needed)
           select gen_random_uuid(), 'BUILDING_MATERIALS', 'Murram ' || i, ?, 'Nairobi', ?::float8 + (i % 20) * 0.005, ?, ?, '[]', false
           from generate_series(1, ?::int) i`,
        [status, at.lat, at.lng, owner.id, count],
      );
    await insert(40, 'OPEN');
    await insert(500, 'CLOSED');
    await server.em().execute('analyze wire');
    expect(await dashboardOf(cookie)).toMatchObject({
      matchingOpenWires: 40,
      matchingOpenWiresIsEstimate: false,
    });

    await insert(3000, 'OPEN');
    await server.em().execute('analyze wire');
    const many = await dashboardOf(cookie);
    expect(many.matchingOpenWiresIsEstimate).toBe(true);
    expect(many.matchingOpenWires).toBeGreaterThan(1000);
    expect(many.matchingOpenWires).toBeLessThan(30_000);
  });
});
