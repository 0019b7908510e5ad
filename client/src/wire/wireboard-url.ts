import type { SavedSearchFieldsFragment, WireKind } from '../gql/graphql';
import { emptyFilterValues, type WireboardFilterValues } from './components/WireboardFilters';

/**
 * The wireboard's filters in its URL (`/wireboard?kind=PROPERTY&q=flat&place=Yaba&lat=…&lng=…&km=10&min=…&max=…`),
 * so a reload, back/forward and a shared link show the same view. Reading is forgiving: a
 * parameter that is unknown, malformed or out of range is left out (the board shows more, never
 * an error).
 */
const KINDS: readonly WireKind[] = ['PROPERTY', 'BUILDING_MATERIALS'];
const TEXT_MAX = 200;
const PLACE_MAX = 200;

function number(params: URLSearchParams, name: string, min: number, max: number): number | '' {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return '';
  const value = Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : '';
}

/** The form's values a board URL's query string describes. */
export function filterValuesFromParams(params: URLSearchParams): WireboardFilterValues {
  const kinds = [
    ...new Set(params.getAll('kind').filter((kind): kind is WireKind => KINDS.includes(kind as WireKind))),
  ];
  const lat = number(params, 'lat', -90, 90);
  const lng = number(params, 'lng', -180, 180);
  const point = lat !== '' && lng !== '';
  const radiusKm = number(params, 'km', 1, 500);
  let budgetMin = number(params, 'min', 0, 1e12);
  let budgetMax = number(params, 'max', 0, 1e12);
  // a range the wrong way round would show nothing: keep its lower end only
  if (budgetMin !== '' && budgetMax !== '' && budgetMin > budgetMax) budgetMax = '';
  if (budgetMin === 0) budgetMin = '';
  return {
    kinds,
    text: (params.get('q') ?? '').slice(0, TEXT_MAX),
    place: point ? (params.get('place') ?? '').slice(0, PLACE_MAX) : '',
    lat: point ? lat : '',
    lng: point ? lng : '',
    radiusKm: radiusKm === '' ? emptyFilterValues.radiusKm : radiusKm,
    budgetMin,
    budgetMax,
  };
}

/** The query string of the form's values: only what narrows the board, in a stable order. */
export function paramsFromFilterValues(values: WireboardFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const kind of values.kinds) params.append('kind', kind);
  const text = values.text.trim();
  if (text) params.set('q', text);
  if (values.lat !== '' && values.lng !== '') {
    if (values.place) params.set('place', values.place);
    params.set('lat', String(values.lat));
    params.set('lng', String(values.lng));
    if (values.radiusKm !== '' && values.radiusKm !== emptyFilterValues.radiusKm)
      params.set('km', String(values.radiusKm));
  }
  if (values.budgetMin !== '') params.set('min', String(values.budgetMin));
  if (values.budgetMax !== '') params.set('max', String(values.budgetMax));
  return params;
}

/** The board's query string for a saved search's filter (to open it on the board). */
export function paramsFromSavedFilter(filter: SavedSearchFieldsFragment['filter']): URLSearchParams {
  const amount = (value: string | null | undefined) => (value ? Number(value) : '');
  return paramsFromFilterValues({
    kinds: filter.kinds ?? [],
    text: filter.text ?? '',
    place: filter.place ?? '',
    lat: filter.near?.lat ?? '',
    lng: filter.near?.lng ?? '',
    radiusKm: filter.near?.radiusKm ?? emptyFilterValues.radiusKm,
    budgetMin: amount(filter.budgetMin),
    budgetMax: amount(filter.budgetMax),
  });
}

/** A name for a new saved search, from what it filters ("Property · flat · near Yaba"). */
export function suggestedSearchName(values: WireboardFilterValues): string {
  const parts: string[] = [];
  if (values.kinds.length === 1)
    parts.push(values.kinds[0] === 'PROPERTY' ? 'Property' : 'Building materials');
  if (values.text.trim()) parts.push(values.text.trim());
  if (values.place && values.lat !== '') parts.push(`near ${values.place.split(',')[0]}`);
  return (parts.join(' · ') || 'All wires').slice(0, 80);
}
