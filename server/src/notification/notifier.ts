import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { AppSecret } from '../auth/app-secret.js';
import type { Config } from '../common/config.js';
import type { Tx } from '../common/unit-of-work.js';
import type { EventBus } from '../events/event-bus.js';
import type { JobHelpers } from 'graphile-worker';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import { composeMail, type Notice, type NoticeFile } from '../mail/notices.js';
import type { FileStore } from '../storage/file-store.js';
import { Member } from '../member/member.entity.js';
import { ALWAYS_EMAILED, NotificationEventType, NotificationKind } from './notification.enums.js';
import { Notification } from './notification.entity.js';
import './notification.events.js';

const NOTIFY_MAIL = 'notify_mail';
/**
 * How many runs of a mail job wait for a file it carries (made by its own job after the same
 * change): about half a minute of the queue's back-off, then the email goes with its link only.
 */
const FILE_WAIT_ATTEMPTS = 4;

/** A file a notice names that is not made yet: the mail job runs again later. */
class FileNotReady extends Error {}

/** Who a notification is for. */
export type Recipient = { id: string; email: string };

/**
 * A notification to write: what the notice says, its kind, and the reason when there is one.
 * `email: false` keeps it in the notification centre only (a caller coalescing a burst of mail).
 */
export type NotificationInput = {
  kind: NotificationKind;
  notice: Notice;
  reason?: string | null;
  email?: boolean;
};

type MailJob = { memberId: string; kind: NotificationKind; to: string; notice: Notice };

/** A notification just written, as a channel is given it (ids only: the row is read when sending). */
export type NotificationWritten = { memberId: string; kind: NotificationKind; notificationId: string };

/**
 * Another way notifications reach people (Web Push): called in the transaction that writes the
 * notifications (on its `em`, with all of them at once), so what it queues is kept with them or
 * not at all.
 */
export type NotificationChannel = (em: EntityManager, written: NotificationWritten[]) => Promise<void>;

/**
 * The one way the app tells someone of something that concerns them: a notification in
 * their centre (live through `notificationEvents`) and, unless they turned that kind off, an email
 * queued in the same transaction as the change (the job queue retries it, so an SMTP outage delays
 * mail but loses none). Every such email carries a one-click unsubscribe (RFC 8058). Channels
 * added at boot (Web Push) queue their own delivery in the same transaction.
 */
export class Notifier {
  private readonly secret = new AppSecret('notification_unsubscribe');
  private readonly channels: NotificationChannel[] = [];

  constructor(
    private readonly config: Pick<Config, 'appBaseUrl'>,
    private readonly orm: MikroORM,
    private readonly bus: EventBus,
    private readonly jobs: JobQueue,
    private readonly mailer: Mailer,
    private readonly files: Pick<FileStore, 'attachedFile'>,
  ) {
    jobs.define(NOTIFY_MAIL, (payload, helpers) =>
      this.sendMail(payload as MailJob, orm.em.fork() as EntityManager, helpers),
    );
  }

  /** Adds a channel every notification goes through from now on (at boot, e.g. Web Push). */
  addChannel(channel: NotificationChannel): void {
    this.channels.push(channel);
  }

  /** Notifies `to` as part of `tx`: written with it, announced and mailed once it commits. */
  notify(tx: Tx, to: Recipient, input: NotificationInput): void {
    const notification = this.create(tx.em as EntityManager, to, input);
    if (input.email !== false) this.jobs.add(tx, NOTIFY_MAIL, this.mailJob(to, input), { maxAttempts: 12 });
    for (const channel of this.channels)
      tx.beforeCommit((em) => channel(em, [this.written(to, input, notification)]));
    this.bus.publish(tx, this.created(to, notification));
  }

  /**
   * Notifies `to` inside a transaction the caller runs on `em` (a job's own statements); the
   * caller `announce`s the returned messages after it commits.
   */
  async notifyWith(em: EntityManager, to: Recipient, input: NotificationInput) {
    const notification = this.create(em, to, input);
    await em.flush();
    if (input.email !== false)
      await this.jobs.addWith(em, NOTIFY_MAIL, this.mailJob(to, input), { maxAttempts: 12 });
    for (const channel of this.channels) await channel(em, [this.written(to, input, notification)]);
    return this.created(to, notification);
  }

  /** `notifyWith` for many at once: one insert of the notifications and one of their mail jobs. */
  async notifyManyWith(em: EntityManager, items: { to: Recipient; input: NotificationInput }[]) {
    const notifications = items.map(({ to, input }) => this.create(em, to, input));
    await em.flush();
    await this.jobs.addManyWith(
      em,
      NOTIFY_MAIL,
      items.filter(({ input }) => input.email !== false).map(({ to, input }) => this.mailJob(to, input)),
      { maxAttempts: 12 },
    );
    const written = items.map(({ to, input }, index) => this.written(to, input, notifications[index]!));
    for (const channel of this.channels) await channel(em, written);
    return items.map(({ to }, index) => this.created(to, notifications[index]!));
  }

  /** Sends the live events of notifications written with `notifyWith`, once committed. */
  async announce(messages: ReturnType<Notifier['created']>[]): Promise<void> {
    for (const message of messages) await this.bus.emit(message);
  }

  /** Tells every open session of `memberId` that notifications were read (the badge follows). */
  read(tx: Tx, memberId: string): void {
    this.bus.publish(tx, {
      topic: 'NOTIFICATION',
      type: NotificationEventType.READ,
      memberId,
      notificationId: null,
    });
  }

  private create(em: EntityManager, to: Recipient, input: NotificationInput): Notification {
    const notice = input.notice;
    return em.create(Notification, {
      member: em.getReference(Member, to.id),
      kind: input.kind,
      title: notice.subject,
      body: notice.paragraphs.join(' '),
      link: notice.action.path,
      reason: input.reason ?? null,
    });
  }

  private created(to: Recipient, notification: Notification) {
    return {
      topic: 'NOTIFICATION' as const,
      type: NotificationEventType.CREATED,
      memberId: to.id,
      notificationId: notification.id,
    };
  }

  private written(to: Recipient, input: NotificationInput, notification: Notification): NotificationWritten {
    return { memberId: to.id, kind: input.kind, notificationId: notification.id };
  }

  private mailJob(to: Recipient, input: NotificationInput): MailJob {
    return { memberId: to.id, kind: input.kind, to: to.email, notice: input.notice };
  }

  /** The queued email of one notification: not sent if its kind was turned off meanwhile. */
  private async sendMail(job: MailJob, em: EntityManager, helpers?: JobHelpers): Promise<void> {
    if (!ALWAYS_EMAILED.includes(job.kind)) {
      const [row] = await em.execute<{ off: boolean }[]>(
        `select exists (select 1 from notification_email_opt_out where member_id = ? and kind = ?) as off`,
        [job.memberId, job.kind],
      );
      if (row?.off) return;
    }
    const base = this.config.appBaseUrl;
    const canStop = !ALWAYS_EMAILED.includes(job.kind);
    const token = canStop ? await this.unsubscribeToken(em, job.memberId, job.kind) : null;
    const mail: Mail = {
      ...composeMail(job.to, job.notice, base, token ? `${base}/unsubscribe?token=${token}` : null),
      attachments: await this.attachments(em, job.notice.files ?? [], helpers),
    };
    await this.mailer.send(
      token
        ? {
            ...mail,
            headers: {
              'List-Unsubscribe': `<${base}/unsubscribe/one-click?token=${token}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          }
        : mail,
    );
  }

  /** The files a notice carries; throws FileNotReady (a retry) while one is not made yet, for a while. */
  private async attachments(em: EntityManager, files: NoticeFile[], helpers?: JobHelpers) {
    const found = await Promise.all(files.map((at) => this.files.attachedFile(em, at)));
    const waiting = (helpers?.job.attempts ?? FILE_WAIT_ATTEMPTS) < FILE_WAIT_ATTEMPTS;
    if (found.includes(null) && waiting) throw new FileNotReady('a file this email carries is not made yet');
    return found
      .filter((file) => file !== null)
      .map((file) => ({ filename: file.name, contentType: file.contentType, content: file.bytes }));
  }

  /** A token that turns off one kind of email for one account, for links in that email. */
  async unsubscribeToken(em: EntityManager, memberId: string, kind: NotificationKind): Promise<string> {
    const payload = `${memberId}.${kind}`;
    const mac = createHmac('sha256', await this.secret.get(em))
      .update(payload)
      .digest('base64url');
    return `${Buffer.from(payload).toString('base64url')}.${mac}`;
  }

  /** The account and kind a token names, or null when it is not one this server made. */
  async readUnsubscribeToken(
    em: EntityManager,
    token: string,
  ): Promise<{ memberId: string; kind: NotificationKind } | null> {
    const [encoded, mac] = token.split('.');
    if (!encoded || !mac) return null;
    const payload = Buffer.from(encoded, 'base64url').toString('utf8');
    const expected = createHmac('sha256', await this.secret.get(em))
      .update(payload)
      .digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const [memberId, kind] = payload.split('.');
    if (!memberId || !Object.values(NotificationKind).includes(kind as NotificationKind)) return null;
    return { memberId, kind: kind as NotificationKind };
  }
}
