import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import helmet from 'helmet';
import type { Config } from '../../common/config.js';
import type { LeanStep } from './graphql-lean.js';
import { isPageRequest, type IndexHtml } from '../web/spa.js';
import { allowedOrigins, connectSources } from '../realtime/ws-origin.js';
import { GRAPHQL_PATH } from './graphql-http.js';

/** Where the API answers: `/graphql` and below (express's `app.use('/graphql')` paths). */
export function isApiPath(url: string): boolean {
  if (!url.startsWith(GRAPHQL_PATH)) return false;
  const next = url.charCodeAt(GRAPHQL_PATH.length);
  return Number.isNaN(next) || next === 0x2f || next === 0x3f; // end, '/' or '?'
}

/**
 * The headers of an API answer: JSON, never a document, so it loads nothing, is framed by no one
 * and is never sniffed as anything else (OWASP's REST Security Cheat Sheet's set). The document
 * headers (a page's script hashes, COOP, referrer and prefetch policies, …) would only add a
 * kilobyte to every answer and their building to every request. Fixed: built once.
 */
export function apiSecurityHeaders(config: Pick<Config, 'isProduction'>): ReadonlyArray<[string, string]> {
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['cross-origin-resource-policy', 'same-origin'],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ...(config.isProduction
      ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
  ];
}

/**
 * Security headers on every answer: the API's fixed set on `/graphql` (apiSecurityHeaders), and
 * helmet's for everything else (the pages, their assets, files and the small JSON routes), with
 * the CSP of the index.html on disk now (its inline scripts' hashes).
 */
export function securityHeaders(config: Config, index: IndexHtml): LeanStep {
  const pages = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          // the inline scripts of the index.html on disk now (it changes with a rebuild)
          (req) => index.scriptHashes(isPageRequest(req as Request)).join(' ') || "'self'",
          ...(config.cdnUrl ? [config.cdnUrl] : []),
        ],
        // Mantine writes its CSS variables in <style> elements at run time
        styleSrc: ["'self'", "'unsafe-inline'", ...(config.cdnUrl ? [config.cdnUrl] : [])],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.cdnUrl ? [config.cdnUrl] : [])],
        fontSrc: ["'self'", 'data:', ...(config.cdnUrl ? [config.cdnUrl] : [])],
        // the app's own origin(s) only, websocket forms included (ws-origin.ts)
        connectSrc: connectSources(allowedOrigins(config)),
        // the service worker of Web Push, from the app's origin only (never the CDN's)
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.isProduction,
  }) as LeanStep;
  const api = apiSecurityHeaders(config);
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    if (!isApiPath(req.url ?? '')) return pages(req, res, next);
    for (const [name, value] of api) res.setHeader(name, value);
    next();
  };
}
