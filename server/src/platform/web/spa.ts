import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isUuid } from '../../common/ids.js';
import { precompressedAssets } from '../http/compression.js';
import express, { type Request, type Response, type NextFunction, type RequestHandler } from 'express';
import type { Config } from '../../common/config.js';
import { embeddedBlock, pageAnswers, type RunPageOperation } from './spa-embed.js';
import { withEntryAfterFirstPaint, withFirstPaint } from './spa-first-paint.js';

type RouteEntry = { path: string; guard?: string | null };

const CRAWLER =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|preview|pinterest|vkshare|w3c_validator|lighthouse/i;

/** The client's route table, written by its build (`routes.json`) from the same source the router uses. */
export function loadRouteTable(assetsDir: string): RouteEntry[] {
  const file = path.join(assetsDir, 'routes.json');
  if (!fs.existsSync(file)) return [];
  return JSON.parse(fs.readFileSync(file, 'utf8')) as RouteEntry[];
}

/** The HTTP status the SPA's answer for `pathname?search` should carry. */
function routeOf(routes: RouteEntry[], pathname: string): RouteEntry | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((r) => r.path === normalized);
}

/** The HTTP status the SPA's answer for `pathname?search` should carry, from the route table alone. */
export function statusForPath(routes: RouteEntry[], pathname: string, query: URLSearchParams): 200 | 404 {
  const route = routeOf(routes, pathname);
  if (!route) return 404;
  if (route.guard === 'doc-id-check' && !isUuid(query.get('id') ?? '')) return 404;
  return 200;
}

/**
 * Points the built index.html's own asset URLs (`/assets/…`) at `cdnUrl`, so one build can be
 * deployed behind any CDN chosen at start (CDN_URL). Chunks loaded later are found relative to
 * the entry script (the client build emits relative URLs), so they come from the CDN too.
 */
export function rewriteAssetUrls(indexHtml: string, cdnUrl: string | undefined): string {
  if (!cdnUrl) return indexHtml;
  const base = cdnUrl.replace(/\/+$/, '');
  return indexHtml.replace(/(\s(?:src|href)=")\/(assets\/|favicon)/g, `$1${base}/$2`);
}

/**
 * Adds `<link rel="modulepreload">` for the chunks a route's page needs beyond the entry (the
 * client build's route-preloads.json), so the browser fetches them beside the entry script. On a
 * page with a first paint (`afterFirstPaint`) they wait in a `<template id="bw-preloads">`, which
 * the preload scanner skips, and the entry's loader adds them when it starts the entry: issuing
 * dozens of requests is main-thread work that would otherwise come before that paint.
 */
export function withRoutePreloads(
  indexHtml: string,
  files: string[] | undefined,
  cdnUrl?: string,
  afterFirstPaint = false,
): string {
  if (!files?.length) return indexHtml;
  const links = rewriteAssetUrls(
    files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''),
    cdnUrl,
  );
  const tags = afterFirstPaint ? `<template id="bw-preloads">${links}</template>` : links;
  return indexHtml.replace('</head>', () => `${tags}</head>`);
}

/** The sha256 CSP sources of the inline scripts of an index.html (colour mode, load-failure notice). */
export function inlineScriptHashes(indexHtml: string | null): string[] {
  if (!indexHtml) return [];
  return [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

export type IndexHtml = {
  /**
   * The CSP sources of its inline scripts. For a page request (`isPageRequest`) the file is looked
   * at first, so the page and its CSP come from the build on disk now; any other request (the API,
   * assets) gets the last ones without touching the disk.
   */
  scriptHashes: (forPage: boolean) => string[];
  /** The index.html read for this page request by `scriptHashes(true)`, or null before any build. */
  html: () => string | null;
  /** The chunks each route's page needs beyond the entry, of the same build as `html()`. */
  routePreloads: () => Record<string, string[]>;
  /** The critical CSS of each page with a first paint (client/critical-css.ts), of the same build. */
  criticalCss: () => Record<string, string>;
};

/** A GET for a page of the app (not the API, an asset or a probe): what the SPA answers with index.html. */
export function isPageRequest(req: Pick<Request, 'method' | 'path'>): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !/^\/(graphql|api|assets)(\/|$)/.test(req.path) &&
    req.path !== '/healthz' &&
    req.path !== '/readyz'
  );
}

/**
 * The built index.html, read again whenever the file on disk changes, so a rebuild under a
 * running server serves the index that names the assets now on disk. While a rebuild has
 * removed the file, the last one read is kept (its page says "reload" if its assets are gone).
 */
export function watchIndexHtml(config: Config): IndexHtml {
  const file = path.join(config.buildAssetsDir, 'index.html');
  let stamp = '';
  let html: string | null = null;
  let hashes: string[] = [];
  let preloads: Record<string, string[]> = {};
  let critical: Record<string, string> = {};
  const refresh = () => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return;
    }
    const next = `${stat.mtimeMs}:${stat.size}`;
    if (next === stamp) return;
    try {
      const built = fs.readFileSync(file, 'utf8');
      html = rewriteAssetUrls(built, config.cdnUrl);
      // the pages with a first paint start the entry with an inline script of their own
      hashes = inlineScriptHashes(withEntryAfterFirstPaint(html));
      preloads = readBuildJson<Record<string, string[]>>(config.buildAssetsDir, 'route-preloads.json');
      critical = readBuildJson<Record<string, string>>(config.buildAssetsDir, 'critical-css.json');
      stamp = next;
    } catch {
      // half-written by a build in progress: keep the previous one until the next request
    }
  };
  refresh();
  return {
    scriptHashes: (forPage) => {
      if (forPage) refresh();
      return hashes;
    },
    html: () => html,
    routePreloads: () => preloads,
    criticalCss: () => critical,
  };
}

/** One of the JSON files the client build writes beside index.html, or {} without it. */
function readBuildJson<T extends object>(assetsDir: string, name: string): T | Record<string, never> {
  try {
    return JSON.parse(fs.readFileSync(path.join(assetsDir, name), 'utf8')) as T;
  } catch {
    // a build without the file (or half-written): the pages still load, one step later
    return {};
  }
}

/** Whether the record a `doc-id-check` route names exists for this request (`?id=`). */
export type RecordExists = (routePath: string, id: string, req: Request) => Promise<boolean>;

/** Runs the client's operations for one page request, as its viewer (the page's embedded answers). */
export type PageOperations = (req: Request) => RunPageOperation;

/** Hashed assets are immutable for a year; the files naming the build are never cached. */
function cacheControlOf(filePath: string): string {
  const name = path.basename(filePath);
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (
    ['build-manifest.json', 'index.html', 'routes.json', 'route-preloads.json', 'critical-css.json'].includes(
      name,
    )
  )
    return 'no-store';
  // the service worker: browsers check it for updates; a new deployment's is taken at once
  if (name === 'sw.js' && path.basename(path.dirname(filePath)) !== 'assets') return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built client: hashed assets cached for a year, `index.html` and the build manifest
 * never cached, the service worker (`/sw.js`, Web Push) revalidated whenever the browser checks
 * it, every path of the route table answered with the app (200), any other path with the app and
 * 404 (crawlers get a bare 404), and a route whose record is not there (an unknown wire id) with
 * the app and 404 too. The pages that have them carry their first paint (spa-first-paint.ts) and
 * their first query's answer (spa-embed.ts).
 */
export function createSpaHandler(
  config: Config,
  index: IndexHtml,
  recordExists: RecordExists,
  pageOperations?: PageOperations,
): RequestHandler {
  const router = express.Router();
  const routes = loadRouteTable(config.buildAssetsDir);
  router.use(precompressedAssets(config.buildAssetsDir, cacheControlOf));
  router.use(
    express.static(config.buildAssetsDir, {
      index: false,
      setHeaders(res, filePath) {
        res.setHeader('Cache-Control', cacheControlOf(filePath));
        // the same URL may be answered compressed (precompressedAssets) to other clients
        if (/\.(js|css|svg|json|webmanifest|html)$/.test(filePath)) res.setHeader('Vary', 'Accept-Encoding');
      },
    }),
  );
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && req.path.startsWith('/assets/')) {
      // a missing hashed file (an old tab after a deployment): a plain 404, never the app's HTML
      res.status(404).setHeader('Cache-Control', 'no-store').type('text/plain').send('Not Found');
      return;
    }
    if (!isPageRequest(req)) return next();
    const url = new URL(req.originalUrl, 'http://local');
    let status = statusForPath(routes, url.pathname, url.searchParams);
    const route = routeOf(routes, url.pathname);
    if (status === 200 && route?.guard === 'doc-id-check') {
      const exists = await recordExists(route.path, url.searchParams.get('id') ?? '', req).catch(() => true);
      if (!exists) status = 404;
    }
    if (status === 404 && CRAWLER.test(req.headers['user-agent'] ?? '')) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    const indexHtml = index.html();
    if (!indexHtml) {
      res
        .status(status === 200 ? 503 : 404)
        .type('text/plain')
        .send('The web client is not built yet: run `npm run build`.');
      return;
    }
    const page = status === 200 ? route?.path : undefined;
    const preloads = page === undefined ? undefined : index.routePreloads()[page];
    const firstPaint = withFirstPaint(indexHtml, page, index.criticalCss());
    const html = withRoutePreloads(firstPaint, preloads, config.cdnUrl, firstPaint !== indexHtml);
    res.status(status).setHeader('Cache-Control', 'no-store').type('html');
    const run = page !== undefined && req.method === 'GET' ? pageOperations?.(req) : undefined;
    const end = html.lastIndexOf('</body>');
    if (!run || end < 0) {
      res.send(html);
      return;
    }
    // the head (styles, scripts to fetch) and the first paint go at once; the page's first query's
    // answer follows, before the body ends, while the browser is already fetching and painting
    res.write(html.slice(0, end));
    (res as Response & { flush?: () => void }).flush?.();
    const answers = await pageAnswers(page!, url.searchParams, run);
    res.end(embeddedBlock(answers) + html.slice(end));
  });
  return router;
}
