import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import express, { type Request, type Response } from 'express';
import { parse as parseCookie } from 'cookie';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Actor } from '../common/actor.js';
import type { Config } from '../common/config.js';
import type { SessionCookie } from '../common/context.js';
import { AppError } from '../common/errors.js';
import type { Logger } from '../common/logger.js';
import { Role } from '../common/role.js';
import { providerFromSlug, type SocialProvider } from '../auth/social-providers.js';
import { PENDING_IDENTITY_COOKIE, type SocialSignInService } from './social-sign-in.service.js';
import type { SessionService } from './session.service.js';

/** The services the routes use. */
export type SocialSignInServices = {
  config: Config;
  orm: MikroORM;
  sessions: SessionService;
  social: SocialSignInService;
};

/** How a request's client and session are read, as the context builder reads them (app/context.ts). */
export type RequestReading = {
  ipOf: (req: IncomingMessage) => string | null;
  sessionTokenOf: (source: { headers: IncomingHttpHeaders }) => string | null;
  sessionCookie: (res: Response, secure: boolean) => SessionCookie;
};

/** What the browser keeps between /start and /callback (HttpOnly, only sent to /auth/<provider>). */
type Flow = { state: string; codeVerifier: string; returnTo: string; from: LoginPath; link: boolean };

/** The sign-in pages that offer the buttons; a failed sign-in goes back to the one it came from. */
const LOGIN_PATHS = ['/wires/login', '/partners/login'] as const;
type LoginPath = (typeof LOGIN_PATHS)[number];
const ROLE_OF_LOGIN: Record<LoginPath, Role | undefined> = {
  '/wires/login': undefined,
  '/partners/login': Role.PARTNER,
};

/** Only a path of this site (never `//host`, `/\\host` or a full URL), as the client's safeReturnTo. */
function localPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return fallback;
  const base = 'http://buildwire.invalid';
  try {
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}

function flowCookieName(slug: string): string {
  return `bw_oauth_${slug}`;
}

function readFlow(req: Request, slug: string): Flow | null {
  const raw = req.headers.cookie ? parseCookie(req.headers.cookie)[flowCookieName(slug)] : undefined;
  if (!raw) return null;
  try {
    const flow = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Flow>;
    if (typeof flow.state !== 'string' || typeof flow.codeVerifier !== 'string') return null;
    const from = LOGIN_PATHS.find((path) => path === flow.from) ?? '/wires/login';
    return {
      state: flow.state,
      codeVerifier: flow.codeVerifier,
      returnTo: localPath(flow.returnTo, '/'),
      from,
      link: flow.link === true,
    };
  } catch {
    return null;
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * `GET /auth/<provider>/start` and `/callback`: social sign-in (and linking, from /userinfo with
 * `link=1`) as browser redirects. The state and PKCE verifier live in a short-lived HttpOnly
 * cookie; a callback without the cookie, with another state or without a code changes nothing
 * and goes back to the sign-in page with `signInError`. The rules are SocialSignInService's.
 */
export function socialSignInRoutes(services: SocialSignInServices, http: RequestReading): express.Router {
  const router = express.Router();
  const { config, social } = services;
  const secure = config.secureCookies;

  const actorOf = async (req: Request, withViewer: boolean): Promise<Actor> => {
    const em = services.orm.em.fork() as EntityManager;
    const actor: Actor = {
      em,
      viewer: null,
      ip: http.ipOf(req),
      userAgent: req.headers['user-agent'] ?? null,
      sessionId: null,
    };
    const token = withViewer ? http.sessionTokenOf({ headers: req.headers }) : null;
    if (token) {
      const found = await services.sessions.validate(em, token);
      if (found.ok) {
        actor.viewer = found.member;
        actor.sessionId = found.session.id;
      }
    }
    return actor;
  };

  /** The provider a path names, or a 404 when it names none that is configured. */
  const providerOf = (req: Request, res: Response): SocialProvider | null => {
    const provider = providerFromSlug(String(req.params.provider));
    if (provider && social.isConfigured(provider)) return provider;
    res.status(404).type('text/plain').send('Not found');
    return null;
  };

  const failed = (
    res: Response,
    slug: string,
    flow: Pick<Flow, 'from' | 'returnTo' | 'link'>,
    code: string,
  ) => {
    const params = new URLSearchParams({ provider: slug });
    if (flow.link) params.set('section', 'sign-in-methods');
    if (flow.link) {
      params.set('linkError', code);
      res.redirect(303, `/userinfo?${params}`);
      return;
    }
    params.set('signInError', code);
    if (flow.returnTo !== '/') params.set('returnTo', flow.returnTo);
    res.redirect(303, `${flow.from}?${params}`);
  };

  router.get('/auth/:provider/start', async (req, res) => {
    const provider = providerOf(req, res);
    if (!provider) return;
    const slug = provider.toLowerCase();
    const from = LOGIN_PATHS.find((path) => path === req.query.from) ?? '/wires/login';
    const link = req.query.link === '1';
    const returnTo = localPath(req.query.returnTo, link ? '/userinfo' : '/');
    if (link && !(await actorOf(req, true)).viewer) {
      res.redirect(303, `/wires/login?returnTo=${encodeURIComponent('/userinfo')}`);
      return;
    }
    try {
      const { url, state, codeVerifier } = await social.start(provider);
      const flow: Flow = { state, codeVerifier, returnTo, from, link };
      res.cookie(flowCookieName(slug), Buffer.from(JSON.stringify(flow)).toString('base64url'), {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: `/auth/${slug}`,
        maxAge: config.social.flowMinutes * 60_000,
      });
      res.redirect(303, url.href);
    } catch (error) {
      (req as Request & { log: Logger }).log.warn({ err: error, provider }, 'social sign-in could not start');
      failed(res, slug, { from, returnTo, link }, 'PROVIDER_UNAVAILABLE');
    }
  });

  router.get('/auth/:provider/callback', async (req, res) => {
    const provider = providerOf(req, res);
    if (!provider) return;
    const slug = provider.toLowerCase();
    const flow = readFlow(req, slug);
    res.clearCookie(flowCookieName(slug), { httpOnly: true, sameSite: 'lax', secure, path: `/auth/${slug}` });
    const { state, code } = req.query;
    const fallback = { from: '/wires/login' as const, returnTo: '/', link: false };
    if (!flow || typeof state !== 'string' || !sameText(state, flow.state)) {
      failed(res, slug, flow ?? fallback, 'STATE_MISMATCH');
      return;
    }
    if (typeof code !== 'string' || !code) {
      failed(res, slug, flow, req.query.error === 'access_denied' ? 'DENIED' : 'NO_CODE');
      return;
    }
    const log = (req as Request & { log: Logger }).log;
    let identity;
    try {
      identity = await social.identify(provider, code, flow.codeVerifier);
    } catch (error) {
      log.warn({ err: error, provider }, 'social sign-in: the provider refused the code');
      failed(res, slug, flow, 'PROVIDER_REFUSED');
      return;
    }
    try {
      if (flow.link) {
        const actor = await actorOf(req, true);
        if (!actor.viewer) {
          failed(res, slug, flow, 'UNAUTHENTICATED');
          return;
        }
        await social.link(actor, identity);
        res.redirect(303, `/userinfo?section=sign-in-methods&linked=${slug}`);
        return;
      }
      const outcome = await social.signIn(await actorOf(req, false), identity, ROLE_OF_LOGIN[flow.from]);
      if (outcome.kind === 'NO_ACCOUNT') {
        res.cookie(PENDING_IDENTITY_COOKIE, outcome.pendingToken, {
          httpOnly: true,
          sameSite: 'lax',
          secure,
          path: '/',
          expires: outcome.expiresAt,
        });
        res.redirect(303, '/nouser');
        return;
      }
      if (outcome.kind === 'TWO_FACTOR_REQUIRED') {
        // the login page asks for the code (the challenge alone lets nobody in)
        const params = new URLSearchParams({ twoFactorChallenge: outcome.challenge });
        if (flow.returnTo !== '/') params.set('returnTo', flow.returnTo);
        res.redirect(303, `${flow.from}?${params}`);
        return;
      }
      const { token, session } = outcome.signed;
      http.sessionCookie(res, secure).set(token, session.expiresAt);
      res.redirect(303, flow.returnTo);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed(res, slug, flow, error.code);
    }
  });

  return router;
}
