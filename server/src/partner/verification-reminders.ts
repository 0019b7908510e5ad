import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../common/logger.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { NotificationKind } from '../notification/notification.enums.js';
import type { Notifier } from '../notification/notifier.js';
import { ExpiryStage } from './partner-verification.enums.js';
import { expiryNotice } from './partner-verification.notices.js';

export const EXPIRY_JOB = 'verification_expiry_notices';
/** Every hour at :17 (graphile-worker runs a cron tick once across all processes). */
export const EXPIRY_CRON = '17 * * * *';
const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back an expiry is still told (a queue down for a while catches up; older ones are not news). */
const EXPIRED_WINDOW_DAYS = 30;

type Claimed = {
  partner_id: string;
  verified_until: Date;
  stage: ExpiryStage;
  business_name: string;
  member_id: string;
  email: string;
};

/**
 * Tells partners their verification is about to expire (30 and 7 days before `verifiedUntil`) and
 * when it has: each stage once per partner and expiry, claimed in `partner_verification_notice`
 * in the transaction that writes the notification, so a rerun or another process never sends it
 * twice and a renewed verification (a new expiry) is warned again. Only the most urgent stage due
 * is sent: a business verified for five days is not told it has thirty.
 */
export class VerificationReminders {
  constructor(
    private readonly orm: MikroORM,
    private readonly notifier: Notifier,
    private readonly log: Logger,
  ) {}

  /** The hourly job on the shared queue. */
  register(jobs: JobQueue): void {
    jobs.define(EXPIRY_JOB, async () => {
      await this.send();
    });
    jobs.schedule(EXPIRY_CRON, EXPIRY_JOB);
  }

  /** Sends the notices due at `now` and not sent yet; answers how many this run sent. */
  async send(now = new Date()): Promise<number> {
    const em = this.orm.em.fork() as EntityManager;
    const messages = await em.transactional(async (tx) => {
      // one statement over `partner (verified_until)`: claim the stage due for each partner
      const claimed = await (tx as EntityManager).execute<Claimed[]>(
        `with due as (
           select p."id", p."verified_until", p."business_name", p."member_id",
             case when p."verified_until" <= ?::timestamptz then 'EXPIRED'
                  when p."verified_until" <= ?::timestamptz then 'DAYS_7'
                  else 'DAYS_30' end as "stage"
           from "partner" p
           where p."verified_until" > ?::timestamptz and p."verified_until" <= ?::timestamptz
         ), claimed as (
           insert into "partner_verification_notice" ("partner_id", "verified_until", "stage", "sent_at")
           select "id", "verified_until", "stage", ?::timestamptz from due
           on conflict do nothing
           returning "partner_id", "verified_until", "stage"
         )
         select c."partner_id", c."verified_until", c."stage", d."business_name", m."id" as "member_id", m."email"
         from claimed c
         join due d on d."id" = c."partner_id"
         join "member" m on m."id" = d."member_id"`,
        [
          now.toISOString(),
          new Date(now.getTime() + 7 * DAY_MS).toISOString(),
          new Date(now.getTime() - EXPIRED_WINDOW_DAYS * DAY_MS).toISOString(),
          new Date(now.getTime() + 30 * DAY_MS).toISOString(),
          now.toISOString(),
        ],
      );
      return this.notifier.notifyManyWith(
        tx as EntityManager,
        claimed.map((row) => ({
          to: { id: row.member_id, email: row.email },
          input: {
            kind: NotificationKind.VERIFICATION,
            notice: expiryNotice(row.stage, row.business_name, new Date(row.verified_until)),
          },
        })),
      );
    });
    await this.notifier
      .announce(messages)
      .catch((error: unknown) => this.log.warn({ err: error }, 'verification notices not announced'));
    return messages.length;
  }
}
