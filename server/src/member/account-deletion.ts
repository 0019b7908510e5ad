import type { Reactions } from '../common/domain-events.js';
import { AppError } from '../common/errors.js';
import type { Tx } from '../common/unit-of-work.js';
import { OneTimeToken } from '../auth/one-time-token.entity.js';
import { signInCounterKeys } from '../auth/signin-guard.js';
import type { AuditLog } from '../audit/audit.service.js';
import { AuditSubject } from '../audit/audit.entity.js';
import type { EventBus } from '../events/event-bus.js';
import { assertNotLastAdmin } from './last-admin.js';
import type { Member } from './member.entity.js';
import { memberStatus } from './member-admin.types.js';
import { Session } from './session.entity.js';
import './member.events.js';

/** The address a deleted account keeps: unique, and in a domain that can never receive mail. */
export const deletedEmail = (memberId: string) => `deleted-${memberId}@deleted.invalid`;

/**
 * The one way an account is deleted (by its owner, `deleteAccount`, or by an admin,
 * `deleteMember`). The row stays, so the wires it posted, its partner's responses and the audit
 * log keep their owner and actor; what identifies the person goes: the email becomes a
 * placeholder, name, phone, location and password are cleared, its sessions, emailed tokens and
 * sign-in counters are removed (and what the other slices keep, by their reactions to `member.deleted`), and it is disabled
 * for good. The last admin cannot be deleted.
 */
export class AccountDeletion {
  constructor(
    private readonly bus: EventBus,
    private readonly audit: AuditLog,
    private readonly reactions: Reactions,
  ) {}

  async delete(tx: Tx, member: Member, reason: string | null): Promise<void> {
    if (member.deletedAt)
      throw new AppError('CONFLICT', 'This account is already deleted.', {
        details: { reason: 'ACCOUNT_DELETED' },
      });
    await assertNotLastAdmin(
      tx.em,
      member,
      'The last admin cannot be deleted. Make another account an admin first.',
    );
    const before = { status: memberStatus(member) };
    const email = member.email;
    Object.assign(member, {
      email: deletedEmail(member.id),
      displayName: null,
      phone: null,
      defaultLocation: null,
      passwordHash: null,
      emailVerifiedAt: null,
      disabled: true,
      deletedAt: new Date(),
    });
    await tx.em.flush();
    await tx.em.nativeDelete(Session, { member: member.id });
    await tx.em.nativeDelete(OneTimeToken, { memberId: member.id });
    // the sign-in counters (passwords and two-factor codes) are keyed by the email
    const counters = signInCounterKeys(email);
    const like = counters.prefixes.map(() => ' or key like ?').join('');
    await tx.em.execute(`delete from rate_limit_bucket where key = ?${like}`, [
      `signin:acct:${email}`,
      ...counters.prefixes.map((prefix) => `${escapeLike(prefix)}%`),
    ]);
    const keys = counters.exact.map(() => '?').join(', ');
    await tx.em.execute(`delete from signin_backoff where key in (${keys})`, counters.exact);
    // what the other slices keep about the account goes in this transaction (their reactions)
    this.reactions.raise(tx, 'member.deleted', { memberId: member.id });
    this.audit.record(tx, {
      action: 'member.deleted',
      subjectType: AuditSubject.MEMBER,
      subjectId: member.id,
      before,
      after: { status: memberStatus(member) },
      reason,
    });
    // its sockets close (4401) once this is committed
    this.bus.publish(tx, { topic: 'MEMBER', type: 'SESSIONS_ENDED', memberId: member.id });
  }
}

/** `text` with LIKE's wildcards and escape character taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
