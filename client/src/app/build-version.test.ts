import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  buildCheckIntervalMs,
  fetchBuildManifest,
  mayReload,
  reloadGuardKey,
  reloadGuardTtlMs,
  watchBuildVersion,
} from './build-version';

function manifest(buildId: string) {
  return new Response(JSON.stringify({ buildId, builtAt: '2026-01-01T00:00:00Z' }), { status: 200 });
}

describe('new deployment check', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('asks every 60 s and on focus, past every cache, and turns stale once the id differs', async () => {
    expect(buildCheckIntervalMs).toBe(60_000);
    let served = 'build-a';
    const fetcher = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => manifest(served));
    const target = new EventTarget();
    const onStale = vi.fn();
    const watch = watchBuildVersion('build-a', {
      fetcher: fetcher as typeof fetch,
      target: target as Window,
      onStale,
    });

    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetcher).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0]!;
    expect(String(url)).toMatch(/^\/build-manifest\.json\?t=\d+$/);
    expect(init?.cache).toBe('no-store');
    expect(watch.isStale()).toBe(false);
    expect(onStale).not.toHaveBeenCalled();

    served = 'build-b';
    target.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(watch.isStale()).toBe(true);
    expect(onStale).toHaveBeenCalledTimes(1);

    watch.stop();
    await vi.advanceTimersByTimeAsync(10 * buildCheckIntervalMs);
    target.dispatchEvent(new Event('focus'));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('uses a new timestamp for each request and ignores failures', async () => {
    const fetcher = vi.fn(async () => new Response('nope', { status: 500 }));
    expect(await fetchBuildManifest(fetcher as typeof fetch, 1)).toBeUndefined();
    await fetchBuildManifest(fetcher as typeof fetch, 2);
    expect(fetcher.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      '/build-manifest.json?t=1',
      '/build-manifest.json?t=2',
    ]);
    const throwing = vi.fn(async () => {
      throw new TypeError('offline');
    });
    expect(await fetchBuildManifest(throwing as typeof fetch)).toBeUndefined();
  });

  it('reloads at most once per 10 s (session storage guard)', () => {
    expect(reloadGuardTtlMs).toBe(10_000);
    expect(mayReload(sessionStorage, 100_000)).toBe(true);
    expect(sessionStorage.getItem(reloadGuardKey)).toBe('100000');
    expect(mayReload(sessionStorage, 109_999)).toBe(false);
    expect(mayReload(sessionStorage, 110_000)).toBe(true);
  });
});
