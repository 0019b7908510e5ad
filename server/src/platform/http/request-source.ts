import type { IncomingMessage } from 'node:http';
import type { Response } from 'express';
import proxyaddr from 'proxy-addr';
import { parse as parseCookie } from 'cookie';
import type { TrustProxy } from '../../common/config.js';
import type { CookieJar } from '../../common/context.js';
import type { Logger } from '../../common/logger.js';

/** Where a request comes from, as both transports know it. */
export type ContextSource = {
  headers: IncomingMessage['headers'];
  ip: string | null;
  reqId: string;
  log: Logger;
  /**
   * Present over HTTP only: mutations that set or clear the session cookie use it (a function
   * when the request has not been given express's API yet: graphql-lean.ts).
   */
  res?: Response | (() => Response);
  /** graphql-ws `connectionParams.authorization`, for clients that cannot send cookies. */
  authorization?: string;
};

/** Decides, hop by hop, whether an address is a proxy whose X-Forwarded-For can be believed. */
export type ProxyTrust = (address: string, hop: number) => boolean;

export function proxyTrust(setting: TrustProxy): ProxyTrust {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyaddr.compile(setting);
}

/**
 * The client's address, the same way on both transports: the peer's, unless it is a trusted
 * proxy (TRUST_PROXY), in which case the nearest untrusted address of X-Forwarded-For.
 */
export function clientIp(req: IncomingMessage, trust: ProxyTrust): string | null {
  if (!req.socket.remoteAddress) return null;
  return proxyaddr(req, trust);
}

/** An HTTP response, or how to get it once the request has express's API (graphql-lean.ts). */
export type ResponseRef = Response | (() => Response);
export const responseOf = (res: ResponseRef): Response => (typeof res === 'function' ? res() : res);

/** Any other cookie of an HTTP request and response (HttpOnly, SameSite=Lax, path /). */
export function cookieJar(headers: IncomingMessage['headers'], res: ResponseRef, secure: boolean): CookieJar {
  const sent = headers.cookie ? parseCookie(headers.cookie) : {};
  const options = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
  return {
    get: (name) => sent[name] ?? null,
    set: (name, value, maxAge) => void responseOf(res).cookie(name, value, { ...options, maxAge }),
    clear: (name) => void responseOf(res).clearCookie(name, options),
  };
}
