import { describe, expect, it, vi } from 'vitest';

import { createPreloader, maxPreloadsInFlight } from './preload';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('route preloading', () => {
  it('loads each route once, at most 4 at a time', async () => {
    expect(maxPreloadsInFlight).toBe(4);
    vi.useFakeTimers();
    try {
      const pending = new Map<string, ReturnType<typeof deferred>>();
      const paths = ['/a', '/b', '/c', '/d', '/e', '/f'];
      const loads = new Map(
        paths.map((path) => [
          path,
          vi.fn(() => {
            const d = deferred();
            pending.set(path, d);
            return d.promise;
          }),
        ]),
      );
      const preloader = createPreloader();
      preloader.register(paths.map((path) => ({ path, load: loads.get(path)! })));

      for (const path of paths) preloader.preload(path);
      preloader.preload('/a?id=1');
      preloader.preload('/unknown');
      await vi.advanceTimersByTimeAsync(0);
      expect(preloader.inFlight()).toBe(4);
      expect(pending.size).toBe(4);

      pending.get('/a')!.resolve();
      await vi.advanceTimersByTimeAsync(0);
      expect(pending.size).toBe(5);
      expect(preloader.inFlight()).toBe(4);

      for (const d of pending.values()) d.resolve();
      await vi.advanceTimersByTimeAsync(0);
      for (const d of pending.values()) d.resolve();
      await vi.advanceTimersByTimeAsync(0);
      expect(preloader.inFlight()).toBe(0);
      for (const load of loads.values()) expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
