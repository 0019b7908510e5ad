import { describe, expect, it } from 'vitest';
import { PropertyListing } from '../../server/src/listing/property-listing.entity.js';
import { PartnerStatus } from '../../server/src/partner/partner.enums.js';
import { StoredFile } from '../../server/src/storage/stored-file.entity.js';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { PropertyDeal, PropertyType, WireKind } from '../../server/src/wire/wire.enums.js';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient, errorOf, quickAs } from '../helpers/clients.js';
import {
  LAGOS,
  createAccount,
  createListing,
  createPartner,
  createStoredFile,
  createWire,
} from '../helpers/factories.js';

const FIELDS = `id title description propertyType deal status bedrooms bathrooms areaM2
  price { amount currency } location { label lat lng } images { id url thumbnailUrl }
  partner { id businessName }`;
const CREATE = `mutation C($input: PropertyListingInput!) { createPropertyListing(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: PropertyListingInput!) { updatePropertyListing(id: $id, input: $input) { ${FIELDS} } }`;
const SET_STATUS = `mutation S($id: ID!, $status: ListingStatus!) { setPropertyListingStatus(id: $id, status: $status) { id status } }`;
const ONE = `query L($id: ID!) { propertyListing(id: $id) { ${FIELDS} } }`;
const MINE = `query M($filter: MyPropertyListingsFilter, $first: Int, $after: String) {
  myPropertyListings(filter: $filter, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id title status } } } }`;
const SUGGEST = `query G($wireId: ID!, $first: Int) { suggestedListings(wireId: $wireId, first: $first) { id title } }`;

type Listing = {
  id: string;
  title: string;
  status: string;
  price: { amount: string; currency: string };
  location: { label: string; lat: number; lng: number };
  images: { id: string; url: string }[];
  partner: { id: string; businessName: string };
};

const server = useTestServer();

async function partnerClient(status: PartnerStatus = PartnerStatus.APPROVED) {
  const made = await createPartner(server, { status, businessName: 'Lekki Homes' });
  const client = new GqlClient(server);
  client.cookie = made.cookie;
  return { ...made, client };
}

const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'Two-bedroom flat in Yaba',
  description: 'Close to the university, with a generator.',
  propertyType: 'APARTMENT',
  deal: 'RENT',
  price: { amount: '1800000' },
  bedrooms: 2,
  bathrooms: 2,
  areaM2: 85.5,
  location: { label: 'Yaba, Lagos', lat: 6.5095, lng: 3.3711 },
  imageIds: [] as string[],
  ...overrides,
});

async function count(): Promise<number> {
  return server.em().count(PropertyListing, {});
}

describe('property listings', () => {
  it('a partner creates, reads, updates and lists its own listings, with images in order', async () => {
    const { client, member, partner } = await partnerClient();
    const [first, second] = [
      await createStoredFile(server, member.id),
      await createStoredFile(server, member.id),
    ];
    const created = (
      await client.ok<{ createPropertyListing: Listing }, unknown>(CREATE, {
        input: input({ imageIds: [second.id, first.id] }),
      })
    ).createPropertyListing;
    expect(created).toMatchObject({
      title: 'Two-bedroom flat in Yaba',
      status: 'ACTIVE',
      price: { amount: '1800000.00', currency: 'NGN' },
      location: { label: 'Yaba, Lagos', lat: 6.5095, lng: 3.3711 },
      partner: { id: partner.id, businessName: 'Lekki Homes' },
    });
    expect(created.images.map((image) => image.id)).toEqual([second.id, first.id]);
    expect(created.images[0]?.url).toBe(`/files/${second.id}`);

    const updated = (
      await client.ok<{ updatePropertyListing: Listing }, unknown>(UPDATE, {
        id: created.id,
        input: input({
          title: 'Bright two-bedroom flat',
          price: { amount: '95000', currency: 'USD' },
          imageIds: [first.id],
        }),
      })
    ).updatePropertyListing;
    expect(updated).toMatchObject({
      title: 'Bright two-bedroom flat',
      price: { amount: '95000.00', currency: 'USD' },
    });
    expect(updated.images.map((image) => image.id)).toEqual([first.id]);
    const released = await server.em().findOneOrFail(StoredFile, { id: second.id });
    expect(released.attachedId).toBeNull();

    const anonymous = await quickAs(server, 'anonymous');
    expect(
      (await anonymous.ok<{ propertyListing: Listing }, unknown>(ONE, { id: created.id })).propertyListing
        .title,
    ).toBe('Bright two-bedroom flat');

    await createListing(server, partner, {
      title: 'Plot in Epe',
      propertyType: PropertyType.LAND,
      status: 'CLOSED',
    });
    const mine = await client.ok<
      { myPropertyListings: { totalCount: number; edges: { node: { title: string } }[] } },
      unknown
    >(MINE, {});
    expect(mine.myPropertyListings.totalCount).toBe(2);
    expect(mine.myPropertyListings.edges.map((e) => e.node.title)).toEqual([
      'Plot in Epe',
      'Bright two-bedroom flat',
    ]);
    const closed = await client.ok<{ myPropertyListings: { edges: { node: { title: string } }[] } }, unknown>(
      MINE,
      {
        filter: { statuses: ['CLOSED'] },
      },
    );
    expect(closed.myPropertyListings.edges.map((e) => e.node.title)).toEqual(['Plot in Epe']);
    const byText = await client.ok<{ myPropertyListings: { edges: { node: { title: string } }[] } }, unknown>(
      MINE,
      {
        filter: { text: 'bright' },
      },
    );
    expect(byText.myPropertyListings.edges.map((e) => e.node.title)).toEqual(['Bright two-bedroom flat']);
    const page = await client.ok<
      { myPropertyListings: { pageInfo: { hasNextPage: boolean; endCursor: string }; edges: unknown[] } },
      unknown
    >(MINE, { first: 1 });
    expect(page.myPropertyListings.pageInfo.hasNextPage).toBe(true);
    const next = await client.ok<
      { myPropertyListings: { pageInfo: { hasNextPage: boolean }; edges: { node: { title: string } }[] } },
      unknown
    >(MINE, { first: 1, after: page.myPropertyListings.pageInfo.endCursor });
    expect(next.myPropertyListings.edges.map((e) => e.node.title)).toEqual(['Bright two-bedroom flat']);
    expect(next.myPropertyListings.pageInfo.hasNextPage).toBe(false);

    const other = await partnerClient();
    const theirs = await other.client.ok<{ myPropertyListings: { totalCount: number } }, unknown>(MINE, {});
    expect(theirs.myPropertyListings.totalCount).toBe(0);
  });

  it('changes status; a HIDDEN listing, or a pending partner’s, is seen only by its partner and admins', async () => {
    const { client, partner } = await partnerClient();
    const listing = await createListing(server, partner);
    for (const status of ['UNDER_OFFER', 'CLOSED', 'ACTIVE', 'HIDDEN']) {
      const changed = await client.ok<{ setPropertyListingStatus: { status: string } }, unknown>(SET_STATUS, {
        id: listing.id,
        status,
      });
      expect(changed.setPropertyListingStatus.status).toBe(status);
    }
    const admin = await quickAs(server, 'admin');
    for (const viewer of [
      await quickAs(server, 'anonymous'),
      await quickAs(server, 'member'),
      (await partnerClient()).client,
    ]) {
      expect(errorOf(await viewer.request(ONE, { id: listing.id })).code).toBe('NOT_FOUND');
    }
    expect(
      (await client.ok<{ propertyListing: Listing }, unknown>(ONE, { id: listing.id })).propertyListing
        .status,
    ).toBe('HIDDEN');
    expect(
      (await admin.ok<{ propertyListing: Listing }, unknown>(ONE, { id: listing.id })).propertyListing.id,
    ).toBe(listing.id);

    const pending = await partnerClient(PartnerStatus.PENDING);
    const early = await createListing(server, pending.partner);
    expect(errorOf(await (await quickAs(server, 'member')).request(ONE, { id: early.id })).code).toBe(
      'NOT_FOUND',
    );
    expect(
      (await pending.client.ok<{ propertyListing: Listing }, unknown>(ONE, { id: early.id })).propertyListing
        .id,
    ).toBe(early.id);
    expect(errorOf(await client.request(ONE, { id: 'not-an-id' })).code).toBe('BAD_USER_INPUT');
  });

  it('refuses another partner’s listing (FORBIDDEN) and changes nothing', async () => {
    const owner = await partnerClient();
    const listing = await createListing(server, owner.partner, { title: 'Original title' });
    const intruder = await partnerClient();
    expect(errorOf(await intruder.client.request(UPDATE, { id: listing.id, input: input() })).code).toBe(
      'FORBIDDEN',
    );
    expect(
      errorOf(await intruder.client.request(SET_STATUS, { id: listing.id, status: 'HIDDEN' })).code,
    ).toBe('FORBIDDEN');
    expect(
      errorOf(
        await intruder.client.request(SET_STATUS, {
          id: '00000000-0000-4000-8000-000000000000',
          status: 'HIDDEN',
        }),
      ).code,
    ).toBe('NOT_FOUND');
    const after = await server.em().findOneOrFail(PropertyListing, { id: listing.id });
    expect(after).toMatchObject({ title: 'Original title', status: 'ACTIVE' });
    const member = await quickAs(server, 'member');
    expect(errorOf(await member.request(CREATE, { input: input() })).code).toBe('FORBIDDEN');
  });

  it('refuses bad input with a code at the field, writing nothing', async () => {
    const { client, member, partner } = await partnerClient();
    const stranger = await createAccount(server, { role: 'partner', password: null });
    const theirs = await createStoredFile(server, stranger.id);
    const tooMany = await Promise.all(Array.from({ length: 13 }, () => createStoredFile(server, member.id)));
    const mine = tooMany[0]!;
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'ab' }, 'title'],
      [{ title: 'x'.repeat(121) }, 'title'],
      [{ description: 'x'.repeat(2001) }, 'description'],
      [{ price: { amount: '-5' } }, 'amount'],
      [{ price: { amount: '999999999999' } }, 'amount'],
      [{ price: { amount: '12', currency: 'naira' } }, 'currency'],
      [{ bedrooms: -1 }, 'bedrooms'],
      [{ bathrooms: 51 }, 'bathrooms'],
      [{ areaM2: 0 }, 'areaM2'],
      [{ areaM2: 1e9 }, 'areaM2'],
      [{ location: { label: 'Nowhere', lat: 91, lng: 3 } }, 'lat'],
      [{ location: { label: 'Nowhere', lat: 6, lng: -181 } }, 'lng'],
      [{ location: { label: '', lat: 6, lng: 3 } }, 'label'],
      [{ imageIds: [theirs.id] }, 'imageIds'],
      [{ imageIds: [mine.id, mine.id] }, 'imageIds'],
      [{ imageIds: tooMany.map((file) => file.id) }, 'imageIds'],
    ];
    for (const [overrides, field] of cases) {
      const result = await client.request(CREATE, { input: input(overrides) });
      expect({ overrides, ...errorOf(result) }).toEqual({ overrides, code: 'BAD_USER_INPUT', field });
    }
    expect(await count()).toBe(before);
    const untouched = await server.em().findOneOrFail(StoredFile, { id: mine.id });
    expect(untouched.attachedId).toBeNull();

    const own = await createListing(server, partner, { title: 'Kept as it was' });
    const refused = await client.request(UPDATE, {
      id: own.id,
      input: input({ title: 'Changed', imageIds: [theirs.id] }),
    });
    expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', field: 'imageIds' });
    expect(await server.em().findOneOrFail(PropertyListing, { id: own.id })).toMatchObject({
      title: 'Kept as it was',
    });
  });
});

describe('suggested listings for a PROPERTY wire', () => {
  it('suggests the viewer’s ACTIVE listings matching type, deal, bedrooms, area, budget and distance, nearest first', async () => {
    const buyer = await createAccount(server, { password: null });
    const wire = await createWire(server, buyer, {
      kind: WireKind.PROPERTY,
      budgetMin: '1000000',
      budgetMax: '2000000',
    });
    await server
      .em()
      .nativeUpdate(
        Wire,
        { id: wire.id },
        { deal: PropertyDeal.RENT, propertyType: PropertyType.APARTMENT, bedrooms: 2, minAreaM2: 80 },
      );
    const { client, partner } = await partnerClient();
    const near = await createListing(server, partner, { title: 'near', lat: 6.53, lng: 3.38 });
    const nearer = await createListing(server, partner, { title: 'nearer', lat: LAGOS.lat, lng: LAGOS.lng });
    const ikeja = await createListing(server, partner, {
      title: 'ikeja',
      lat: 6.6018,
      lng: 3.3515,
      bedrooms: 2,
      areaM2: 80,
    });
    const excluded = [
      await createListing(server, partner, { title: 'house', propertyType: PropertyType.HOUSE }),
      await createListing(server, partner, { title: 'for sale', deal: 'SALE' }),
      await createListing(server, partner, { title: 'one bedroom', bedrooms: 1 }),
      await createListing(server, partner, { title: 'no bedrooms given', bedrooms: null }),
      await createListing(server, partner, { title: 'small', areaM2: 60 }),
      await createListing(server, partner, { title: 'too dear', price: '2500000.00' }),
      await createListing(server, partner, { title: 'too cheap', price: '500000.00' }),
      await createListing(server, partner, { title: 'in dollars', currency: 'USD' }),
      await createListing(server, partner, { title: 'ibadan, too far', lat: 7.3775, lng: 3.947 }),
      await createListing(server, partner, { title: 'abuja', lat: 9.0765, lng: 7.3986 }),
      await createListing(server, partner, { title: 'under offer', status: 'UNDER_OFFER' }),
      await createListing(server, partner, { title: 'hidden', status: 'HIDDEN' }),
      await createListing(server, partner, { title: 'closed', status: 'CLOSED' }),
    ];
    const someoneElse = await partnerClient();
    await createListing(server, someoneElse.partner, { title: 'another partner’s' });
    expect(excluded).toHaveLength(13);

    const result = await client.ok<{ suggestedListings: { id: string; title: string }[] }, unknown>(SUGGEST, {
      wireId: wire.id,
      first: 10,
    });
    expect(result.suggestedListings.map((l) => l.title)).toEqual(['nearer', 'near', 'ikeja']);
    expect(result.suggestedListings.map((l) => l.id)).toEqual([nearer.id, near.id, ikeja.id]);
    const two = await client.ok<{ suggestedListings: { title: string }[] }, unknown>(SUGGEST, {
      wireId: wire.id,
      first: 2,
    });
    expect(two.suggestedListings.map((l) => l.title)).toEqual(['nearer', 'near']);

    const buying = await createWire(server, buyer, { kind: WireKind.PROPERTY });
    await server.em().nativeUpdate(Wire, { id: buying.id }, { deal: PropertyDeal.BUY, bedrooms: null });
    const forSale = await client.ok<{ suggestedListings: { title: string }[] }, unknown>(SUGGEST, {
      wireId: buying.id,
      first: 20,
    });
    expect(forSale.suggestedListings.map((l) => l.title)).toEqual(['for sale']);

    const materials = await createWire(server, buyer, { kind: WireKind.BUILDING_MATERIALS });
    expect(
      (await client.ok<{ suggestedListings: unknown[] }, unknown>(SUGGEST, { wireId: materials.id }))
        .suggestedListings,
    ).toEqual([]);
    expect(
      errorOf(await client.request(SUGGEST, { wireId: '00000000-0000-4000-8000-000000000000' })).code,
    ).toBe('NOT_FOUND');
    expect(errorOf(await client.request(SUGGEST, { wireId: wire.id, first: 0 }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'first',
    });
  });
});
