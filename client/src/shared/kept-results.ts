import type { CSSProperties } from 'react';

type QueryState<T> = { data?: T; previousData?: T; loading: boolean };

/**
 * A searchable list's results while its search or filter changes: the earlier results stay on
 * screen, dimmed and marked busy, until the new ones arrive. Cards and rows stay where they are
 * (no flash of skeletons), so a click on one while the search loads still lands. Skeletons are
 * for the first load only.
 */
export function keptResults<T>({ data, previousData, loading }: QueryState<T>) {
  const shown = data ?? previousData;
  const refreshing = loading && data === undefined && shown !== undefined;
  const busy: { 'aria-busy': boolean; style: CSSProperties } = {
    'aria-busy': refreshing,
    style: { opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' },
  };
  return { shown, firstLoad: loading && shown === undefined, busy };
}

type Paged = { pageInfo: { hasNextPage: boolean; endCursor?: string | null } };

/**
 * {@link keptResults} for a cursor-paged list: the `connection` shown (the earlier one while other
 * variables load), and paging (`hasMore`, `endCursor`) only of the current variables' list, so a
 * "load more" never asks the new filter for the page after the old list's cursor.
 */
export function keptPages<T, C extends Paged>(state: QueryState<T>, getConnection: (data: T) => C) {
  const { shown, firstLoad, busy } = keptResults(state);
  const current = state.data === undefined ? undefined : getConnection(state.data);
  return {
    connection: shown === undefined ? undefined : getConnection(shown),
    firstLoad,
    busy,
    hasMore: current?.pageInfo.hasNextPage ?? false,
    endCursor: current?.pageInfo.endCursor ?? null,
  };
}
