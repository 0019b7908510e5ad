import path from 'node:path';
import type { Plugin } from 'vite';
import { staticClosure } from './module-graph.ts';

/** A module importing more than this many is a barrel (a UI kit's, an icon set's or a hook library's index). */
const barrelSize = 50;
/** `import { A, B as C } from '…'` (and `export { … } from '…'`) in a module's code as the build sees it. */
const namedImport = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

type Module = { code: string | null; importedIds: readonly string[] };
type Lookup = (id: string) => Module | null;

/** The names of `import { … }` / `export { … } from` lists: local names and aliases. */
function namesOf(list: string): string[] {
  return list.split(',').flatMap((part) =>
    part
      .replace(/^\s*type\s+/, '')
      .split(/\s+as\s+/)
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/**
 * The modules a module really imports: a barrel stands for the modules whose names the importer
 * takes from it (resolved from the barrel's own `import { X } from './x.mjs'` lines), not all of them.
 */
function makeImports(lookup: Lookup): (id: string) => string[] {
  const barrelMaps = new Map<string, Map<string, string>>();
  const barrelMap = (barrel: string) => {
    let map = barrelMaps.get(barrel);
    if (map) return map;
    map = new Map();
    for (const [, list, source] of (lookup(barrel)?.code ?? '').matchAll(namedImport)) {
      if (!source!.startsWith('.')) continue;
      const id = path.resolve(path.dirname(barrel), source!);
      for (const name of namesOf(list!)) map.set(name, id);
    }
    barrelMaps.set(barrel, map);
    return map;
  };
  return (id) => {
    const module = lookup(id);
    if (!module) return [];
    const names = [...(module.code ?? '').matchAll(namedImport)].flatMap(([, list]) => namesOf(list!));
    return module.importedIds.flatMap((imported) => {
      if ((lookup(imported)?.importedIds.length ?? 0) <= barrelSize) return [imported];
      const map = barrelMap(imported);
      return names.flatMap((name) => (map.has(name) ? [map.get(name)!] : []));
    });
  };
}

export type RouteChunkGroup = { name: string; test: (id: string) => boolean };

/**
 * Fewer, larger chunks for the first load of `/`. Left to itself the bundler gives every set of
 * pages (and lazy components) that share modules a chunk of its own: the home page came as 22
 * files (≈ 12 KiB brotli, many too small to compress well). Here the modules the home page imports
 * beyond the entry go into two chunks beside its own: what the wireboard needs too (`wire-list`:
 * the cards, the live lists, the UI kit's pieces both use) and the rest (`home-parts`). A page
 * elsewhere that shares one of those modules loads that chunk whole: a few KiB more there (both
 * are small), for 3 requests on `/` instead of 22, and fewer on the wireboard. The wireboard's
 * other shared modules (form controls, popovers) stay split: merged, they made every sign-in page
 * download ≈ 45 KiB more.
 *
 * The plugin reads the module graph once the build has parsed everything; the groups' `test`s,
 * which Rolldown calls afterwards while chunking, answer from it.
 */
export function routeChunks(srcDir: string): { plugin: Plugin; groups: RouteChunkGroup[] } {
  const entry = path.join(srcDir, 'app/main.tsx');
  const home = path.join(srcDir, 'home/pages/HomePage.tsx');
  const board = path.join(srcDir, 'wire/pages/WireboardPage.tsx');
  let sets: Record<'both' | 'homeOnly', Set<string>> | undefined;
  const member = (key: keyof NonNullable<typeof sets>) => (id: string) => {
    if (!sets) throw new Error('route-chunks: the module graph was not read before chunking');
    return sets[key].has(id);
  };
  const plugin: Plugin = {
    name: 'buildwire-route-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      for (const id of [entry, home, board])
        if (!this.getModuleInfo(id)) this.error(`route-chunks: ${id} is not in the build`);
      const imports = makeImports((id) => this.getModuleInfo(id));
      const initial = staticClosure(imports, [entry]);
      const beyond = (page: string) =>
        new Set([...staticClosure(imports, [page])].filter((id) => id !== page && !initial.has(id)));
      const homeNeeds = beyond(home);
      const boardNeeds = beyond(board);
      sets = {
        both: new Set([...homeNeeds].filter((id) => boardNeeds.has(id))),
        homeOnly: new Set([...homeNeeds].filter((id) => !boardNeeds.has(id))),
      };
    },
  };
  return {
    plugin,
    groups: [
      { name: 'wire-list', test: member('both') },
      { name: 'home-parts', test: member('homeOnly') },
    ],
  };
}
