/** At most this many route chunks download ahead of a click at once (SPEC §4). */
export const maxPreloadsInFlight = 4;

export type RouteLoaderEntry = { path: string; load: () => Promise<unknown> };

export type Preloader = {
  register: (entries: Iterable<RouteLoaderEntry>) => void;
  /** Queues the page's code for `to` (a path, with or without query); each path loads once. */
  preload: (to: string) => void;
  inFlight: () => number;
};

export function createPreloader(limit = maxPreloadsInFlight): Preloader {
  const loaders = new Map<string, () => Promise<unknown>>();
  const started = new Set<string>();
  const waiting: string[] = [];
  let inFlight = 0;

  const pump = () => {
    while (inFlight < limit && waiting.length > 0) {
      const path = waiting.shift()!;
      const load = loaders.get(path);
      if (!load) continue;
      inFlight += 1;
      Promise.resolve()
        .then(load)
        // a failed download may be tried again on the next hover
        .catch(() => started.delete(path))
        .finally(() => {
          inFlight -= 1;
          pump();
        });
    }
  };

  return {
    register(entries) {
      for (const { path, load } of entries) loaders.set(path, load);
    },
    preload(to) {
      const path = to.split(/[?#]/)[0] || '/';
      if (started.has(path) || !loaders.has(path)) return;
      started.add(path);
      waiting.push(path);
      pump();
    },
    inFlight: () => inFlight,
  };
}

const appPreloader = createPreloader();

/** Called by routes.tsx, so this module needs no import of the pages (no import cycle). */
export function registerRouteLoaders(entries: Iterable<RouteLoaderEntry>): void {
  appPreloader.register(entries);
}

/** Fetches a page's code ahead of a click (hover, focus or visibility of a link). */
export function preloadRoute(to: string): void {
  appPreloader.preload(to);
}
