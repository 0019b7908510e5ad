import { isWithin } from '../common/geo.js';
import { cents } from '../common/money.js';
import type { Partner } from '../partner/partner.entity.js';
import type { Wire } from './wire.entity.js';
import type { WireboardFilter } from './wire.inputs.js';

/**
 * The wireboard's SQL conditions (`filterSql`, `partnerSql` in wire.sql.ts) evaluated in
 * memory on an already-loaded wire, so a live event is matched against thousands of subscribers
 * without a statement each. Full-text is the one part left to PostgreSQL (its parser is the
 * definition of a match); `textOf` says which text still needs checking.
 */

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
    if (!isWithin(wire, lat, lng, radiusKm * 1000)) return false;
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
    isWithin(wire, area.lat, area.lng, area.radiusKm * 1000)
  );
}
