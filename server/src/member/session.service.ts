import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from './session.entity.js';
import { Member } from './member.entity.js';

export const SESSION_COOKIE = 'bw_session';
const DAY_MS = 24 * 60 * 60 * 1000;

export type SessionValidation =
  { ok: true; session: Session; member: Member } | { ok: false; reason: 'SESSION_EXPIRED' | 'USER_DISABLED' };

const EXPIRED: SessionValidation = { ok: false, reason: 'SESSION_EXPIRED' };
const DISABLED: SessionValidation = { ok: false, reason: 'USER_DISABLED' };

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Sessions as in Lucia's current guide: a random id and a random secret; the cookie holds
 * `id.secret`, the table only the SHA-256 of the secret. A session expires after `days` without
 * use and is extended (at most once an hour, to spare writes) each time it is used.
 */
export class SessionService {
  private readonly lifetimeMs: number;

  constructor(days: number) {
    this.lifetimeMs = days * DAY_MS;
  }

  async create(
    em: EntityManager,
    member: Member,
    meta: { userAgent?: string | null; ip?: string | null },
  ): Promise<{ token: string; session: Session }> {
    const id = randomBytes(15).toString('base64url');
    const secret = randomBytes(32).toString('base64url');
    const session = em.create(Session, {
      id,
      secretHash: sha256(secret),
      member,
      expiresAt: new Date(Date.now() + this.lifetimeMs),
      userAgent: meta.userAgent?.slice(0, 400) ?? null,
      ip: meta.ip ?? null,
    });
    await em.persist(session).flush();
    return { token: `${id}.${secret}`, session };
  }

  /** The session and member a token names, or why it names none. */
  async validate(em: EntityManager, token: string): Promise<SessionValidation> {
    const dot = token.indexOf('.');
    if (dot <= 0 || token.length > 200) return EXPIRED;
    const id = token.slice(0, dot);
    const secret = token.slice(dot + 1);
    const session = await em.findOne(Session, { id }, { populate: ['member'] });
    if (!session) return EXPIRED;
    const given = sha256(secret);
    if (given.length !== session.secretHash.length || !timingSafeEqual(given, session.secretHash))
      return EXPIRED;
    const member = session.member.getEntity();
    if (session.revokedReason === 'USER_DISABLED' || member.disabled) return DISABLED;
    const now = Date.now();
    if (session.revokedReason || session.expiresAt.getTime() <= now) {
      await em.nativeDelete(Session, { id });
      return EXPIRED;
    }
    if (now - session.lastSeenAt.getTime() > 60 * 60 * 1000) {
      session.expiresAt = new Date(now + this.lifetimeMs);
      session.lastSeenAt = new Date(now);
      await em.nativeUpdate(
        Session,
        { id },
        { expiresAt: session.expiresAt, lastSeenAt: session.lastSeenAt },
      );
    }
    return { ok: true, session, member };
  }

  /** Pushes the expiry a full lifetime ahead now (the client's scheduled refresh). */
  async refresh(em: EntityManager, sessionId: string): Promise<Date> {
    const expiresAt = new Date(Date.now() + this.lifetimeMs);
    await em.nativeUpdate(Session, { id: sessionId }, { expiresAt, lastSeenAt: new Date() });
    return expiresAt;
  }

  async invalidate(em: EntityManager, sessionId: string): Promise<void> {
    await em.nativeDelete(Session, { id: sessionId });
  }

  /** Revokes every session of a member, or every one but `exceptId`. */
  async invalidateAll(em: EntityManager, memberId: string, exceptId?: string): Promise<void> {
    await em.nativeDelete(
      Session,
      exceptId ? { member: memberId, id: { $ne: exceptId } } : { member: memberId },
    );
  }

  /**
   * Revokes every session of a member but keeps the rows for a while, marked with the reason,
   * so a browser still holding one is told why it was signed out.
   */
  async revokeAll(em: EntityManager, memberId: string, reason: 'USER_DISABLED'): Promise<void> {
    await em.nativeUpdate(Session, { member: memberId }, { revokedReason: reason });
  }

  async pruneExpired(em: EntityManager): Promise<number> {
    return em.nativeDelete(Session, { expiresAt: { $lt: new Date() } });
  }
}
