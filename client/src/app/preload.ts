const maxInFlight = 4;
const loaders = new Map<string, () => Promise<unknown>>();
const started = new Set<string>();
const waiting: string[] = [];
let inFlight = 0;

function pump(): void {
  while (inFlight < maxInFlight && waiting.length > 0) {
    const path = waiting.shift()!;
    const load = loaders.get(path);
    if (!load) continue;
    inFlight += 1;
    load()
      .catch(() => started.delete(path))
      .finally(() => {
        inFlight -= 1;
        pump();
      });
  }
}

/** Called by routes.tsx, so this module needs no import of the pages (no import cycle). */
export function registerRouteLoaders(
  entries: Iterable<{ path: string; load: () => Promise<unknown> }>,
): void {
  for (const { path, load } of entries) loaders.set(path, load);
}

/** Fetches a page's code ahead of a click; at most 4 downloads at once (SPEC §4). */
export function preloadRoute(to: string): void {
  const path = to.split(/[?#]/)[0] ?? to;
  if (started.has(path)) return;
  started.add(path);
  waiting.push(path);
  pump();
}
