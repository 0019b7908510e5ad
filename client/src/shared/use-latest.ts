import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the latest `value` (as of the last commit): for a callback or props read
 * from inside an effect, an observer or a subscription that should not restart when they change.
 * Read it only there (in event handlers and effects), never while rendering.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}
