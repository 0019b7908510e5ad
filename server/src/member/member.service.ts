import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import type { Config } from '../common/config.js';
import { AppError } from '../common/errors.js';
import { GeoLocation } from '../common/geo.js';
import { Role } from '../common/role.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import { assertPasswordMeetsPolicy, hashPassword, verifyPassword } from '../auth/password.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import type { EventBus } from '../events/event-bus.js';
import type { AuditLog } from '../audit/audit.service.js';
import { AuditSubject } from '../audit/audit.entity.js';
import type { AccountDeletion } from './account-deletion.js';
import { assertNotLastAdmin } from './last-admin.js';
import { MemberStatus, memberStatus } from './member-admin.types.js';
import { Member } from './member.entity.js';
import type { ChangePasswordInput, UpdateProfileInput } from './member.inputs.js';
import './member.events.js';
import type { SessionService } from './session.service.js';
import type { ApiTokenService } from './api-tokens.service.js';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The per-account sign-in limit key (shared with the password check of `changePassword`). */
export function signInAccountKey(email: string): string {
  return `signin:acct:${normalizeEmail(email)}`;
}

/** The account `id` names, or NOT_FOUND (also for a malformed id). */
export async function findMember(em: EntityManager, id: string): Promise<Member> {
  const member = await em.findOne(Member, { id });
  if (!member) throw new AppError('NOT_FOUND', 'No such account.');
  return member;
}

const emailTaken = () =>
  new AppError('EMAIL_ALREADY_IN_USE', 'An account with this email already exists.', { field: 'email' });

/** Accounts: creation, profile, password, removal and the admin's disable switch, with their rules. */
export class MemberService {
  constructor(
    private readonly config: Config,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly bus: EventBus,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditLog,
    private readonly deletion: AccountDeletion,
    private readonly apiTokens: ApiTokenService,
  ) {}

  /**
   * Creates an account. EMAIL_ALREADY_IN_USE when the address is taken (in any letter case);
   * PASSWORD_DOES_NOT_MEET_REQUIREMENTS when a password is given that breaks the policy.
   */
  async createMember(
    em: EntityManager,
    data: { email: string; password?: string | null; displayName?: string | null; role: Role },
  ): Promise<Member> {
    const email = normalizeEmail(data.email);
    if (data.password != null) assertPasswordMeetsPolicy(data.password, this.config.password);
    if (await em.count(Member, { email })) throw emailTaken();
    const member = em.create(Member, {
      email,
      displayName: data.displayName ?? null,
      role: data.role,
      passwordHash: data.password != null ? await hashPassword(data.password) : null,
    });
    try {
      await em.persist(member).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw emailTaken();
      throw error;
    }
    return member;
  }

  /** Makes `email` an admin with `password`: creates the account, or promotes and resets an existing one. */
  async createAdmin(em: EntityManager, email: string, password: string): Promise<Member> {
    const existing = await em.findOne(Member, { email: normalizeEmail(email) });
    if (!existing) return this.createMember(em, { email, password, displayName: 'Admin', role: Role.ADMIN });
    assertPasswordMeetsPolicy(password, this.config.password);
    existing.role = Role.ADMIN;
    existing.disabled = false;
    existing.passwordHash = await hashPassword(password);
    await em.flush();
    // a promotion changes what the account may do: its open websockets reconnect as an admin
    await this.bus.emit({ topic: 'MEMBER', type: 'VIEWER_CHANGED', memberId: existing.id });
    return existing;
  }

  /** Changes the password and signs out every other session of the account. */
  async changePassword(actor: Actor, input: ChangePasswordInput): Promise<void> {
    const viewer = requireViewer(actor);
    const key = signInAccountKey(viewer.email);
    // counted before the check, atomically and outside any transaction (a refusal keeps it)
    await this.limiter.take(actor.em, key, this.config.rateLimit.signInPerAccount);
    const member = await actor.em.findOneOrFail(Member, { id: viewer.id });
    const current = input.currentPassword ?? '';
    if (member.passwordHash && !(current && (await verifyPassword(member.passwordHash, current)))) {
      throw new AppError('INVALID_CREDENTIAL', 'The current password is not right.', {
        field: 'currentPassword',
      });
    }
    await this.limiter.refund(actor.em, key);
    assertPasswordMeetsPolicy(input.newPassword, this.config.password, 'newPassword');
    const passwordHash = await hashPassword(input.newPassword);
    await this.uow.run(actor, async (tx) => {
      await tx.em.nativeUpdate(Member, { id: member.id }, { passwordHash });
      await this.endSessions(tx, member.id, { except: actor.sessionId ?? undefined });
    });
  }

  async updateProfile(actor: Actor, input: UpdateProfileInput): Promise<Member> {
    const viewer = requireViewer(actor);
    return this.uow.run(actor, async (tx) => {
      const member = await tx.em.findOneOrFail(Member, { id: viewer.id });
      member.displayName = input.displayName.trim();
      member.phone = input.phone?.trim() || null;
      if (input.defaultLocation) {
        const location = new GeoLocation();
        location.label = input.defaultLocation.label.trim();
        location.lat = input.defaultLocation.lat ?? null;
        location.lng = input.defaultLocation.lng ?? null;
        member.defaultLocation = location;
      } else {
        member.defaultLocation = null;
      }
      return member;
    });
  }

  /**
   * Deletes the viewer's account (see `AccountDeletion`: personal data erased, the row kept);
   * its password is asked for when it has one. The last admin cannot leave.
   */
  async deleteAccount(actor: Actor, password: string | null | undefined): Promise<void> {
    const viewer = requireViewer(actor);
    await this.uow.run(actor, async (tx) => {
      const member = await tx.em.findOneOrFail(Member, { id: viewer.id });
      if (member.passwordHash && !(password && (await verifyPassword(member.passwordHash, password)))) {
        throw new AppError('INVALID_CREDENTIAL', 'The password is not right.', { field: 'password' });
      }
      await this.deletion.delete(tx, member, null);
    });
  }

  /**
   * Ends sessions of `memberId`: the one session `only`, or every one but `except`, or all; once
   * committed, every process closes the websockets riding on them (4401 SESSION_EXPIRED).
   */
  async endSessions(tx: Tx, memberId: string, which: { only?: string; except?: string } = {}): Promise<void> {
    if (which.only) await this.sessions.invalidate(tx.em, which.only);
    else await this.sessions.invalidateAll(tx.em, memberId, which.except);
    this.bus.publish(tx, {
      topic: 'MEMBER',
      type: 'SESSIONS_ENDED',
      memberId,
      ...(which.only ? { sessionId: which.only } : {}),
      ...(which.except ? { except: which.except } : {}),
    });
  }

  /**
   * Disables or enables an account (admins; never their own, never the last active admin, never
   * a deleted account back), audited with the reason given. Disabling revokes its sessions and,
   * once committed, publishes `MEMBER DISABLED` so every process closes its websockets.
   */
  async setDisabled(
    actor: Actor,
    memberId: string,
    disabled: boolean,
    reason: string | null = null,
  ): Promise<Member> {
    if (disabled && actor.viewer?.id === memberId) {
      throw new AppError('CONFLICT', 'You cannot disable your own account.', {
        details: { reason: 'OWN_ACCOUNT' },
      });
    }
    return this.uow.run(actor, async (tx) => {
      const member = await findMember(tx.em, memberId);
      if (member.deletedAt)
        throw new AppError('CONFLICT', 'A deleted account cannot be enabled or disabled.', {
          details: { reason: 'ACCOUNT_DELETED' },
        });
      if (member.disabled === disabled) return member;
      if (disabled) {
        await assertNotLastAdmin(tx.em, member, 'The last active admin cannot be disabled.');
      }
      member.disabled = disabled;
      await tx.em.flush();
      this.audit.record(tx, {
        action: disabled ? 'member.disabled' : 'member.enabled',
        subjectType: AuditSubject.MEMBER,
        subjectId: member.id,
        before: { status: disabled ? MemberStatus.ACTIVE : MemberStatus.DISABLED },
        after: { status: memberStatus(member) },
        reason: reason?.trim() || null,
      });
      if (disabled) {
        await this.sessions.revokeAll(tx.em, member.id, 'USER_DISABLED');
        await this.apiTokens.revokeAll(tx, member.id, 'USER_DISABLED');
        this.bus.publish(tx, { topic: 'MEMBER', type: 'DISABLED', memberId: member.id });
      } else {
        await this.endSessions(tx, member.id);
      }
      return member;
    });
  }

  /** A profile is complete once it has a name and a phone number. */
  isProfileComplete(member: Member): boolean {
    return Boolean(member.displayName && member.phone);
  }
}
