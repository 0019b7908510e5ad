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
import type { Session } from './session.entity.js';
import type { SessionService } from './session.service.js';

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
   * limited per cookie only), then the account state and `requireRole`. A success clears the
   * attempt's counts and renews the device cookie.
   */
  async signIn(actor: Actor, input: SignInInput, deviceCookie: string | null = null): Promise<SignedIn> {
    const em = actor.em;
    const email = normalizeEmail(input.email);
    const member = await em.findOne(Member, { email });
    const deviceNonce = member ? await this.devices.trustedNonce(em, deviceCookie, member.id) : null;
    const admission = await this.guard.admit(em, { account: email, ip: actor.ip, deviceNonce });
    const ok = await verifyPassword(member?.passwordHash ?? (await decoyPasswordHash()), input.password);
    if (!member || !member.passwordHash || !ok) {
      throw new AppError('INVALID_CREDENTIAL', 'The email or password is not right.');
    }
    await admission.succeeded(em);
    if (member.disabled) throw new AppError('USER_DISABLED', 'This account has been disabled.');
    if (input.requireRole && member.role !== input.requireRole && member.role !== Role.ADMIN) {
      throw new AppError('FORBIDDEN', NOT_ALLOWED_HERE[input.requireRole]);
    }
    const signed = await this.uow.run(actor, (tx) => this.startSession(tx.em, actor, member));
    return this.trustDevice(em, signed, deviceCookie);
  }

  /**
   * The one way in once `member` is proven (a link, a reset, a provider, a second factor): refuses
   * a disabled account, records a proven email address, and starts a session. Call it inside the
   * unit of work that spent the proof, with `tx.actor`, so a refusal leaves the proof unspent.
   */
  async signInProven(actor: Actor, member: Member, method: SignInMethod): Promise<SignedIn> {
    if (member.disabled) throw new AppError('USER_DISABLED', 'This account has been disabled.');
    if (PROVES_EMAIL[method] && !member.emailVerifiedAt) member.emailVerifiedAt = new Date();
    return this.startSession(actor.em, actor, member);
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

  /** Ends every session of the account, and (every process) the websockets riding on them. */
  async signOutEverywhere(actor: Actor): Promise<void> {
    const memberId = requireViewer(actor).id;
    await this.uow.run(actor, (tx) => this.members.endSessions(tx, memberId));
  }
}
