import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import { AppError } from '../common/errors.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import type { EventBus } from '../events/event-bus.js';
import { ApiToken } from './api-token.entity.js';
import { ApiTokenScope } from '../common/api-token-scope.js';
import type { CreateApiTokenInput } from './api-token.inputs.js';
import { Member } from './member.entity.js';
import './member.events.js';

/** Every API token starts so: a request can tell one from a session token without a lookup. */
export const API_TOKEN_PREFIX = 'bwt_';
/** The most tokens an account may hold at once (revoked ones aside). */
export const MAX_API_TOKENS = 20;
/** Last use is written at most this often per token (it is shown to the minute). */
const LAST_USED_EVERY_MS = 60_000;

export const API_TOKEN_LIMITS = { name: 80, expiresInDaysMax: 366 } as const;

export type ApiTokenFailure = 'TOKEN_INVALID' | 'TOKEN_EXPIRED' | 'TOKEN_REVOKED' | 'USER_DISABLED';
export type ApiTokenValidation =
  { ok: true; token: ApiToken; member: Member } | { ok: false; reason: ApiTokenFailure };

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Whether a bearer credential is an API token (else it may be a session token). */
export function isApiToken(credential: string): boolean {
  return credential.startsWith(API_TOKEN_PREFIX);
}

/**
 * Personal API tokens: made and revoked by their account (signed in, not through a token), and
 * checked on every request that presents one. Revoking publishes TOKENS_REVOKED after the commit,
 * so every process closes the websockets riding on the token.
 */
export class ApiTokenService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly bus: EventBus,
    /** How long a rotated token keeps working beside its successor. */
    private readonly rotationGraceSeconds: number,
  ) {}

  list(actor: Actor): Promise<ApiToken[]> {
    const viewer = requireViewer(actor);
    return actor.em.find(
      ApiToken,
      { member: viewer.id, revokedAt: null },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
  }

  async create(actor: Actor, input: CreateApiTokenInput): Promise<{ token: ApiToken; secret: string }> {
    const viewer = requireViewer(actor);
    const name = input.name.trim();
    if (!name) throw bad('name', 'Give the token a name.');
    if (name.length > API_TOKEN_LIMITS.name)
      throw bad('name', `At most ${API_TOKEN_LIMITS.name} characters.`);
    const scopes = [...new Set(input.scopes)];
    if (!scopes.length) throw bad('scopes', 'Choose at least one scope.');
    const days = input.expiresInDays ?? null;
    if (days !== null && (!Number.isInteger(days) || days < 1 || days > API_TOKEN_LIMITS.expiresInDaysMax))
      throw bad('expiresInDays', `Between 1 and ${API_TOKEN_LIMITS.expiresInDaysMax} days, or none.`);
    return this.uow.run(actor, async (tx) => {
      // the account's row is locked, so two parallel requests cannot both pass the count
      await tx.em.findOneOrFail(Member, { id: viewer.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const held = await tx.em.count(ApiToken, { member: viewer.id, revokedAt: null });
      if (held >= MAX_API_TOKENS)
        throw new AppError(
          'CONFLICT',
          `An account holds at most ${MAX_API_TOKENS} tokens; revoke one first.`,
          { details: { reason: 'LIMIT_REACHED', limit: MAX_API_TOKENS } },
        );
      return this.mint(
        tx,
        viewer.id,
        name,
        ORDER.filter((scope) => scopes.includes(scope)),
        expiresAt(days),
      );
    });
  }

  /**
   * A new secret for a token: a successor of the same name, scopes and lifetime, while the old
   * one keeps working for the grace period (its expiry brought forward), so a program switches
   * without a gap. A token may rotate only itself (`id` omitted or its own); a session any token
   * of its account.
   */
  async rotate(actor: Actor, id: string | null): Promise<{ token: ApiToken; secret: string }> {
    const viewer = requireViewer(actor);
    const tokenId = id ?? actor.tokenId;
    if (!tokenId) throw bad('id', 'Name the token to rotate.');
    if (actor.tokenId && tokenId !== actor.tokenId)
      throw new AppError('FORBIDDEN', 'An API token can rotate only itself.', {
        field: 'id',
        details: { reason: 'NOT_THIS_TOKEN' },
      });
    return this.uow.run(actor, async (tx) => {
      const old = await tx.em.findOne(
        ApiToken,
        { id: tokenId, member: viewer.id, revokedAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!old) throw new AppError('NOT_FOUND', 'No such token.', { field: 'id' });
      const now = Date.now();
      if (old.expiresAt && old.expiresAt.getTime() <= now)
        throw new AppError('CONFLICT', 'This token has expired: make a new one.', {
          details: { reason: 'TOKEN_EXPIRED' },
        });
      if (old.rotatedAt)
        throw new AppError(
          'CONFLICT',
          `This token was rotated at ${old.rotatedAt.toISOString()}: rotate its successor instead.`,
          { details: { reason: 'TOKEN_ROTATED', rotatedAt: old.rotatedAt.toISOString() } },
        );
      const lifetime = old.expiresAt ? old.expiresAt.getTime() - old.createdAt.getTime() : null;
      const made = await this.mint(
        tx,
        viewer.id,
        old.name,
        old.scopes,
        lifetime === null ? null : new Date(now + lifetime),
      );
      old.rotatedAt = new Date(now);
      const graceEnds = new Date(now + this.rotationGraceSeconds * 1000);
      if (!old.expiresAt || old.expiresAt > graceEnds) old.expiresAt = graceEnds;
      await tx.em.flush();
      // its sockets read the new expiry (and close at it, with TOKEN_EXPIRED)
      this.bus.publish(tx, { topic: 'MEMBER', type: 'TOKEN_ROTATED', memberId: viewer.id, tokenId });
      return made;
    });
  }

  /** A new token row and its secret (shown once; the row keeps its hash). */
  private async mint(
    tx: Tx,
    memberId: string,
    name: string,
    scopes: ApiTokenScope[],
    expires: Date | null,
  ): Promise<{ token: ApiToken; secret: string }> {
    const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const token = tx.em.create(ApiToken, {
      member: memberId,
      name,
      prefix: secret.slice(0, API_TOKEN_PREFIX.length + 6),
      secretHash: sha256(secret),
      scopes,
      expiresAt: expires,
    });
    await tx.em.persist(token).flush();
    return { token, secret };
  }

  async revoke(actor: Actor, id: string): Promise<ApiToken> {
    const viewer = requireViewer(actor);
    return this.uow.run(actor, async (tx) => {
      const token = await tx.em.findOne(ApiToken, { id, member: viewer.id });
      if (!token) throw new AppError('NOT_FOUND', 'No such token.');
      if (!token.revokedAt) {
        token.revokedAt = new Date();
        token.revokedReason = 'REVOKED';
        await tx.em.flush();
        this.bus.publish(tx, { topic: 'MEMBER', type: 'TOKENS_REVOKED', memberId: viewer.id, tokenId: id });
      }
      return token;
    });
  }

  /** Revokes every token of an account (disabled or deleted); its sockets close after the commit. */
  async revokeAll(tx: Tx, memberId: string, reason: 'USER_DISABLED' | 'ACCOUNT_DELETED'): Promise<void> {
    await tx.em.nativeUpdate(
      ApiToken,
      { member: memberId, revokedAt: null },
      { revokedAt: new Date(), revokedReason: reason },
    );
    // a disabled account's sockets close with USER_DISABLED (4403) on its own message
    if (reason !== 'USER_DISABLED')
      this.bus.publish(tx, { topic: 'MEMBER', type: 'TOKENS_REVOKED', memberId });
  }

  /** The token and account a presented secret names, or why it names none. */
  async validate(em: EntityManager, secret: string): Promise<ApiTokenValidation> {
    if (!isApiToken(secret) || secret.length > 200) return { ok: false, reason: 'TOKEN_INVALID' };
    const token = await em.findOne(ApiToken, { secretHash: sha256(secret) }, { populate: ['member'] });
    if (!token) return { ok: false, reason: 'TOKEN_INVALID' };
    const member = token.member.getEntity();
    if (member.disabled || token.revokedReason === 'USER_DISABLED')
      return { ok: false, reason: 'USER_DISABLED' };
    if (token.revokedAt || member.deletedAt) return { ok: false, reason: 'TOKEN_REVOKED' };
    const now = Date.now();
    if (token.expiresAt && token.expiresAt.getTime() <= now) return { ok: false, reason: 'TOKEN_EXPIRED' };
    if (!token.lastUsedAt || now - token.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
      token.lastUsedAt = new Date(now);
      await em.nativeUpdate(ApiToken, { id: token.id }, { lastUsedAt: token.lastUsedAt });
    }
    return { ok: true, token, member };
  }
}

const ORDER = Object.values(ApiTokenScope);

function expiresAt(days: number | null): Date | null {
  return days === null ? null : new Date(Date.now() + days * 24 * 3600 * 1000);
}

function bad(field: string, message: string): AppError {
  return new AppError('BAD_USER_INPUT', message, { field });
}
