import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How often an open tab asks whether a new deployment went out (SPEC §4). */
export const buildCheckIntervalMs = 60_000;
export const reloadGuardKey = 'bw-reload-at';
/** No second automatic reload within this time: a guard against reload loops. */
export const reloadGuardTtlMs = 10_000;

export type BuildManifest = { buildId: string; builtAt: string };

function currentBuildId(): string | undefined {
  return typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : undefined;
}

/** Reads build-manifest.json past every cache (a timestamp query and `no-store`); undefined on any failure. */
export async function fetchBuildManifest(
  fetcher: typeof fetch = (...args) => globalThis.fetch(...args),
  now = Date.now(),
): Promise<BuildManifest | undefined> {
  try {
    const response = await fetcher(`/build-manifest.json?t=${now}`, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const body = (await response.json()) as Partial<BuildManifest>;
    return typeof body.buildId === 'string'
      ? { buildId: body.buildId, builtAt: String(body.builtAt) }
      : undefined;
  } catch {
    return undefined;
  }
}

/** True when no reload happened in the last 10 s, and notes this one (session storage). */
export function mayReload(storage: Storage = sessionStorage, now = Date.now()): boolean {
  try {
    const last = Number(storage.getItem(reloadGuardKey));
    if (last > 0 && now - last < reloadGuardTtlMs) return false;
    storage.setItem(reloadGuardKey, String(now));
    return true;
  } catch {
    return false;
  }
}

export type BuildWatch = { isStale: () => boolean; stop: () => void };

/**
 * Checks the manifest every 60 s and whenever the window gets focus; once its build id differs
 * from `ownId`, `isStale()` stays true (and `onStale` is called, once).
 */
export function watchBuildVersion(
  ownId: string,
  options: {
    fetcher?: typeof fetch;
    target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
    onStale?: () => void;
  } = {},
): BuildWatch {
  const target = options.target ?? window;
  let stale = false;
  const check = async () => {
    if (stale) return;
    const manifest = await fetchBuildManifest(options.fetcher);
    if (stale || !manifest || manifest.buildId === ownId) return;
    stale = true;
    options.onStale?.();
  };
  const timer = setInterval(() => void check(), buildCheckIntervalMs);
  const onFocus = () => void check();
  target.addEventListener('focus', onFocus);
  return {
    isStale: () => stale,
    stop: () => {
      clearInterval(timer);
      target.removeEventListener('focus', onFocus);
    },
  };
}

/** Set on `<html>` once the page has seen a new deployment (its next navigation loads in full). */
export const NEW_BUILD_ATTRIBUTE = 'data-new-build';

/**
 * Once a new deployment is seen, the next route navigation becomes a full page load of its target,
 * so nobody keeps running old code against a new server (SPEC §4).
 */
export function useBuildVersionCheck(): void {
  const watch = useRef<BuildWatch | null>(null);
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstLocation = useRef(location.key);
  const lastHref = useRef(location.pathname + location.search);

  useEffect(() => {
    const ownId = currentBuildId();
    if (import.meta.env.DEV || import.meta.env.MODE === 'test' || !ownId) return;
    const current = watchBuildVersion(ownId, {
      onStale: () => document.documentElement.setAttribute(NEW_BUILD_ATTRIBUTE, ''),
    });
    watch.current = current;
    return () => {
      current.stop();
      watch.current = null;
    };
  }, []);

  useEffect(() => {
    const href = location.pathname + location.search;
    const moved = href !== lastHref.current;
    lastHref.current = href;
    // a page replacing its own URL (filters in the query string) is not a navigation by the user,
    // nor is a push of the URL already shown
    if (navigationType === 'REPLACE' || !moved) return;
    if (location.key === firstLocation.current || !watch.current?.isStale()) return;
    // the router has already moved to the target: loading it again fetches the new build
    if (mayReload()) window.location.reload();
  }, [location.key, location.pathname, location.search, navigationType]);
}
