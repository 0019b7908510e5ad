import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../common/config.js';
import type { Logger } from '../common/logger.js';
import type { Tx } from '../common/unit-of-work.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { NotificationKind } from '../notification/notification.enums.js';
import type { Notifier } from '../notification/notifier.js';
import { Wire } from '../wire/wire.entity.js';
import { WireStatus } from '../wire/wire.enums.js';
import { digestNotice, instantAlertNotice } from './saved-search.notices.js';
import { claimDigest, digestLines, instantMatches, type DigestLine } from './saved-search.sql.js';

export const MATCH_JOB = 'saved_search_match';
export const DIGEST_JOB = 'saved_search_digest';
/** Every day at 07:00 UTC (graphile-worker runs a cron tick once across all processes). */
export const DIGEST_CRON = '0 7 * * *';

/**
 * The alerts of saved searches, off the request path on the one job queue: a posted
 * wire queues a match job in its own transaction; the job matches it against every INSTANT search
 * in one statement and notifies each owner once (in-app, live, and by email through the Notifier).
 * A daily cron sends each account one digest of its DAILY searches' new wires, recorded per
 * account and day so that a rerun or another process never sends it twice.
 */
export class SavedSearchAlerts {
  constructor(
    private readonly config: Pick<Config, 'appBaseUrl'>,
    private readonly orm: MikroORM,
    private readonly jobs: JobQueue,
    private readonly notifier: Notifier,
    private readonly log: Logger,
  ) {
    jobs.define(MATCH_JOB, async (payload) => {
      await this.alertMatches((payload as { wireId: string }).wireId);
    });
    jobs.define(DIGEST_JOB, async () => {
      await this.sendDigests();
    });
    jobs.schedule(DIGEST_CRON, DIGEST_JOB);
  }

  /** Posting's step for this slice: the wire's matching is queued with it (kept only if it commits). */
  readonly wirePosted = (tx: Tx, wire: Wire): void => {
    this.jobs.add(tx, MATCH_JOB, { wireId: wire.id }, { maxAttempts: 5 });
  };

  /** Notifies the owners of the INSTANT searches an OPEN wire matches; answers how many were. */
  async alertMatches(wireId: string): Promise<number> {
    const em = this.orm.em.fork() as EntityManager;
    const wire = await em.findOne(Wire, { id: wireId });
    if (!wire || wire.status !== WireStatus.OPEN) return 0;
    const matches = await instantMatches(em, wireId);
    if (!matches.length) return 0;
    // one insert of the notifications and one of their jobs, however many searches matched
    const messages = await em.transactional((tx) =>
      this.notifier.notifyManyWith(
        tx as EntityManager,
        matches.map((match) => ({
          to: { id: match.memberId, email: match.email },
          input: {
            kind: NotificationKind.SAVED_SEARCH_MATCH,
            notice: instantAlertNotice(wire, match.searchNames),
          },
        })),
      ),
    );
    await this.announce(messages);
    return matches.length;
  }

  /**
   * Sends today's digests (UTC day of `now`) not sent yet: one per account with new matching
   * wires; answers how many were sent by this run.
   */
  async sendDigests(now = new Date()): Promise<number> {
    const em = this.orm.em.fork() as EntityManager;
    const day = now.toISOString().slice(0, 10);
    const byMember = new Map<string, DigestLine[]>();
    for (const line of await digestLines(em, day, now)) {
      const lines = byMember.get(line.memberId) ?? [];
      lines.push(line);
      byMember.set(line.memberId, lines);
    }
    let sent = 0;
    for (const [memberId, lines] of byMember) {
      const messages = await em.transactional(async (tx) => {
        const wireIds = lines.map((line) => line.wireId);
        if (!(await claimDigest(tx as EntityManager, memberId, day, now, wireIds))) return [];
        return [
          await this.notifier.notifyWith(
            tx as EntityManager,
            { id: memberId, email: lines[0]!.email },
            {
              kind: NotificationKind.SAVED_SEARCH_MATCH,
              notice: digestNotice(lines, this.config.appBaseUrl),
            },
          ),
        ];
      });
      sent += messages.length;
      await this.announce(messages);
    }
    return sent;
  }

  /** Live events once committed; a failure only delays the bell (the notification is kept). */
  private async announce(messages: Parameters<Notifier['announce']>[0]): Promise<void> {
    await this.notifier
      .announce(messages)
      .catch((error: unknown) => this.log.warn({ err: error }, 'saved search alert not announced'));
  }
}
