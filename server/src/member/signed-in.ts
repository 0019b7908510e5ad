import type { Context } from '../common/context.js';
import type { SignedIn, SignInOutcome } from './account.service.js';
import type { AuthPayload } from './account.types.js';
import { memberById } from './member.loaders.js';
import type { SignInPayload } from './two-factor.types.js';

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

/**
 * The answer to any sign-in that may need a second step (password, email link, social): the
 * session as `signedIn` sets it, or the two-factor challenge and no session.
 */
export function signInAnswer(ctx: Context, outcome: SignInOutcome): SignInPayload {
  if (outcome.kind === 'TWO_FACTOR_REQUIRED') {
    return {
      member: null,
      sessionExpiresAt: null,
      twoFactorRequired: true,
      twoFactorChallenge: outcome.challenge,
      twoFactorSetupRequired: false,
    };
  }
  return {
    ...signedIn(ctx, outcome),
    twoFactorRequired: false,
    twoFactorChallenge: null,
    twoFactorSetupRequired: outcome.twoFactorSetupRequired,
  };
}
