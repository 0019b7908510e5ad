import type { Config } from '../common/config.js';
import type { Tx } from '../common/unit-of-work.js';
import type { OneTimeTokens } from '../auth/one-time-tokens.js';
import type { Mailer } from '../mail/mailer.js';
import { passwordResetNotice, signInLinkNotice, type SignInLinkReason } from '../mail/notices.js';
import type { Member } from './member.entity.js';

/**
 * The links sent by email that let their holder in: a sign-in link (to `/membersEmail?token=`)
 * and a password reset link (to `/resetPassword?token=`). Each is a single-use token written in
 * the caller's transaction; the email leaves once it commits.
 */
export class EmailLinks {
  constructor(
    private readonly config: Pick<Config, 'appBaseUrl' | 'signInLinkMinutes' | 'passwordResetMinutes'>,
    private readonly tokens: OneTimeTokens,
    private readonly mailer: Mailer,
  ) {}

  sendSignInLink(tx: Tx, member: Pick<Member, 'id' | 'email'>, reason: SignInLinkReason): void {
    const minutes = this.config.signInLinkMinutes;
    const token = this.tokens.issue(tx.em, member.id, 'SIGN_IN_LINK', minutes);
    const link = `${this.config.appBaseUrl}/membersEmail?token=${token}`;
    this.mailer.queue(tx, signInLinkNotice(member.email, reason, link, minutes));
  }

  sendPasswordReset(tx: Tx, member: Pick<Member, 'id' | 'email'>): void {
    const minutes = this.config.passwordResetMinutes;
    const token = this.tokens.issue(tx.em, member.id, 'PASSWORD_RESET', minutes);
    const link = `${this.config.appBaseUrl}/resetPassword?token=${token}`;
    this.mailer.queue(tx, passwordResetNotice(member.email, link, minutes));
  }
}
