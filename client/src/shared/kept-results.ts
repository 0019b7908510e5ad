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
