import type { IncomingMessage } from 'node:http';
import type { Config } from '../../common/config.js';

/**
 * Which browser pages may open the websocket (a cross-site page could otherwise ride on the
 * session cookie, which the browser sends with the upgrade):
 * - no `Origin` header: allowed (browsers always send one; integrators' machines send none and
 *   authenticate with a token);
 * - the origin of `APP_BASE_URL` or one of `ALLOWED_ORIGINS`: allowed;
 * - an origin whose host (name and port) is the request's own `Host`: allowed (the page was served
 *   by this server under whatever name the browser used, e.g. 127.0.0.1 for localhost);
 * - anything else, `null` included: refused with HTTP 403 before the upgrade.
 */
export function allowedOrigins(config: Pick<Config, 'appBaseUrl' | 'allowedOrigins'>): Set<string> {
  return new Set(
    [config.appBaseUrl, ...config.allowedOrigins].map((value) => {
      try {
        return new URL(value).origin;
      } catch {
        throw new Error(`ALLOWED_ORIGINS / APP_BASE_URL: "${value}" is not a URL`);
      }
    }),
  );
}

export function isOriginAllowed(request: Pick<IncomingMessage, 'headers'>, allowed: Set<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowed.has(origin)) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === request.headers.host;
  } catch {
    return false;
  }
}

/** The CSP `connect-src` of the app: its own origin and the websocket form of the allowed ones. */
export function connectSources(allowed: Set<string>): string[] {
  return ["'self'", ...[...allowed].map((origin) => origin.replace(/^http/, 'ws'))];
}
