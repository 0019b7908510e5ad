import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/** `params` with `name` set to `value`, or without it when `value` is empty or null. */
export function withParam(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/**
 * The location's search parameters, and a writer whose change starts from the parameters last
 * written here (or the location's, once a navigation commits). Not `useSearchParams`' own
 * functional setter: that starts from the rendered location, and the router renders a new
 * location in a transition, which a busy page can keep from committing while the user acts again;
 * the second change then drops the first (a sort clicked on the request table dropped the search
 * just typed; with an 8× CPU throttle, twice in two runs).
 */
export function useUrlParams(): [
  URLSearchParams,
  (change: (latest: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const write = useCallback(
    (change: (latest: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const next = change(new URLSearchParams(latest.current));
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, write];
}
