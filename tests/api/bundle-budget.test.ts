import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../server/src/common/config.js';
import { staticClosure } from '../../client/module-graph.js';

// The JavaScript a first visit to `/` downloads before the page can paint, compressed (brotli), read
// from the built client's chunk graph (Vite's manifest): the entry, its static imports, and the
// home page's chunk with its static imports. `npm test` builds the client before these tests.
const dist = path.join(repoRoot, 'client/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const built = fs.existsSync(manifestFile);
if (!built && process.env.CI) throw new Error(`${manifestFile} is missing: CI runs \`npm run build\` first`);
if (!built) console.warn(`bundle budget skipped: ${manifestFile} is missing (run \`npm run build\`)`);

/**
 * The goal is 150 KiB, and the budget is the goal: the theme's contrast-safe colours (computed from
 * the theme when the app starts) took the last of the margin (docs/BENCHMARK.md, "Measures outside
 * the bench").
 */
const BUDGET_KIB = 150;
const GOAL_KIB = 150;

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const closure = (manifest: Manifest, roots: string[]) =>
  staticClosure((key) => manifest[key]?.imports ?? [], roots);

/** The size a browser that accepts brotli downloads: the precompressed `.br` beside the file. */
function brotliSize(file: string): number {
  const full = path.join(dist, file);
  if (fs.existsSync(`${full}.br`)) return fs.statSync(`${full}.br`).size;
  return zlib.brotliCompressSync(fs.readFileSync(full)).length;
}

describe.skipIf(!built)('first load of /', () => {
  const manifest = (built ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {}) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key === 'index.html');
  const home = Object.keys(manifest).find((key) => manifest[key]!.src === 'src/home/pages/HomePage.tsx');
  const files = (keys: Set<string>) => [...keys].map((key) => manifest[key]!.file);

  it(`needs at most ${BUDGET_KIB} KiB of brotli-compressed JavaScript (goal ${GOAL_KIB} KiB)`, () => {
    expect(entry, 'the entry in the manifest').toBeDefined();
    expect(home, 'the home page chunk in the manifest').toBeDefined();
    const critical = files(closure(manifest, [entry!, home!])).filter((file) => file.endsWith('.js'));
    const sizes = critical.map((file) => ({ file, bytes: brotliSize(file) }));
    const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
    const kib = Math.round((total / 1024) * 10) / 10;
    const entryKib = Math.round((brotliSize(manifest[entry!]!.file) / 1024) * 10) / 10;
    console.warn(
      `first load of /: ${critical.length} JavaScript files, ${kib} KiB brotli (entry chunk ${entryKib} KiB); budget ${BUDGET_KIB}, goal ${GOAL_KIB}`,
    );
    expect(kib).toBeLessThanOrEqual(BUDGET_KIB);
  });

  it('names in index.html only what the entry statically needs (no preload of every route)', () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const named = [...html.matchAll(/<(?:script|link)[^>]*\s(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
      (m) => m[1],
    );
    const allowed = new Set(files(closure(manifest, [entry!])));
    expect(named.length).toBeGreaterThan(0);
    for (const file of named) expect(allowed.has(file!), file).toBe(true);
  });

  it('preloads, for /, only the home page and what it statically needs', () => {
    const preloads = JSON.parse(fs.readFileSync(path.join(dist, 'route-preloads.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    const entryFiles = new Set(files(closure(manifest, [entry!])));
    const homeFiles = files(closure(manifest, [home!])).filter((file) => !entryFiles.has(file));
    expect([...preloads['/']!].sort()).toEqual(homeFiles.sort());
    expect(preloads['/']).toContain(manifest[home!]!.file);
  });

  it('gives every page of the route table its own lazily loaded chunk', () => {
    const routes = fs.readFileSync(path.join(repoRoot, 'client/src/app/routes.tsx'), 'utf8');
    const pages = [...routes.matchAll(/import\('\.\.\/([^']+)'\)/g)].map((m) => `src/${m[1]}.tsx`);
    expect(pages.length).toBeGreaterThanOrEqual(30);
    const dynamic = new Set(
      Object.values(manifest)
        .filter((chunk) => (chunk as { isDynamicEntry?: boolean }).isDynamicEntry)
        .map((chunk) => chunk.src),
    );
    for (const page of pages) expect(dynamic.has(page), page).toBe(true);
  });
});
