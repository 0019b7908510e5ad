import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

import { useIdle } from './idle';

/**
 * A component whose code is fetched once the page is idle, not with the first paint: `fallback`
 * (same size, so nothing moves) until it is there. For what a first visit need not wait for.
 */
export function lazyWhenIdle<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function IdleLazy(props: P) {
    const idle = useIdle();
    if (!idle) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return IdleLazy;
}
