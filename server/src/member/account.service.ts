import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import type { Config } from '../common/config.js';
import { AppError } from '../common/errors.js';
import { Role } from '../common/role.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import type { Once } from '../common/idempotency.js';
import { decoyPasswordHash, verifyPassword } from '../auth/password.js';
import type { DeviceTrust } from '../auth/device-cookie.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import type { SignInGuard } from '../auth/signin-guard.js';
import { Member } from './member.entity.js';
import type { SignInInput, SignUpInput } from './member.inputs.js';
import { normalizeEmail, type MemberService } from './member.service.js';
import { Session } from './session.entity.js';
import type { SessionService } from './session.service.js';
import type { TwoFactorService } from './two-factor.service.js';

/** A new session; `deviceCookie` is the browser's device cookie to set (after a password sign-in). */
export type SignedIn = { member: Member; session: Session; token: string; deviceCookie?: string };

/**
 * How a sign-in proved who it is. Every way but PASSWORD and TWO_FACTOR also proves the email
 * address (the holder read a message sent to it, or the provider vouched for it).
 */
export type SignInMethod = 'PASSWORD' | 'TWO_FACTOR' | 'EMAIL_LINK' | 'PASSWORD_RESET' | 'GOOGLE' | 'GITHUB';

const PROVES_EMAIL: Record<SignInMethod, boolean> = {
  PASSWORD: false,
  TWO_FACTOR: false,
  EMAIL_LINK: true,
  PASSWORD_RESET: true,
  GOOGLE: true,
  GITHUB: true,
};

/**
 * What a proven first factor leads to: a session (limited to setting up two-factor sign-in when
 * `twoFactorSetupRequired`), or a challenge that `signInWithTwoFactor` completes with a code.
 */
export type SignInOutcome =
  | (SignedIn & { kind: 'SIGNED_IN'; via: SignInMethod; twoFactorSetupRequired: boolean })
  | { kind: 'TWO_FACTOR_REQUIRED'; via: SignInMethod; member: Member; challenge: string };

/** How a sign-up arrives: its idempotency key, and the browser's device cookie to renew. */
export type SignUpOptions = { idempotencyKey?: string | null; deviceCookie?: string | null };

const NOT_ALLOWED_HERE: Record<Role, string> = {
  [Role.ADMIN]: 'This account is not an admin account.',
  [Role.PARTNER]: 'This account is not a partner account. Buyers sign in at /wires/login.',
  [Role.MEMBER]: 'This account cannot sign in here.',
};

/** Getting in and out: sign-up, sign-in with its limits, sessions and sign-out. */
export class AccountService {
  constructor(
    private readonly config: Config,
    private readonly members: MemberService,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly uow: UnitOfWork,
    private readonly guard: SignInGuard,
    private readonly devices: DeviceTrust,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /** Creates a MEMBER with a password and signs it in (once per idempotency key). */
  signUp(actor: Actor, input: SignUpInput, options: SignUpOptions = {}): Promise<SignedIn> {
    return this.openAccount(
      actor,
      {
        ...input,
        displayName: input.displayName?.trim() || null,
        role: Role.MEMBER,
        honeypot: input.website,
        operation: 'signUp',
      },
      options,
    );
  }

  /**
   * The one way an account with a password is opened (a buyer's sign-up, a partner's): counts the
   * attempt from this IP (committed on its own: a refused attempt counts too), refuses a filled
   * honeypot, creates the member and whatever `andThen` adds in one unit of work, signs it in
   * (once per idempotency key) and renews the browser's device cookie.
   */
  async openAccount(
    actor: Actor,
    account: {
      email: string;
      password: string;
      displayName: string | null;
      role: Role;
      honeypot: string | null | undefined;
      operation: string;
    },
    options: SignUpOptions,
    andThen?: (tx: Tx, member: Member) => Promise<void>,
  ): Promise<SignedIn> {
    await this.limiter.take(
      actor.em,
      `signup:ip:${actor.ip ?? 'unknown'}`,
      this.config.rateLimit.signUpPerIp,
    );
    if (account.honeypot) throw new AppError('BAD_USER_INPUT', 'This sign-up could not be accepted.');
    const signed = await this.uow.run(
      actor,
      async (tx) => {
        const member = await this.members.createMember(tx.em, {
          email: account.email,
          password: account.password,
          displayName: account.displayName,
          role: account.role,
        });
        await andThen?.(tx, member);
        return this.startSession(tx.em, actor, member);
      },
      this.signUpOnce(actor, account.operation, account, options.idempotencyKey),
    );
    return this.trustDevice(actor.em, signed, options.deviceCookie ?? null);
  }

  /**
   * The idempotency of a sign-up: keys are scoped by the email, and a repeat must bring the
   * password of the account the first made (else it is refused as a taken email); it then gets
   * a new session of that account, as a sign-in would.
   */
  private signUpOnce(
    actor: Actor,
    operation: string,
    input: { email: string; password: string },
    key: string | null | undefined,
  ): Once<SignedIn> {
    return {
      key,
      scope: `signup:${normalizeEmail(input.email)}`,
      operation,
      resultId: (signed) => signed.member.id,
      replay: async (em, memberId) => {
        const member = await em.findOneOrFail(Member, { id: memberId });
        if (!member.passwordHash || !(await verifyPassword(member.passwordHash, input.password))) {
          throw new AppError('EMAIL_ALREADY_IN_USE', 'An account with this email already exists.', {
            field: 'email',
          });
        }
        return this.startSession(em, actor, member);
      },
    };
  }

  /** `signed` with the browser's device cookie renewed for its account. */
  private async trustDevice(
    em: EntityManager,
    signed: SignedIn,
    deviceCookie: string | null,
  ): Promise<SignedIn> {
    return { ...signed, deviceCookie: await this.devices.issue(em, deviceCookie, signed.member.id) };
  }

  /**
   * Checks the password (the same INVALID_CREDENTIAL for an unknown email and a wrong password,
   * in the same time) after `SignInGuard` admitted the attempt (counted before the check, so
   * parallel attempts cannot pass a limit; a browser with this account's device cookie is
   * limited per cookie only; others may be held a while when the account is under attack), then
   * the account state and `requireRole`, then `signInProven`. A right password takes the
   * attempt's counts back; two-factor codes keep their own, which it does not touch.
   */
  async signIn(actor: Actor, input: SignInInput, deviceCookie: string | null = null): Promise<SignInOutcome> {
    const em = actor.em;
    const email = normalizeEmail(input.email);
    const member = await em.findOne(Member, { email });
    const deviceNonce = member ? await this.devices.trustedNonce(em, deviceCookie, member.id) : null;
    const admission = await this.guard.admit(em, {
      proof: 'PASSWORD',
      account: email,
      ip: actor.ip,
      deviceNonce,
    });
    const ok = await verifyPassword(member?.passwordHash ?? (await decoyPasswordHash()), input.password);
    if (!member || !member.passwordHash || !ok) {
      throw new AppError('INVALID_CREDENTIAL', 'The email or password is not right.');
    }
    await admission.succeeded(em);
    if (member.disabled) throw new AppError('USER_DISABLED', 'This account has been disabled.');
    if (input.requireRole && member.role !== input.requireRole && member.role !== Role.ADMIN) {
      throw new AppError('FORBIDDEN', NOT_ALLOWED_HERE[input.requireRole], {
        details: { reason: 'ROLE_REQUIRED', roles: [input.requireRole] },
      });
    }
    return this.signInProven(actor, member, 'PASSWORD', { deviceCookie });
  }

  /**
   * The one step after any first factor (password, email link, password reset, social identity):
   * a disabled account is refused; a proven email address is recorded; an account with two-factor sign-in gets a challenge and no session; any
   * other gets a session (and, when `deviceCookie` is given, its device cookie renewed).
   */
  async signInProven(
    actor: Actor,
    member: Member,
    via: SignInMethod,
    options: { deviceCookie?: string | null } = {},
  ): Promise<SignInOutcome> {
    if (member.disabled) throw new AppError('USER_DISABLED', 'This account has been disabled.');
    if (PROVES_EMAIL[via] && !member.emailVerifiedAt) {
      member.emailVerifiedAt = new Date();
      await actor.em.nativeUpdate(Member, { id: member.id }, { emailVerifiedAt: member.emailVerifiedAt });
    }
    if (await this.twoFactor.isEnabled(actor.em, member.id)) {
      const challenge = await this.twoFactor.issueChallenge(actor.em, member);
      return { kind: 'TWO_FACTOR_REQUIRED', via, member, challenge };
    }
    const twoFactorSetupRequired = await this.twoFactor.setupRequired(actor.em, member);
    return {
      kind: 'SIGNED_IN',
      via,
      twoFactorSetupRequired,
      ...(await this.newSession(actor, member, options)),
    };
  }

  /**
   * The second step: a code from the app or a recovery code for the challenge's account. A
   * wrong code is limited as a wrong password is (`SignInGuard`), on counters of its own, and is
   * INVALID_CREDENTIAL at `code`; a forged or expired challenge is BAD_USER_INPUT at `challenge`.
   */
  async signInWithTwoFactor(
    actor: Actor,
    challenge: string,
    code: string,
    deviceCookie: string | null = null,
  ): Promise<SignedIn> {
    const em = actor.em;
    const member = await this.twoFactor.readChallenge(em, challenge);
    const deviceNonce = await this.devices.trustedNonce(em, deviceCookie, member.id);
    const admission = await this.guard.admit(em, {
      proof: 'CODE',
      account: normalizeEmail(member.email),
      ip: actor.ip,
      deviceNonce,
    });
    if (!(await this.twoFactor.prove(em, member.id, code))) {
      throw new AppError('INVALID_CREDENTIAL', 'This code is not right, or was used already.', {
        field: 'code',
      });
    }
    await admission.succeeded(em);
    if (member.disabled) throw new AppError('USER_DISABLED', 'This account has been disabled.');
    return this.newSession(actor, member, { deviceCookie });
  }

  private async newSession(
    actor: Actor,
    member: Member,
    options: { deviceCookie?: string | null },
  ): Promise<SignedIn> {
    const signed = await this.uow.run(actor, (tx) => this.startSession(tx.em, actor, member));
    return options.deviceCookie === undefined
      ? signed
      : this.trustDevice(actor.em, signed, options.deviceCookie);
  }

  /** A new session for `member`, made from where `actor` is (user agent, IP). */
  async startSession(em: EntityManager, actor: Actor, member: Member): Promise<SignedIn> {
    const { token, session } = await this.sessions.create(em, member, {
      userAgent: actor.userAgent,
      ip: actor.ip,
    });
    return { member, session, token };
  }

  /** Pushes the expiry of the actor's browser session a full lifetime ahead. */
  async refreshSession(actor: Actor): Promise<Date> {
    requireViewer(actor);
    if (!actor.sessionId) throw new AppError('UNAUTHENTICATED', 'Only a browser session can be refreshed.');
    return this.sessions.refresh(actor.em, actor.sessionId);
  }

  /** Ends this session, and (every process) the websockets riding on it. */
  async signOut(actor: Actor): Promise<void> {
    const sessionId = actor.sessionId;
    if (!sessionId) return;
    const memberId = requireViewer(actor).id;
    await this.uow.run(actor, (tx) => this.members.endSessions(tx, memberId, { only: sessionId }));
  }

  /** The account's live sessions, the most recently used first. */
  async mySessions(actor: Actor): Promise<Session[]> {
    const viewer = requireViewer(actor);
    return actor.em.find(
      Session,
      { member: viewer.id, revokedReason: null, expiresAt: { $gt: new Date() } },
      { orderBy: { lastSeenAt: 'desc', createdAt: 'desc' }, limit: 100 },
    );
  }

  /** Ends one of the account's own sessions (NOT_FOUND for anyone else's) and its websockets. */
  async revokeSession(actor: Actor, sessionId: string): Promise<void> {
    const memberId = requireViewer(actor).id;
    await this.uow.run(actor, async (tx) => {
      const owned =
        sessionId.length <= 40 && (await tx.em.count(Session, { id: sessionId, member: memberId }));
      if (!owned) throw new AppError('NOT_FOUND', 'No such session.');
      await this.members.endSessions(tx, memberId, { only: sessionId });
    });
  }

  /** Ends every session of the account, and (every process) the websockets riding on them. */
  async signOutEverywhere(actor: Actor): Promise<void> {
    const memberId = requireViewer(actor).id;
    await this.uow.run(actor, (tx) => this.members.endSessions(tx, memberId));
  }
}
