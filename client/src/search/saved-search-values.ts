import type { SavedSearchFieldsFragment, SavedSearchFrequency, SaveSearchInput } from '../gql/graphql';
import type { WireboardFilterValues } from '../wire/components/WireboardFilters';
import { toWireboardFilter } from '../wire/wireboard-filter';
import { paramsFromSavedFilter } from '../wire/wireboard-url';

export const FREQUENCY_OPTIONS: { value: SavedSearchFrequency; label: string; description: string }[] = [
  { value: 'INSTANT', label: 'Instantly', description: 'An alert as soon as a matching wire is posted.' },
  { value: 'DAILY', label: 'Daily digest', description: 'One email a day with the new matching wires.' },
  { value: 'OFF', label: 'Off', description: 'No alerts; keep it to open the board with it.' },
];

export const FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  INSTANT: 'Instant alerts',
  DAILY: 'Daily digest',
  OFF: 'No alerts',
};

/** The API filter of a board's form values, with the place the point was picked from. */
export function savedFilterInput(values: WireboardFilterValues): SaveSearchInput['filter'] {
  const filter = toWireboardFilter(values) ?? {};
  return filter.near && values.place ? { ...filter, place: values.place } : filter;
}

/** Where a saved search opens: the board of the viewer's role, with its filter in the URL. */
export function savedSearchHref(search: SavedSearchFieldsFragment, partner: boolean): string {
  const query = paramsFromSavedFilter(search.filter).toString();
  return `${partner ? '/partners/wireboard' : '/wireboard'}${query ? `?${query}` : ''}`;
}

/** What a saved search filters, in words ("Building materials · "cement" · within 25 km of Lagos"). */
export function describeFilter(filter: SavedSearchFieldsFragment['filter']): string {
  const parts: string[] = [];
  if (filter.kinds?.length === 1)
    parts.push(filter.kinds[0] === 'PROPERTY' ? 'Property' : 'Building materials');
  if (filter.text) parts.push(`“${filter.text}”`);
  if (filter.near)
    parts.push(
      `within ${filter.near.radiusKm} km of ${filter.place || `${filter.near.lat}, ${filter.near.lng}`}`,
    );
  const amount = (value: string) => Number(value).toLocaleString();
  if (filter.budgetMin && filter.budgetMax)
    parts.push(`budget ${amount(filter.budgetMin)}–${amount(filter.budgetMax)}`);
  else if (filter.budgetMin) parts.push(`budget from ${amount(filter.budgetMin)}`);
  else if (filter.budgetMax) parts.push(`budget up to ${amount(filter.budgetMax)}`);
  return parts.join(' · ') || 'Every open wire';
}

/** A saved search's filter as the input that keeps it unchanged (no nulls, no `__typename`). */
export function filterInputOf(filter: SavedSearchFieldsFragment['filter']): SaveSearchInput['filter'] {
  return {
    ...(filter.kinds?.length ? { kinds: filter.kinds } : {}),
    ...(filter.text ? { text: filter.text } : {}),
    ...(filter.near
      ? {
          near: { lat: filter.near.lat, lng: filter.near.lng, radiusKm: filter.near.radiusKm },
          ...(filter.place ? { place: filter.place } : {}),
        }
      : {}),
    ...(filter.budgetMin ? { budgetMin: filter.budgetMin } : {}),
    ...(filter.budgetMax ? { budgetMax: filter.budgetMax } : {}),
  };
}
