import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

import { FIRST_PAINTS } from '../server/src/platform/web/spa-first-paint.ts';
import { criticalCssFile } from './critical-css.ts';
import { routePreloads } from './route-preloads.ts';
import { leanLibraries } from './lean-libraries.ts';
import { routeChunks } from './route-chunks.ts';
import { splitDocuments } from './split-documents.ts';
import { routeGuards } from './src/app/route-table.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = path.resolve(root, '..');
const apiTarget = process.env.API_URL ?? 'http://localhost:4000';
const buildId = process.env.BUILD_ID ?? randomUUID();
/** Where the build goes; the server reads the same variable (relative paths from the repository root). */
const outDir = path.resolve(repoRoot, process.env.BUILD_ASSETS_DIR || 'client/dist');
const pageChunks = routeChunks(path.join(root, 'src'));
/** A CDN known at build time goes into index.html; the server can also set one at start (CDN_URL). */
const buildCdnUrl = process.env.CDN_URL?.replace(/\/+$/, '') || undefined;

/**
 * Writes dist/build-manifest.json, so open tabs can tell that a new deployment went out (SPEC §4),
 * dist/routes.json, the paths and guards the server answers 200 (or 404) for, and
 * dist/route-preloads.json, the chunks each path's page needs beyond the entry (the server preloads them).
 */
function buildFiles(): Plugin {
  return {
    name: 'buildwire-build-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify(routePreloads(path.join(root, 'src'), bundle, routeGuards.length), null, 2)}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: 'build-manifest.json',
        source: `${JSON.stringify({ buildId, builtAt: new Date().toISOString() }, null, 2)}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: `${JSON.stringify(routeGuards, null, 2)}\n`,
      });
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) copy beside every text file of the
 * build over 1 KB, so the server sends them as they are (server/src/platform/http/compression.ts) instead of
 * compressing on every request. index.html is left to the server: it may rewrite it.
 */
function precompress(): Plugin {
  return {
    name: 'buildwire-precompress',
    apply: 'build',
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && /\.(js|css|svg|json|webmanifest|ico)$/.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const body = await fs.readFile(file);
          if (body.length <= 1024) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzip(body, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  root,
  plugins: [
    splitDocuments(path.join(root, 'src')),
    leanLibraries(),
    pageChunks.plugin,
    react(),
    buildFiles(),
    criticalCssFile(FIRST_PAINTS),
    precompress(),
  ],
  resolve: {
    alias: [
      // rxjs's ES2015 build (classes, no tslib helpers) rather than its ES5 one: Apollo Client's
      // Observable on the first load is ≈ 2 KiB smaller (brotli)
      { find: /^rxjs$/, replacement: path.join(repoRoot, 'node_modules/rxjs/dist/esm/index.js') },
    ],
  },
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: apiTarget, ws: true, changeOrigin: false },
      '/healthz': apiTarget,
      '/readyz': apiTarget,
      '/api': apiTarget,
      '/files': apiTarget,
      // social sign-in redirects (server/src/member/oauth-routes.ts)
      '/auth': apiTarget,
    },
  },
  experimental: {
    // Chunks and CSS find each other relative to the module that loads them, so whatever origin
    // served the entry script (the app's or a CDN) serves the rest too.
    renderBuiltUrl: (filename, { hostType }) =>
      hostType === 'html' ? `${buildCdnUrl ?? ''}/${filename}` : { relative: true },
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    // the Vite manifest: what the bundle-budget test and the server's per-page preloads read
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry needs before the first paint in one chunk beside it, rather than
          // dozens of small shared chunks: fewer requests, and brotli compresses one file better.
          groups: [{ name: 'initial', tags: ['$initial'] }, ...pageChunks.groups],
        },
      },
    },
  },
  test: {
    name: 'client',
    root,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
    css: false,
    // a busy 2-core CI machine runs these beside the server tests: room for slow renders, no races
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
