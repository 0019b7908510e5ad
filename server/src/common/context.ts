import type { ApiTokenScope } from './api-token-scope.js';
import type { Actor, Viewer } from './actor.js';
import type { Loaders } from './loaders.js';
import type { Logger } from './logger.js';

/** The browser session a request rides on (for `me.sessionExpiresAt` and `refreshSession`). */
export type SessionInfo = { id: string; token: string; expiresAt: Date };

/**
 * A signed-in session that may do only a few things until its account does something first
 * (REQUIRE_ADMIN_2FA: set up two-factor sign-in); any other `@auth` root field is FORBIDDEN
 * with `details.reason`.
 */
export type SessionLimit = { fields: ReadonlySet<string>; reason: string; message: string };

/**
 * Why a presented credential gave no viewer: a session that ended, a disabled account, or an API
 * token that is not valid, has expired or was revoked.
 */
export type AuthError =
  'SESSION_EXPIRED' | 'USER_DISABLED' | 'TOKEN_INVALID' | 'TOKEN_EXPIRED' | 'TOKEN_REVOKED';

/** The API token a request came with: `@auth` fields check its scopes. */
export type TokenInfo = {
  id: string;
  scopes: readonly ApiTokenScope[];
  expiresAt: Date | null;
  secret: string;
};

/** Sets or clears the session cookie; only HTTP requests have one. */
export type SessionCookie = { set: (token: string, expiresAt: Date) => void; clear: () => void };

/** The device cookie (a browser where accounts signed in before); only HTTP requests have one. */
export type DeviceCookie = { value: string | null; set: (value: string) => void };

/** The request's other cookies, read and set by name (HttpOnly, SameSite=Lax); only HTTP requests have them. */
export type CookieJar = {
  get: (name: string) => string | null;
  set: (name: string, value: string, maxAgeMs: number) => void;
  clear: (name: string) => void;
};

/** Gives the resolver instances of this schema (built with their services at boot). */
export type ResolverContainer = { get<T>(resolverClass: abstract new (...args: never[]) => T): T };

/**
 * What every resolver receives, over HTTP and over WebSocket alike (built by the one context
 * builder in `app/`). Resolvers hand `actor` to services; nothing here reaches a service.
 */
export type Context = {
  actor: Actor;
  loaders: Loaders;
  session: SessionInfo | null;
  /** Why a presented credential gave no viewer; `@auth` fields answer with this code. */
  authError: AuthError | null;
  /** The API token the request came with (then `session` is null). */
  token: TokenInfo | null;
  /** The only `@auth` root fields this session may call, when it is limited (REQUIRE_ADMIN_2FA). */
  limitedTo?: SessionLimit | null;
  cookie: SessionCookie | null;
  device?: DeviceCookie | null;
  cookies?: CookieJar | null;
  reqId: string;
  log: Logger;
  resolvers: ResolverContainer;
};

/**
 * What a visibility rule (`<domain>.policy.ts`) reads of a request: its loaders and who is
 * looking. Field resolvers hand it over and map the answer.
 */
export type Onlooker = { loaders: Loaders; viewer: Viewer | null };

export function onlookerOf(ctx: Pick<Context, 'loaders' | 'actor'>): Onlooker {
  return { loaders: ctx.loaders, viewer: ctx.actor.viewer };
}
