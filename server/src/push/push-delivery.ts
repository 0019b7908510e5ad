import http from 'node:http';
import https from 'node:https';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import webpush from 'web-push';
import type { Config } from '../common/config.js';
import type { Logger } from '../common/logger.js';
import { guardedLookup, refusedLiteral } from '../common/public-address.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { NotificationWritten, Notifier } from '../notification/notifier.js';
import type { VapidKeys } from './vapid-keys.js';

export const PUSH_SEND = 'push_send';
/** Attempts of one push (graphile-worker waits e^n seconds before the n-th retry: about 80 minutes in all). */
const PUSH_MAX_ATTEMPTS = 9;
const MAX_TITLE = 120;
const MAX_BODY = 400;

type SendJob = { subscriptionId: string; notificationId: string };

/** What the service worker gets (`client/public/sw.js`): what to show, and the page a click opens. */
export type PushPayload = {
  title: string;
  body: string;
  /** The page it is about, a path of the app (`/wires/details?id=…`). */
  url: string;
  /** The notification's id: a second push of the same one replaces the first on the device. */
  tag: string;
  kind: string;
};

/** A push service's answer to one message. */
type Outcome = { status: number } | { error: string };

/**
 * Notifications to phones and desktops by Web Push: a channel of the Notifier that queues, in the
 * transaction writing a notification, one job per browser of its recipient with push on (and that
 * kind not turned off); each job encrypts the notification for its browser (RFC 8291, aes128gcm),
 * signs with the server's VAPID key (RFC 8292), and posts it to the browser's push service. A
 * subscription the service says is gone (404, 410) is deleted; a failure that may pass (no
 * answer, 408, 429, 5xx) is retried by the queue with back-off; any other refusal is logged.
 */
export class PushDelivery {
  constructor(
    private readonly config: Pick<Config, 'push'>,
    private readonly orm: MikroORM,
    private readonly jobs: JobQueue,
    private readonly keys: VapidKeys,
    private readonly log: Logger,
  ) {}

  /** Plugs into the Notifier and the queue (once per process). */
  register(notifier: Notifier): void {
    notifier.addChannel((em, written) => this.queue(em, written));
    this.jobs.define(PUSH_SEND, (payload) => this.send(payload as SendJob));
  }

  /**
   * Queues a push of each of `written` to each live browser of its recipient, unless that kind's
   * push is off: one statement finds the browsers of all of them, one queues the jobs.
   */
  async queue(em: EntityManager, written: NotificationWritten[]): Promise<void> {
    if (written.length === 0) return;
    const targets = await em.execute<{ subscription_id: string; notification_id: string }[]>(
      `select ps.id as subscription_id, w.notification_id
         from json_to_recordset(?::json) as w(member_id uuid, kind text, notification_id uuid)
         join push_subscription ps on ps.member_id = w.member_id
         left join session s on s.id = ps.session_id
       where (ps.session_id is null or (s.revoked_reason is null and s.expires_at > now()))
         and not exists (select 1 from notification_push_opt_out o where o.member_id = w.member_id and o.kind = w.kind)`,
      [
        JSON.stringify(
          written.map((w) => ({ member_id: w.memberId, kind: w.kind, notification_id: w.notificationId })),
        ),
      ],
    );
    await this.jobs.addManyWith(
      em,
      PUSH_SEND,
      targets.map(
        (target) =>
          ({
            subscriptionId: target.subscription_id,
            notificationId: target.notification_id,
          }) satisfies SendJob,
      ),
      { maxAttempts: PUSH_MAX_ATTEMPTS },
    );
  }

  /** One attempt to push one notification to one browser; throws to be retried. */
  async send(job: SendJob): Promise<void> {
    const em = this.orm.em.fork() as EntityManager;
    const [row] = await em.execute<
      {
        endpoint: string;
        p256dh: string;
        auth: string;
        title: string;
        body: string;
        link: string;
        kind: string;
      }[]
    >(
      `select ps.endpoint, ps.p256dh, ps.auth, n.title, n.body, n.link, n.kind
         from push_subscription ps join notification n on n.member_id = ps.member_id
       where ps.id = ? and n.id = ?`,
      [job.subscriptionId, job.notificationId],
    );
    // the browser was unregistered, or the account deleted, meanwhile: nothing to send
    if (!row) return;
    const payload: PushPayload = {
      title: clip(row.title, MAX_TITLE),
      body: clip(row.body, MAX_BODY),
      url: row.link,
      tag: job.notificationId,
      kind: row.kind,
    };
    if (!row.endpoint.startsWith('https:') && !this.config.push.allowPrivateEndpoints) {
      // registered while http was allowed (local development): not a push service to send to
      await em.execute(`delete from push_subscription where id = ?`, [job.subscriptionId]);
      return;
    }
    const vapid = await this.keys.get(em);
    const request = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: this.keys.subject, ...vapid },
        TTL: this.config.push.ttlSeconds,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      },
    );
    const outcome = await this.post(request.endpoint, request.headers, request.body);
    const context = { subscriptionId: job.subscriptionId, notificationId: job.notificationId };
    if ('error' in outcome) throw new Error(`push service unreachable: ${outcome.error}`);
    const { status } = outcome;
    if (status >= 200 && status < 300) {
      await em.execute(`update push_subscription set last_pushed_at = now() where id = ?`, [
        job.subscriptionId,
      ]);
      return;
    }
    if (status === 404 || status === 410) {
      await em.execute(`delete from push_subscription where id = ?`, [job.subscriptionId]);
      this.log.info({ ...context, status }, 'push subscription gone: deleted');
      return;
    }
    if (status === 408 || status === 429 || status >= 500) throw new Error(`push service answered ${status}`);
    this.log.warn({ ...context, status }, 'push service refused a message');
  }

  /** POSTs the encrypted message (no redirects followed; private addresses refused unless allowed). */
  private post(endpoint: string, headers: Record<string, string | number>, body: Buffer): Promise<Outcome> {
    const url = new URL(endpoint);
    const client = url.protocol === 'https:' ? https : http;
    const timeoutMs = this.config.push.timeoutMs;
    const refused = refusedLiteral(url, this.config.push.allowPrivateEndpoints);
    if (refused) return Promise.resolve({ error: refused.message });
    return new Promise<Outcome>((resolve) => {
      const request = client.request(
        url,
        {
          method: 'POST',
          timeout: timeoutMs,
          lookup: guardedLookup(this.config.push.allowPrivateEndpoints),
          headers,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
          response.on('error', (error) => resolve({ error: error.message }));
        },
      );
      request.on('timeout', () => request.destroy(new Error(`No answer within ${timeoutMs} ms.`)));
      request.on('error', (error) => resolve({ error: error.message }));
      request.end(body);
    });
  }
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
