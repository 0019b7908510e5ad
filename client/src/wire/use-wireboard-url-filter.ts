import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { WireboardFilter } from '../gql/graphql';
import type { WireboardFilterValues } from './components/WireboardFilters';
import { toWireboardFilter } from './wireboard-filter';
import { filterValuesFromParams, paramsFromFilterValues } from './wireboard-url';

/** How long typing pauses before the board (and the URL) follows. */
const SETTLE_MS = 400;

/**
 * A wireboard's filter form kept in the URL: the form starts from the URL (a reload or a shared
 * link shows the same view), each settled change is a history entry (back/forward step through
 * them, and the form follows), and a URL with bad parameters is rewritten to what was understood.
 * Answers the form's values, their setter, and the API filter of the settled values.
 */
export function useWireboardUrlFilter() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const [values, setValues] = useState<WireboardFilterValues>(() => filterValuesFromParams(params));
  /** The query string this board last wrote or read, so its own writes are not read back. */
  const known = useRef(search);

  // the URL changed under the form (back/forward, a link): the form follows it
  useEffect(() => {
    if (search === known.current) return;
    const read = filterValuesFromParams(new URLSearchParams(search));
    known.current = paramsFromFilterValues(read).toString();
    setValues(read);
    if (known.current !== search) setParams(new URLSearchParams(known.current), { replace: true });
  }, [search, setParams]);

  // on first load, a URL with bad or redundant parameters is rewritten to what the form shows
  useEffect(() => {
    const canonical = paramsFromFilterValues(filterValuesFromParams(new URLSearchParams(known.current)));
    if (canonical.toString() !== known.current) {
      known.current = canonical.toString();
      setParams(canonical, { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the URL the page opened with
  }, []);

  const [settled] = useDebouncedValue(values, SETTLE_MS);
  /** The settled values last written: `setParams` changes with the URL, which alone writes nothing. */
  const written = useRef(settled);
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    const next = paramsFromFilterValues(settled).toString();
    if (next === known.current) return;
    known.current = next;
    setParams(new URLSearchParams(next));
  }, [settled, setParams]);

  const filterKey = JSON.stringify(toWireboardFilter(settled));
  // a stable object per distinct filter, so the query and the subscription restart only when it changes
  const filter = useMemo(() => JSON.parse(filterKey) as WireboardFilter | null, [filterKey]);
  return { values, setValues, settled, filter };
}
