import { isEmail } from 'class-validator';
import type { Actor } from '../common/actor.js';
import type { Config } from '../common/config.js';
import { AppError } from '../common/errors.js';
import type { Logger } from '../common/logger.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import { assertPasswordMeetsPolicy, hashPassword } from '../auth/password.js';
import type { OneTimeTokens, TokenRefusal } from '../auth/one-time-tokens.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import type { AuditLog } from '../audit/audit.service.js';
import { AuditSubject } from '../audit/audit.entity.js';
import type { Mailer } from '../mail/mailer.js';
import { noAccountNotice } from '../mail/notices.js';
import type { AccountService, SignInOutcome } from './account.service.js';
import type { EmailLinks } from './email-links.js';
import { Member } from './member.entity.js';
import { LIMITS } from './member.inputs.js';
import { normalizeEmail, type MemberService } from './member.service.js';

/**
 * Getting in by email: a sign-in link, a password reset. Asking answers the same, in about the
 * same time, whether or not the address has an account (an address without one is told so by
 * email, with a way to sign up); asking is limited per address and per IP. Following a link
 * spends its single-use token and signs in, in one unit of work.
 */
export class EmailSignInService {
  constructor(
    private readonly config: Config,
    private readonly accounts: AccountService,
    private readonly members: MemberService,
    private readonly emailLinks: EmailLinks,
    private readonly tokens: OneTimeTokens,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly audit: AuditLog,
    private readonly uow: UnitOfWork,
    private readonly log: Logger,
  ) {}

  /** Emails a sign-in link to `email`'s account (or a "no account" note). */
  requestSignInLink(actor: Actor, email: string): Promise<void> {
    return this.request(actor, email, (tx, member) =>
      this.emailLinks.sendSignInLink(tx, member, 'REQUESTED'),
    );
  }

  /** Emails a password reset link to `email`'s account (or a "no account" note). */
  requestPasswordReset(actor: Actor, email: string): Promise<void> {
    return this.request(actor, email, (tx, member) => this.emailLinks.sendPasswordReset(tx, member));
  }

  /**
   * Counts the request (per IP, then per address; committed on its own, so a refused request
   * counts too) and answers. Only then, in one unit of work, `send`'s link goes to the account, or
   * the note to an address without one: the answer's timing never depends on the address (a
   * failure there is logged). A disabled account gets its link too: following it says so.
   */
  private async request(
    actor: Actor,
    rawEmail: string,
    send: (tx: Tx, member: Member) => void,
  ): Promise<void> {
    const email = normalizeEmail(rawEmail);
    if (email.length > LIMITS.email || !isEmail(email)) {
      throw new AppError('BAD_USER_INPUT', 'Enter a valid email address.', { field: 'email' });
    }
    const limits = this.config.rateLimit;
    await this.limiter.take(actor.em, `emaillink:ip:${actor.ip ?? 'unknown'}`, limits.emailLinkPerIp);
    await this.limiter.take(actor.em, `emaillink:email:${email}`, limits.emailLinkPerEmail);
    const detached = { ...actor, em: actor.em.fork() };
    void this.uow
      .run(detached, async (tx) => {
        const member = await tx.em.findOne(Member, { email });
        if (member) {
          send(tx, member);
          return;
        }
        const link = `${this.config.appBaseUrl}/nouser?email=${encodeURIComponent(email)}`;
        this.mailer.queue(tx, noAccountNotice(email, link));
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'an emailed link could not be prepared'));
  }

  /**
   * Spends a sign-in link's token and signs its account in (USER_DISABLED for a disabled one; an
   * account with two-factor sign-in still gives its code). No sign-in limit applies: only the
   * mailbox's holder has the token, so failures elsewhere never stand in its way. The browser's
   * device cookie is renewed for the account, so its password sign-ins are trusted from then on.
   */
  signInWithLink(actor: Actor, token: string, deviceCookie: string | null = null): Promise<SignInOutcome> {
    return this.uow.run(actor, async (tx) => {
      const memberId = await this.tokens.consume(tx.em, token, 'SIGN_IN_LINK');
      const member = await tx.em.findOneOrFail(Member, { id: memberId });
      return this.accounts.signInProven(tx.actor, member, 'EMAIL_LINK', { deviceCookie });
    });
  }

  /**
   * Spends a reset token: sets the new password (checked against the policy first, so a refused
   * password leaves the link usable), voids the account's other reset links, signs it in and ends
   * every other session (their websockets close once committed); with two-factor sign-in on, the
   * answer is its challenge and every session ends. Audited as `member.password_reset`.
   */
  /** Whether a password reset link may still be used: null, or why not (INVALID, EXPIRED, USED). */
  passwordResetRefusal(actor: Actor, token: string): Promise<TokenRefusal | null> {
    return this.tokens.check(actor.em, token, 'PASSWORD_RESET');
  }

  async resetPassword(actor: Actor, token: string, newPassword: string): Promise<SignInOutcome> {
    assertPasswordMeetsPolicy(newPassword, this.config.password, 'newPassword');
    const passwordHash = await hashPassword(newPassword);
    return this.uow.run(actor, async (tx) => {
      const memberId = await this.tokens.consume(tx.em, token, 'PASSWORD_RESET');
      const member = await tx.em.findOneOrFail(Member, { id: memberId });
      const hadPassword = member.passwordHash != null;
      member.passwordHash = passwordHash;
      await this.tokens.revokeAll(tx.em, member.id, 'PASSWORD_RESET');
      // two-factor sign-in still asks for its code: a reset proves the email, not the second factor
      const outcome = await this.accounts.signInProven(tx.actor, member, 'PASSWORD_RESET');
      await this.members.endSessions(
        tx,
        member.id,
        outcome.kind === 'SIGNED_IN' ? { except: outcome.session.id } : {},
      );
      // the owner acts here, though no session of theirs made the request
      this.audit.recordAs(tx.em, member.id, {
        action: 'member.password_reset',
        subjectType: AuditSubject.MEMBER,
        subjectId: member.id,
        before: { hasPassword: hadPassword },
        after: { hasPassword: true },
      });
      return outcome;
    });
  }
}
