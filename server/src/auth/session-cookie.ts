import type { Context } from '../app/context.js';
import { SESSION_COOKIE } from './session.service.js';

/** HttpOnly, SameSite=Lax, Secure outside development; lives as long as the session. */
export function setSessionCookie(ctx: Context, token: string, expiresAt: Date): void {
  ctx.res?.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.services.config.secureCookies,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(ctx: Context): void {
  ctx.res?.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.services.config.secureCookies,
    path: '/',
  });
}
