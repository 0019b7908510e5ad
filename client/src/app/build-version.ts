import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const pollMs = 60_000;
const reloadGuardKey = 'bw-reload-at';
const reloadGuardTtlMs = 10_000;

export type BuildManifest = { buildId: string; builtAt: string };

function currentBuildId(): string | undefined {
  return typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : undefined;
}

export async function fetchBuildManifest(fetcher: typeof fetch = fetch): Promise<BuildManifest | undefined> {
  try {
    const response = await fetcher(`/build-manifest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const body = (await response.json()) as Partial<BuildManifest>;
    return typeof body.buildId === 'string'
      ? { buildId: body.buildId, builtAt: String(body.builtAt) }
      : undefined;
  } catch {
    return undefined;
  }
}

/** True when no reload happened in the last 10 s (a session-storage guard against reload loops). */
export function mayReload(storage: Storage = sessionStorage, now = Date.now()): boolean {
  try {
    const last = Number(storage.getItem(reloadGuardKey));
    if (Number.isFinite(last) && now - last < reloadGuardTtlMs) return false;
    storage.setItem(reloadGuardKey, String(now));
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks build-manifest.json every 60 s and on window focus; once a new deployment is seen, the next
 * navigation is a full page load, so nobody keeps running old code against a new server (SPEC §4).
 */
export function useBuildVersionCheck(): void {
  const stale = useRef(false);
  const location = useLocation();
  const firstLocation = useRef(location.key);

  useEffect(() => {
    const ownId = currentBuildId();
    if (import.meta.env.DEV || import.meta.env.MODE === 'test' || !ownId) return;
    const check = async () => {
      const manifest = await fetchBuildManifest();
      if (manifest && manifest.buildId !== ownId) stale.current = true;
    };
    const timer = setInterval(() => void check(), pollMs);
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, []);

  useEffect(() => {
    if (location.key === firstLocation.current || !stale.current) return;
    if (mayReload()) window.location.reload();
  }, [location.key]);
}
