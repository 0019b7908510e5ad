import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors.js';
import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';
import { OneTimeToken, type OneTimePurpose } from './one-time-token.entity.js';

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Why a token was refused, for the page that says so (`extensions.details.reason`). */
export const TokenRefusal = graphqlEnum(
  'LinkRefusal',
  {
    INVALID: 'No such link: forged, or cut short when it was copied.',
    EXPIRED: 'The link is older than it may be.',
    USED: 'The link was used already (each works once).',
  },
  'Why an emailed single-use link can no longer be used.',
);
export type TokenRefusal = EnumValue<typeof TokenRefusal>;

const REFUSALS: Record<OneTimePurpose, Record<TokenRefusal, string>> = {
  SIGN_IN_LINK: {
    INVALID: 'This sign-in link is not valid. Ask for a new one.',
    EXPIRED: 'This sign-in link has expired. Ask for a new one.',
    USED: 'This sign-in link was already used. Ask for a new one.',
  },
  PASSWORD_RESET: {
    INVALID: 'This password reset link is not valid. Ask for a new one.',
    EXPIRED: 'This password reset link has expired. Ask for a new one.',
    USED: 'This password reset link was already used. Ask for a new one.',
  },
};

/**
 * Single-use tokens for links sent by email: 32 random bytes (base64url) handed out once, kept
 * as their SHA-256, valid for `ttlMinutes`, spent by the first `consume` (which must run in a transaction).
 */
export class OneTimeTokens {
  /** A new token for `memberId`, written with `em` (the caller's transaction). */
  issue(em: EntityManager, memberId: string, purpose: OneTimePurpose, ttlMinutes: number): string {
    const token = randomBytes(32).toString('base64url');
    em.persist(
      em.create(OneTimeToken, {
        tokenHash: sha256(token),
        memberId,
        purpose,
        expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
      }),
    );
    return token;
  }

  /**
   * Spends `token` (row-locked, so two parallel uses cannot both pass) and answers its member id;
   * a forged, expired or used token is BAD_USER_INPUT at `token` with `details.reason`.
   */
  async consume(em: EntityManager, token: string, purpose: OneTimePurpose): Promise<string> {
    const refuse = (reason: TokenRefusal) =>
      new AppError('BAD_USER_INPUT', REFUSALS[purpose][reason], { field: 'token', details: { reason } });
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw refuse('INVALID');
    const row = await em.findOne(
      OneTimeToken,
      { tokenHash: sha256(token), purpose },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!row) throw refuse('INVALID');
    if (row.usedAt) throw refuse('USED');
    if (row.expiresAt.getTime() <= Date.now()) throw refuse('EXPIRED');
    row.usedAt = new Date();
    await em.flush();
    return row.memberId;
  }

  /**
   * Where `token` stands without spending it (for a page that says so before anything is typed):
   * null while it may be used, else why it would be refused. `consume` still decides.
   */
  async check(em: EntityManager, token: string, purpose: OneTimePurpose): Promise<TokenRefusal | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return 'INVALID';
    const row = await em.findOne(OneTimeToken, { tokenHash: sha256(token), purpose });
    if (!row) return 'INVALID';
    if (row.usedAt) return 'USED';
    return row.expiresAt.getTime() <= Date.now() ? 'EXPIRED' : null;
  }

  /** Voids every unused token of `memberId` for `purpose` (e.g. after a password reset). */
  async revokeAll(em: EntityManager, memberId: string, purpose: OneTimePurpose): Promise<void> {
    await em.nativeUpdate(OneTimeToken, { memberId, purpose, usedAt: null }, { usedAt: new Date() });
  }
}
