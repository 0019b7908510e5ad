import { useEffect, useState } from 'react';

let idle = false;
let reached: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the browser is idle: the moment for work the first paint
 * does not need (preloading other pages, the toast container, the bell's data). Resolves once.
 */
export function pageIdle(): Promise<void> {
  reached ??= new Promise<void>((resolve) => {
    const done = () => {
      idle = true;
      resolve();
    };
    const whenLoaded = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(done, { timeout: 3000 });
      else setTimeout(done, 1);
    };
    if (typeof document === 'undefined' || document.readyState === 'complete') whenLoaded();
    else window.addEventListener('load', whenLoaded, { once: true });
  });
  return reached;
}

/** Runs `task` when the page is idle (at once if it already was); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  if (idle) task();
  else void pageIdle().then(() => !cancelled && task());
  return () => {
    cancelled = true;
  };
}

/** False until the page is idle, then true: mounts what the first paint does not need. */
export function useIdle(): boolean {
  const [now, setNow] = useState(idle);
  useEffect(() => (now ? undefined : whenIdle(() => setNow(true))), [now]);
  return now;
}
