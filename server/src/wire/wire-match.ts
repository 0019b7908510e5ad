import type { Partner } from '../partner/partner.entity.js';
import type { Wire } from './wire.entity.js';
import type { WireboardFilter } from './wire.inputs.js';

/**
 * The wireboard's SQL conditions (`filterSql`, `partnerSql` in wire.service.ts) evaluated in
 * memory on an already-loaded wire, so a live event is matched against thousands of subscribers
 * without a statement each. Full-text is the one part left to PostgreSQL (its parser is the
 * definition of a match); `textOf` says which text still needs checking.
 */

/** earthdistance's `earth()`: the sphere's radius in metres. */
const EARTH_M = 6378168;
const RADIANS = Math.PI / 180;

/** `ll_to_earth(lat, lng)`: the point on the sphere as cube coordinates. */
function toCube(lat: number, lng: number): [number, number, number] {
  const la = lat * RADIANS;
  const ln = lng * RADIANS;
  return [
    EARTH_M * Math.cos(la) * Math.cos(ln),
    EARTH_M * Math.cos(la) * Math.sin(ln),
    EARTH_M * Math.sin(la),
  ];
}

/** `earth_distance(ll_to_earth(a), ll_to_earth(b))`: great-circle metres through the chord, as SQL does. */
export function earthDistanceM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a = toCube(lat1, lng1);
  const b = toCube(lat2, lng2);
  const chord = Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
  if (chord / (2 * EARTH_M) > 1) return Math.PI * EARTH_M;
  return 2 * EARTH_M * Math.asin(chord / (2 * EARTH_M));
}

/** Within `meters` of a point (the `earth_box` part of the SQL is only its index's superset). */
export function isNear(wire: Wire, lat: number, lng: number, meters: number): boolean {
  return earthDistanceM(lat, lng, wire.lat, wire.lng) <= meters;
}

/** A `numeric(14,2)` or filter amount (`DECIMAL`) in cents, exactly. */
export function cents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  return BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
}

/** The filter's full-text query, when it has one (as `filterSql` trims it). */
export function textOf(filter: WireboardFilter | null | undefined): string | null {
  return filter?.text?.trim() || null;
}

/** Every condition of `filterSql` but the full-text one (see `textOf`). Status is not checked. */
export function matchesFilter(wire: Wire, filter: WireboardFilter | null | undefined): boolean {
  if (!filter) return true;
  if (filter.kinds && !filter.kinds.includes(wire.kind)) return false;
  if (filter.near) {
    const { lat, lng, radiusKm } = filter.near;
    if (!isNear(wire, lat, lng, radiusKm * 1000)) return false;
  }
  if (filter.budgetMin && wire.budgetMax != null && cents(wire.budgetMax) < cents(filter.budgetMin)) {
    return false;
  }
  if (filter.budgetMax && wire.budgetMin != null && cents(wire.budgetMin) > cents(filter.budgetMax)) {
    return false;
  }
  return true;
}

/** The service area a partner subscription was opened with (kept, not re-read per event). */
export type ServiceArea = Pick<Partner, 'categories' | 'lat' | 'lng' | 'radiusKm'>;

/** `partnerSql`: kind among the partner's categories, location inside its service area. */
export function matchesPartner(wire: Wire, area: ServiceArea): boolean {
  return (
    (area.categories as readonly string[]).includes(wire.kind) &&
    isNear(wire, area.lat, area.lng, area.radiusKm * 1000)
  );
}
