import fs from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { staticClosure } from './module-graph.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** `'/path': () => import('../x/pages/XPage')` in src/app/routes.tsx (prettier may wrap the line). */
const pageLoader = /'(\/[^']*)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

/**
 * For each route path, the chunks its page needs beyond the entry's: the page's chunk and its
 * static imports. The server names them in `<link rel="modulepreload">` in the page's HTML, so the
 * browser fetches and compiles them beside the entry instead of after it has run.
 */
export function routePreloads(
  srcDir: string,
  bundle: OutputBundle,
  expected: number,
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: string[]) => staticClosure((file) => byFile.get(file)?.imports ?? [], roots);
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const routesFile = path.join(srcDir, 'app/routes.tsx');
  const out: Record<string, string[]> = {};
  for (const [, routePath, specifier] of fs.readFileSync(routesFile, 'utf8').matchAll(pageLoader)) {
    const module = `${path.resolve(path.dirname(routesFile), specifier!)}.tsx`;
    const page = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId === module);
    if (!page) throw new Error(`route-preloads: no chunk for ${routePath} (${module})`);
    out[routePath!] = [...closure([page.fileName])].filter((file) => !entry.has(file));
  }
  if (Object.keys(out).length !== expected)
    throw new Error(
      `route-preloads: ${Object.keys(out).length} page loaders in routes.tsx, ${expected} routes`,
    );
  return out;
}
