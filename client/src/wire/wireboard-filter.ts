import type { WireboardFilter } from '../gql/graphql';
import type { WireboardFilterValues } from './components/WireboardFilters';

function inRange(value: number | '', min: number, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

/** The API filter for the form's values; incomplete or out-of-range parts are left out. */
export function toWireboardFilter(values: WireboardFilterValues): WireboardFilter | null {
  const filter: WireboardFilter = {};
  if (values.kinds.length > 0) filter.kinds = values.kinds;
  const text = values.text.trim().slice(0, 200);
  if (text) filter.text = text;
  if (inRange(values.lat, -90, 90) && inRange(values.lng, -180, 180) && inRange(values.radiusKm, 1, 500)) {
    filter.near = { lat: values.lat, lng: values.lng, radiusKm: values.radiusKm };
  }
  if (typeof values.budgetMin === 'number' && values.budgetMin >= 0)
    filter.budgetMin = String(values.budgetMin);
  if (typeof values.budgetMax === 'number' && values.budgetMax >= 0)
    filter.budgetMax = String(values.budgetMax);
  return Object.keys(filter).length > 0 ? filter : null;
}
