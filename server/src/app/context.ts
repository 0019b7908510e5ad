import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parse as parseCookie } from 'cookie';
import type { Member } from '../member/member.entity.js';
import type { Session } from '../auth/session.entity.js';
import { SESSION_COOKIE } from '../auth/session.service.js';
import { clearSessionCookie } from '../auth/session-cookie.js';
import type { Logger } from './logger.js';
import type { Services } from './services.js';
import { createLoaders, type Loaders } from './loaders.js';

/** What every resolver receives, over HTTP and over WebSocket alike. */
export type Context = {
  em: EntityManager;
  services: Services;
  viewer: Member | null;
  session: Session | null;
  /** The token that named `session` (to set the cookie again when the session is refreshed). */
  sessionToken: string | null;
  reqId: string;
  log: Logger;
  ip: string | null;
  userAgent: string | null;
  /** Why a presented token gave no viewer; `@auth` fields answer with this code. */
  authError: 'SESSION_EXPIRED' | 'USER_DISABLED' | null;
  /** Batching for field resolvers; per request (and per subscription event). */
  loaders: Loaders;
  /** Present over HTTP only: mutations that set or clear the session cookie use it. */
  res?: Response;
};

export type ContextSource = {
  headers: IncomingMessage['headers'];
  ip: string | null;
  reqId: string;
  log: Logger;
  res?: Response;
  /** graphql-ws `connectionParams.authorization`, for clients that cannot send cookies. */
  authorization?: string;
};

export function clientIp(req: Request | IncomingMessage): string | null {
  const fromExpress = (req as Request).ip;
  return fromExpress ?? req.socket.remoteAddress ?? null;
}

/** The session token a request carries: the cookie, else a `Bearer` header or connection param. */
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

/**
 * The one context builder: forks the EntityManager and resolves the viewer. A token that names
 * no live session gives SESSION_EXPIRED, and a disabled account USER_DISABLED, so the client can
 * sign out locally and say why.
 */
export async function buildContext(services: Services, source: ContextSource): Promise<Context> {
  const em = services.orm.em.fork() as EntityManager;
  const context: Context = {
    em,
    services,
    viewer: null,
    session: null,
    sessionToken: null,
    authError: null,
    reqId: source.reqId,
    log: source.log,
    ip: source.ip,
    userAgent: (source.headers['user-agent'] as string | undefined) ?? null,
    res: source.res,
    loaders: createLoaders(em, null),
  };
  const token = sessionTokenOf(source);
  if (token) {
    const found = await services.sessions.validate(em, token);
    if (found.ok) {
      context.viewer = found.member;
      context.session = found.session;
      context.sessionToken = token;
    } else {
      context.authError = found.reason;
      // the browser forgets a dead session at once; this response still says why (SPEC §4)
      if (source.res) clearSessionCookie(context);
    }
  }
  context.loaders = createLoaders(em, context.viewer);
  return context;
}

/** A fresh EntityManager and loaders for the same viewer: each subscription event reads current data. */
export function refreshContext(ctx: Context): Context {
  ctx.em = ctx.services.orm.em.fork() as EntityManager;
  ctx.loaders = createLoaders(ctx.em, ctx.viewer);
  return ctx;
}
