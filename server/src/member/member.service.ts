import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../app/errors.js';
import { isUuid } from '../app/paging.js';
import type { Context } from '../app/context.js';
import type { Config } from '../app/config.js';
import { Role } from '../auth/role.js';
import {
  assertPasswordMeetsPolicy,
  decoyPasswordHash,
  hashPassword,
  verifyPassword,
} from '../auth/password.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import type { SessionService } from '../auth/session.service.js';
import type { Session } from '../auth/session.entity.js';
import type { EventBus } from '../events/event-bus.js';
import { GeoLocation, Member } from './member.entity.js';
import type { ChangePasswordInput, SignInInput, SignUpInput, UpdateProfileInput } from './member.inputs.js';

export type SignedIn = { member: Member; session: Session; token: string };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const NOT_ALLOWED_HERE: Record<Role, string> = {
  [Role.ADMIN]: 'This account is not an admin account.',
  [Role.PARTNER]: 'This account is not a partner account. Buyers sign in at /wires/login.',
  [Role.MEMBER]: 'This account cannot sign in here.',
};

/** Accounts: sign-up, sign-in, profile, password and removal, with their rules. */
export class MemberService {
  constructor(
    private readonly config: Config,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly bus?: EventBus,
  ) {}

  private signInLimitKeys(email: string, ip: string | null) {
    return { account: `signin:acct:${email}`, ip: `signin:ip:${ip ?? 'unknown'}` };
  }

  /** Creates a MEMBER with a password and signs it in. */
  async signUp(ctx: Context, input: SignUpInput): Promise<SignedIn> {
    const em = ctx.em;
    const ipKey = `signup:ip:${ctx.ip ?? 'unknown'}`;
    await this.limiter.assertUnder(em, ipKey, this.config.rateLimit.signUpPerIp);
    await this.limiter.hit(em, ipKey);
    if (input.website) throw new AppError('BAD_USER_INPUT', 'This sign-up could not be accepted.');
    const member = await this.createMember(em, {
      email: input.email,
      password: input.password,
      displayName: input.displayName?.trim() || null,
      role: Role.MEMBER,
    });
    return this.startSession(ctx, member);
  }

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
    if (await em.count(Member, { email })) {
      throw new AppError('EMAIL_ALREADY_IN_USE', 'An account with this email already exists.', {
        field: 'email',
      });
    }
    const member = em.create(Member, {
      email,
      displayName: data.displayName ?? null,
      role: data.role,
      passwordHash: data.password != null ? await hashPassword(data.password) : null,
    });
    try {
      await em.persist(member).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new AppError('EMAIL_ALREADY_IN_USE', 'An account with this email already exists.', {
          field: 'email',
        });
      }
      throw error;
    }
    return member;
  }

  /**
   * Checks the password (the same INVALID_CREDENTIAL for an unknown email and a wrong password,
   * in the same time), the per-account and per-IP limits, the account state and `requireRole`.
   */
  async signIn(ctx: Context, input: SignInInput): Promise<SignedIn> {
    const em = ctx.em;
    const email = normalizeEmail(input.email);
    const keys = this.signInLimitKeys(email, ctx.ip);
    await this.limiter.assertUnder(em, keys.account, this.config.rateLimit.signInPerAccount);
    await this.limiter.assertUnder(em, keys.ip, this.config.rateLimit.signInPerIp);
    const member = await em.findOne(Member, { email });
    const ok = await verifyPassword(member?.passwordHash ?? (await decoyPasswordHash()), input.password);
    if (!member || !member.passwordHash || !ok) {
      await this.limiter.hit(em, keys.account);
      await this.limiter.hit(em, keys.ip);
      throw new AppError('INVALID_CREDENTIAL', 'The email or password is not right.');
    }
    if (member.disabled) throw new AppError('USER_DISABLED', 'This account has been disabled.');
    if (input.requireRole && member.role !== input.requireRole && member.role !== Role.ADMIN) {
      throw new AppError('FORBIDDEN', NOT_ALLOWED_HERE[input.requireRole]);
    }
    await this.limiter.reset(em, keys.account);
    return this.startSession(ctx, member);
  }

  private async startSession(ctx: Context, member: Member): Promise<SignedIn> {
    const { token, session } = await this.sessions.create(ctx.em, member, {
      userAgent: ctx.userAgent,
      ip: ctx.ip,
    });
    return { member, session, token };
  }

  async signOut(ctx: Context): Promise<void> {
    if (ctx.session) await this.sessions.invalidate(ctx.em, ctx.session.id);
  }

  async signOutEverywhere(ctx: Context, viewer: Member): Promise<void> {
    await this.sessions.invalidateAll(ctx.em, viewer.id);
  }

  /** Changes the password and signs out every other session of the account. */
  async changePassword(ctx: Context, viewer: Member, input: ChangePasswordInput): Promise<void> {
    const em = ctx.em;
    const keys = this.signInLimitKeys(viewer.email, ctx.ip);
    await this.limiter.assertUnder(em, keys.account, this.config.rateLimit.signInPerAccount);
    const member = await em.findOneOrFail(Member, { id: viewer.id });
    if (member.passwordHash && !(await verifyPassword(member.passwordHash, input.currentPassword))) {
      await this.limiter.hit(em, keys.account);
      throw new AppError('INVALID_CREDENTIAL', 'The current password is not right.', {
        field: 'currentPassword',
      });
    }
    assertPasswordMeetsPolicy(input.newPassword, this.config.password, 'newPassword');
    member.passwordHash = await hashPassword(input.newPassword);
    await em.flush();
    await this.sessions.invalidateAll(em, member.id, ctx.session?.id);
  }

  async updateProfile(ctx: Context, viewer: Member, input: UpdateProfileInput): Promise<Member> {
    const member = await ctx.em.findOneOrFail(Member, { id: viewer.id });
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
    await ctx.em.flush();
    return member;
  }

  /** Deletes the viewer's account (its sessions go with it). The last admin cannot leave. */
  async deleteAccount(ctx: Context, viewer: Member, password: string | null | undefined): Promise<void> {
    const em = ctx.em;
    const member = await em.findOneOrFail(Member, { id: viewer.id });
    if (member.passwordHash && !(password && (await verifyPassword(member.passwordHash, password)))) {
      throw new AppError('INVALID_CREDENTIAL', 'The password is not right.', { field: 'password' });
    }
    if (member.role === Role.ADMIN && (await em.count(Member, { role: Role.ADMIN, disabled: false })) <= 1) {
      throw new AppError('CONFLICT', 'The last admin cannot delete their account. Add another admin first.');
    }
    await em.remove(member).flush();
  }

  /** Disables or enables an account; disabling revokes its sessions at once. */
  /**
   * Disables or enables an account. Disabling revokes its sessions and, once committed, publishes
   * `member.disabled` so every process closes the account's open websockets at once.
   */
  async setDisabled(em: EntityManager, memberId: string, disabled: boolean): Promise<Member> {
    const member = await em.transactional(async (tx) => {
      const found = isUuid(memberId) ? await tx.findOne(Member, { id: memberId }) : null;
      if (!found) throw new AppError('NOT_FOUND', 'No such account.');
      found.disabled = disabled;
      await tx.flush();
      if (disabled) await this.sessions.revokeAll(tx, found.id, 'USER_DISABLED');
      else await this.sessions.invalidateAll(tx, found.id);
      return found;
    });
    if (disabled) await this.bus?.emit({ topic: 'MEMBER', type: 'DISABLED', memberId: member.id });
    return member;
  }

  /** A profile is complete once it has a name and a phone number. */
  isProfileComplete(member: Member): boolean {
    return Boolean(member.displayName && member.phone);
  }
}
