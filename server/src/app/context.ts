import type { IncomingMessage } from 'node:http';
import { parse as parseCookie } from 'cookie';
import { RequestActor, type Viewer } from '../common/actor.js';
import type { Context, DeviceCookie, SessionCookie } from '../common/context.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '../auth/device-cookie.js';
import { Loaders } from '../common/loaders.js';
import {
  cookieJar,
  responseOf,
  type ContextSource,
  type ResponseRef,
} from '../platform/http/request-source.js';
import { isDatabaseDown, unavailableError } from '../platform/graphql/format-error.js';
import { isApiToken } from '../member/api-tokens.service.js';
import { memberById } from '../member/member.loaders.js';
import { SESSION_COOKIE } from '../member/session.service.js';
import { TWO_FACTOR_SETUP_LIMIT } from '../member/two-factor.service.js';
import type { Resolvers } from '../platform/graphql/resolver-container.js';
import type { Services } from './services.js';
import type { SocketSessionSources } from '../platform/realtime/ws-sessions.js';

/**
 * The credential a request carries: the session cookie, else a `Bearer` header or connection
 * param (an API token, or a session token for clients that cannot send cookies).
 */
export function sessionTokenOf(source: Pick<ContextSource, 'headers' | 'authorization'>): string | null {
  const cookieHeader = source.headers.cookie;
  if (cookieHeader) {
    const token = parseCookie(cookieHeader)[SESSION_COOKIE];
    if (token) return token;
  }
  const auth = source.authorization ?? source.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return null;
}

/** The session cookie of an HTTP response: HttpOnly, SameSite=Lax, Secure outside development. */
export function sessionCookie(res: ResponseRef, secure: boolean): SessionCookie {
  const options = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
  return {
    set: (token, expiresAt) =>
      void responseOf(res).cookie(SESSION_COOKIE, token, { ...options, expires: expiresAt }),
    clear: () => void responseOf(res).clearCookie(SESSION_COOKIE, options),
  };
}

/** The device cookie of an HTTP request and response (HttpOnly, SameSite=Lax, 180 days). */
function deviceCookie(headers: IncomingMessage['headers'], res: ResponseRef, secure: boolean): DeviceCookie {
  const value = headers.cookie ? (parseCookie(headers.cookie)[DEVICE_COOKIE] ?? null) : null;
  const maxAge = DEVICE_COOKIE_DAYS * 24 * 3600 * 1000;
  return {
    value,
    set: (next) =>
      void responseOf(res).cookie(DEVICE_COOKIE, next, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge,
      }),
  };
}

/**
 * The one context builder, for HTTP and WebSocket: resolves the viewer (the request's
 * EntityManager is forked when first used: RequestActor). A token that names no live session
 * gives SESSION_EXPIRED, and a disabled account USER_DISABLED, so the client can sign out locally
 * and say why. When the database cannot be reached to look the credential up, the request is
 * refused with UNAVAILABLE (`unavailableError`), never run as signed out.
 */
export async function buildContext(
  services: Services,
  resolvers: Resolvers,
  source: ContextSource,
): Promise<Context> {
  const actor = new RequestActor(
    services.orm.em,
    source.ip,
    (source.headers['user-agent'] as string | undefined) ?? null,
  );
  const context: Context = {
    actor,
    loaders: new Loaders(() => context.actor.em),
    session: null,
    authError: null,
    token: null,
    cookie: source.res ? sessionCookie(source.res, services.config.secureCookies) : null,
    device: source.res ? deviceCookie(source.headers, source.res, services.config.secureCookies) : null,
    cookies: source.res ? cookieJar(source.headers, source.res, services.config.secureCookies) : null,
    reqId: source.reqId,
    log: source.log,
    resolvers,
  };
  const token = sessionTokenOf(source);
  if (!token) return context;
  try {
    if (isApiToken(token)) {
      const found = await services.apiTokens.validate(actor.em, token);
      if (found.ok) {
        context.actor.viewer = found.member;
        context.actor.tokenId = found.token.id;
        context.token = {
          id: found.token.id,
          scopes: found.token.scopes,
          expiresAt: found.token.expiresAt,
          secret: token,
        };
        context.loaders.prime(memberById, found.member.id, found.member);
      } else context.authError = found.reason;
    } else {
      const found = await services.sessions.validate(actor.em, token);
      if (found.ok) {
        context.actor.viewer = found.member;
        context.actor.sessionId = found.session.id;
        context.session = { id: found.session.id, token, expiresAt: found.session.expiresAt };
        context.loaders.prime(memberById, found.member.id, found.member);
        if (await services.twoFactor.setupRequired(actor.em, found.member))
          context.limitedTo = TWO_FACTOR_SETUP_LIMIT;
      } else {
        context.authError = found.reason;
        // the browser forgets a dead session at once; this response still says why (SPEC §4)
        context.cookie?.clear();
      }
    }
  } catch (error) {
    // neither signed in nor signed out: the caller is told to come back, for every operation
    throw isDatabaseDown(error) ? unavailableError(services.config.retryAfterSeconds, error) : error;
  }
  return context;
}

/**
 * The context of work done for an account outside any request (a webhook's event is run with
 * its owner's access): its own EntityManager (forked when first used) and loaders, no session,
 * cookie or token.
 */
export function memberContext(
  services: Services,
  resolvers: Resolvers,
  member: { id: string; role: Viewer['role']; email: string },
  reqId: string,
): Context {
  const actor = new RequestActor(services.orm.em, null, null);
  actor.viewer = { id: member.id, role: member.role, email: member.email };
  const context: Context = {
    actor,
    loaders: new Loaders(() => context.actor.em),
    session: null,
    authError: null,
    token: null,
    cookie: null,
    reqId,
    log: services.log.child({ reqId }),
    resolvers,
  };
  return context;
}

/** What the websockets' session tracking reads again and listens to (ws-sessions.ts). */
export function socketSessionSources(services: Services): SocketSessionSources {
  return {
    config: services.config,
    orm: services.orm,
    apiTokens: services.apiTokens,
    sessions: services.sessions,
    onSessionEnd: (listener) => services.events.on('MEMBER', listener),
  };
}
