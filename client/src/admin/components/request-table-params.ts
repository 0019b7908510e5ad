import { useCallback, useMemo } from 'react';

import type { AdminWireSort, SortDirection, WireKind, WireStatus } from '../../gql/graphql';
import type { AdminWiresFilter, AdminWiresOrder } from '../../gql/graphql';
import { useUrlParams } from '../../shared/use-url-params';

export const WIRE_STATUSES: WireStatus[] = ['OPEN', 'FULFILLED', 'CLOSED', 'EXPIRED', 'REMOVED'];
export const WIRE_KINDS: WireKind[] = ['PROPERTY', 'BUILDING_MATERIALS'];
export const SORTS: AdminWireSort[] = ['CREATED', 'NEEDED_BY', 'BUDGET', 'RESPONSES', 'STATUS'];
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The request table's state, kept in the URL so a view can be bookmarked, shared and reloaded. */
export type RequestTableState = {
  statuses: WireStatus[];
  kind: WireKind | null;
  /** yyyy-mm-dd, inclusive */
  from: string;
  /** yyyy-mm-dd, inclusive */
  to: string;
  text: string;
  owner: string;
  sort: AdminWireSort;
  direction: SortDirection;
  page: number;
  size: number;
};

const DEFAULTS: RequestTableState = {
  statuses: [],
  kind: null,
  from: '',
  to: '',
  text: '',
  owner: '',
  sort: 'CREATED',
  direction: 'DESC',
  page: 1,
  size: 20,
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function pick<T extends string>(values: readonly T[], given: string | null): T | null {
  return values.find((value) => value === given) ?? null;
}

export function parseState(params: URLSearchParams): RequestTableState {
  const number = (name: string, fallback: number) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value >= 1 ? value : fallback;
  };
  const size = number('size', DEFAULTS.size);
  return {
    statuses: (params.get('status') ?? '').split(',').flatMap((s) => pick(WIRE_STATUSES, s) ?? []),
    kind: pick(WIRE_KINDS, params.get('kind')),
    from: DATE.test(params.get('from') ?? '') ? params.get('from')! : '',
    to: DATE.test(params.get('to') ?? '') ? params.get('to')! : '',
    text: (params.get('q') ?? '').slice(0, 200),
    owner: (params.get('owner') ?? '').slice(0, 254),
    sort: pick(SORTS, params.get('sort')) ?? DEFAULTS.sort,
    direction: params.get('dir') === 'ASC' ? 'ASC' : 'DESC',
    page: number('page', 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULTS.size,
  };
}

function toParams(state: RequestTableState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.statuses.length) params.set('status', state.statuses.join(','));
  if (state.kind) params.set('kind', state.kind);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.text) params.set('q', state.text);
  if (state.owner) params.set('owner', state.owner);
  if (state.sort !== DEFAULTS.sort) params.set('sort', state.sort);
  if (state.direction !== DEFAULTS.direction) params.set('dir', state.direction);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.size !== DEFAULTS.size) params.set('size', String(state.size));
  return params;
}

/** The start of a local day, and the start of the day after (the "to" date is inclusive). */
function dayStart(day: string, plusDays = 0): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays).toISOString();
}

export function filterOf(state: RequestTableState): AdminWiresFilter {
  return {
    statuses: state.statuses.length ? state.statuses : null,
    kind: state.kind,
    createdFrom: state.from ? dayStart(state.from) : null,
    createdTo: state.to ? dayStart(state.to, 1) : null,
    text: state.text.trim() || null,
    owner: state.owner.trim() || null,
  };
}

export function orderOf(state: RequestTableState): AdminWiresOrder {
  return { field: state.sort, direction: state.direction };
}

export function isFiltered(state: RequestTableState): boolean {
  const filter = filterOf(state);
  return Object.values(filter).some((value) => value !== null);
}

/** The CSV export of the same filter and order (the server's query-string names). */
export function exportHref(state: RequestTableState): string {
  const filter = filterOf(state);
  const params = new URLSearchParams();
  if (filter.statuses) params.set('statuses', filter.statuses.join(','));
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.createdFrom) params.set('createdFrom', filter.createdFrom);
  if (filter.createdTo) params.set('createdTo', filter.createdTo);
  if (filter.text) params.set('text', filter.text);
  if (filter.owner) params.set('owner', filter.owner);
  params.set('sort', state.sort);
  params.set('direction', state.direction);
  return `/api/admin/wires.csv?${params}`;
}

/**
 * The table's state from the URL, and a setter: a change of filter, sort or size goes back to
 * page 1; each change replaces the history entry except a page turn (so Back goes to the page before).
 */
export function useRequestTableState(): [
  RequestTableState,
  (change: Partial<RequestTableState>) => void,
  () => void,
] {
  const [params, write] = useUrlParams();
  const state = useMemo(() => parseState(params), [params]);
  const update = useCallback(
    (change: Partial<RequestTableState>) => {
      const pageOnly = Object.keys(change).every((key) => key === 'page');
      write((latest) => toParams({ ...parseState(latest), ...(pageOnly ? {} : { page: 1 }), ...change }), {
        replace: !pageOnly,
      });
    },
    [write],
  );
  const reset = useCallback(() => write(() => new URLSearchParams(), { replace: true }), [write]);
  return [state, update, reset];
}
