import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type NextFunction, type RequestHandler } from 'express';
import type { Config } from '../common/config.js';

type RouteEntry = { path: string; guard?: string | null };

const CRAWLER =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|preview|pinterest|vkshare|w3c_validator|lighthouse/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The client's route table, written by its build (`routes.json`) from the same source the router uses. */
export function loadRouteTable(assetsDir: string): RouteEntry[] {
  const file = path.join(assetsDir, 'routes.json');
  if (!fs.existsSync(file)) return [];
  return JSON.parse(fs.readFileSync(file, 'utf8')) as RouteEntry[];
}

/** The HTTP status the SPA's answer for `pathname?search` should carry. */
export function statusForPath(routes: RouteEntry[], pathname: string, query: URLSearchParams): 200 | 404 {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const route = routes.find((r) => r.path === normalized);
  if (!route) return 404;
  if (route.guard === 'doc-id-check' && !UUID.test(query.get('id') ?? '')) return 404;
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
 * Serves the built client: hashed assets cached for a year, `index.html` and the build manifest
 * never cached, every path of the route table answered with the app (200), any other path with
 * the app and 404 (crawlers get a bare 404).
 */
export function createSpaHandler(config: Config, indexHtml: string | null): RequestHandler {
  const router = express.Router();
  const routes = loadRouteTable(config.buildAssetsDir);
  router.use(
    express.static(config.buildAssetsDir, {
      index: false,
      setHeaders(res, filePath) {
        const name = path.basename(filePath);
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (name === 'build-manifest.json' || name === 'index.html' || name === 'routes.json') {
          res.setHeader('Cache-Control', 'no-store');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=3600');
        }
      },
    }),
  );
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/assets/')) {
      // a missing hashed file (an old tab after a deployment): a plain 404, never the app's HTML
      res.status(404).setHeader('Cache-Control', 'no-store').type('text/plain').send('Not Found');
      return;
    }
    if (req.path.startsWith('/graphql') || req.path.startsWith('/api/')) return next();
    const url = new URL(req.originalUrl, 'http://local');
    const status = statusForPath(routes, url.pathname, url.searchParams);
    if (status === 404 && CRAWLER.test(req.headers['user-agent'] ?? '')) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    if (!indexHtml) {
      res
        .status(status === 200 ? 503 : 404)
        .type('text/plain')
        .send('The web client is not built yet: run `npm run build`.');
      return;
    }
    res.status(status).setHeader('Cache-Control', 'no-store').type('html').send(indexHtml);
  });
  return router;
}
