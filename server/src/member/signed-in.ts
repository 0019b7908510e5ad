import type { Context } from '../common/context.js';
import type { SignedIn } from './account.service.js';
import type { AuthPayload } from './account.types.js';
import { memberById } from './member.loaders.js';

/**
 * After a sign-in or sign-up: sets the session cookie (over HTTP) and makes the new account
 * this request's viewer, so the rest of the operation resolves as them.
 */
export function signedIn(ctx: Context, result: SignedIn): AuthPayload {
  const { member, session, token } = result;
  ctx.cookie?.set(token, session.expiresAt);
  if (result.deviceCookie) ctx.device?.set(result.deviceCookie);
  ctx.actor.viewer = member;
  ctx.actor.sessionId = session.id;
  ctx.session = { id: session.id, token, expiresAt: session.expiresAt };
  ctx.loaders.prime(memberById, member.id, member);
  return { member, sessionExpiresAt: session.expiresAt };
}
