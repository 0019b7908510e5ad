import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import { AppError, InputProblems } from '../common/errors.js';
import { afterCursor, decodeCursor, pageSize, toPage, type Page } from '../common/paging.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import { ALWAYS_EMAILED, KIND_LABELS, NotificationKind, PARTNER_KINDS } from './notification.enums.js';
import { Notification, NotificationEmailOptOut, NotificationPushOptOut } from './notification.entity.js';
import type { Notifier } from './notifier.js';
import type { NotificationSetting, NotificationSettingInput } from './notification.types.js';

/** An account's notification centre and its email and push settings. */
export class NotificationService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly notifier: Notifier,
  ) {}

  /** My notifications, newest first, optionally only the unread ones. */
  async list(
    actor: Actor,
    args: { first?: number | null; after?: string | null; unreadOnly?: boolean | null },
  ): Promise<Page<Notification>> {
    const viewer = requireViewer(actor);
    const size = pageSize(args.first);
    const where = { member: viewer.id, ...(args.unreadOnly ? { readAt: null } : {}) };
    const [rows, total] = await Promise.all([
      actor.em.find(
        Notification,
        { ...where, ...afterCursor(decodeCursor(args.after)) },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size + 1 },
      ),
      actor.em.count(Notification, where),
    ]);
    return toPage(rows, size, total);
  }

  /** How many of `memberId`'s notifications are unread. */
  unreadCount(em: EntityManager, memberId: string): Promise<number> {
    return em.count(Notification, { member: memberId, readAt: null });
  }

  /** Marks some of my notifications read (others' ids are ignored); the unread count after. */
  markRead(actor: Actor, ids: string[]): Promise<number> {
    return this.uow.run(actor, async (tx) => {
      const viewer = requireViewer(tx.actor);
      const changed = await tx.em.nativeUpdate(
        Notification,
        { member: viewer.id, id: { $in: ids }, readAt: null },
        { readAt: new Date() },
      );
      if (changed) this.notifier.read(tx, viewer.id);
      return this.unreadCount(tx.em as EntityManager, viewer.id);
    });
  }

  /** Marks all my notifications read. */
  markAllRead(actor: Actor): Promise<number> {
    return this.uow.run(actor, async (tx) => {
      const viewer = requireViewer(tx.actor);
      const changed = await tx.em.nativeUpdate(
        Notification,
        { member: viewer.id, readAt: null },
        { readAt: new Date() },
      );
      if (changed) this.notifier.read(tx, viewer.id);
      return 0;
    });
  }

  /** Every kind, with whether I get it by email and by push. */
  async settings(actor: Actor): Promise<NotificationSetting[]> {
    const viewer = requireViewer(actor);
    const [emailOff, pushOff] = await Promise.all([
      actor.em.find(NotificationEmailOptOut, { member: viewer.id }),
      actor.em.find(NotificationPushOptOut, { member: viewer.id }),
    ]);
    return settingsOf(new Set(emailOff.map((row) => row.kind)), new Set(pushOff.map((row) => row.kind)));
  }

  /**
   * Changes my email and push settings, kind by kind, all or none: every problem (an account
   * notice's email turned off, a kind named twice) is reported at its path first. Answers every
   * kind's setting after the change.
   */
  updateSettings(actor: Actor, changes: NotificationSettingInput[]): Promise<NotificationSetting[]> {
    const problems = new InputProblems();
    const seen = new Set<NotificationKind>();
    changes.forEach((change, index) => {
      if (seen.has(change.kind))
        problems.add(['input', index, 'kind'], 'Each kind may be changed once per request.');
      seen.add(change.kind);
      if (change.email === false && ALWAYS_EMAILED.includes(change.kind))
        problems.add(['input', index, 'email'], 'Account notices are always emailed.');
    });
    problems.throwIfAny();
    return this.uow.run(actor, async (tx) => {
      const viewer = requireViewer(tx.actor);
      const em = tx.em as EntityManager;
      for (const change of changes) {
        if (change.email != null)
          await this.setOptOut(em, 'notification_email_opt_out', viewer.id, change.kind, !change.email);
        if (change.push != null)
          await this.setOptOut(em, 'notification_push_opt_out', viewer.id, change.kind, !change.push);
      }
      return this.settings(tx.actor);
    });
  }

  /** One kind's setting for `memberId`, as stored now. */
  private async settingOf(em: EntityManager, memberId: string, kind: NotificationKind) {
    const [row] = await em.execute<{ email_off: boolean; push_off: boolean }[]>(
      `select exists (select 1 from notification_email_opt_out where member_id = ? and kind = ?) as email_off,
              exists (select 1 from notification_push_opt_out where member_id = ? and kind = ?) as push_off`,
      [memberId, kind, memberId, kind],
    );
    const emailOff = new Set(row?.email_off ? [kind] : []);
    const pushOff = new Set(row?.push_off ? [kind] : []);
    return settingsOf(emailOff, pushOff).find((setting) => setting.kind === kind)!;
  }

  /** Turns off the email a token (from an email's unsubscribe link) names; no sign-in needed. */
  async unsubscribe(em: EntityManager, token: string): Promise<NotificationSetting> {
    const named = await this.notifier.readUnsubscribeToken(em, token);
    if (!named)
      throw new AppError(
        'BAD_USER_INPUT',
        'This unsubscribe link is not valid. Change your emails in your account.',
        {
          field: 'token',
        },
      );
    if (ALWAYS_EMAILED.includes(named.kind))
      throw new AppError('BAD_USER_INPUT', 'Account notices are always emailed.', { field: 'token' });
    await this.setOptOut(em, 'notification_email_opt_out', named.memberId, named.kind, true);
    return this.settingOf(em, named.memberId, named.kind);
  }

  private async setOptOut(
    em: EntityManager,
    table: 'notification_email_opt_out' | 'notification_push_opt_out',
    memberId: string,
    kind: NotificationKind,
    off: boolean,
  ) {
    if (off)
      await em.execute(
        `insert into ${table} (member_id, kind) select id, ? from member where id = ? on conflict do nothing`,
        [kind, memberId],
      );
    else await em.execute(`delete from ${table} where member_id = ? and kind = ?`, [memberId, kind]);
  }
}

function settingsOf(emailOff: Set<NotificationKind>, pushOff: Set<NotificationKind>): NotificationSetting[] {
  return Object.values(NotificationKind).map((kind) => ({
    kind,
    label: KIND_LABELS[kind],
    email: !emailOff.has(kind),
    canTurnOff: !ALWAYS_EMAILED.includes(kind),
    forPartners: PARTNER_KINDS.includes(kind),
    push: !pushOff.has(kind),
  }));
}
