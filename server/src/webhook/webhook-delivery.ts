import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { ExecutionResult } from 'graphql';
import { systemActor } from '../common/actor.js';
import type { Config } from '../common/config.js';
import type { Logger } from '../common/logger.js';
import { guardedLookup, refusedLiteral } from '../common/public-address.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import { open } from '../auth/totp.js';
import type { EventBus } from '../events/event-bus.js';
import type { BusMessage } from '../events/topics.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { webhookDisabledNotice } from '../mail/notices.js';
import { Member } from '../member/member.entity.js';
import { NotificationKind } from '../notification/notification.enums.js';
import type { Notifier } from '../notification/notifier.js';
import { Webhook, WebhookDelivery } from './webhook.entity.js';
import { WebhookDeliveryStatus, WebhookDisabledReason } from './webhook.enums.js';
import { WEBHOOK_DELIVER, WEBHOOK_SECRET_KEY, type WebhookService } from './webhook.service.js';
import { encodeEventCursor } from './event-feed.js';

const WEBHOOK_FANOUT = 'webhook_fanout';
/** The longest wait between two attempts of one delivery. */
const MAX_RETRY_DELAY_MS = 3600_000;
/** How much of a receiver's answer is kept. */
const RESPONSE_EXCERPT = 1000;

/** The headers of a delivery (documented in docs/API.md). */
export const WEBHOOK_HEADERS = {
  signature: 'BuildWire-Signature',
  timestamp: 'BuildWire-Timestamp',
  delivery: 'BuildWire-Delivery',
  webhook: 'BuildWire-Webhook',
} as const;

/** `v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`: what a receiver recomputes with its secret. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** `eventId`: the delivery's dedupe key; `outboxId`: the event's id in the feed (none in old jobs). */
type FanoutJob = { eventId: string; outboxId?: string; message: BusMessage };
type DeliverJob = { deliveryId: string };
/** The event's id and cursor in the feed (`events`), carried by every delivery's body. */
type FeedIds = { eventId: string | null; cursor: string | null };
type Attempt = { status: number | null; body: string | null; error: string | null };

/**
 * From events to receivers, durably: each published message is queued (in the transaction of its
 * change) as one fan-out job when any enabled webhook reads its topic; the fan-out runs each such
 * webhook's document with its owner's access and records a delivery per result; each delivery
 * is POSTed, signed, and retried with back-off for the retry window. A webhook failing for a day
 * is disabled and its owner told.
 */
export class WebhookDeliveries {
  private bus: EventBus | null = null;

  constructor(
    private readonly config: Config,
    private readonly orm: MikroORM,
    private readonly uow: UnitOfWork,
    private readonly jobs: JobQueue,
    private readonly notifier: Notifier,
    private readonly webhooks: WebhookService,
    private readonly log: Logger,
  ) {}

  /** Plugs into the bus and the queue (once per process). */
  register(bus: EventBus): void {
    const queueFanout = `select graphile_worker.add_job('${WEBHOOK_FANOUT}', json_build_object('eventId', gen_random_uuid(), 'outboxId', ?::text, 'message', ?::json), max_attempts := 10) where exists (select 1 from webhook where enabled and topic = ?)`;
    bus.addDurableConsumer({
      inTransaction: (em, message, outboxId) =>
        em.execute(queueFanout, [outboxId, JSON.stringify(message), message.topic]),
      afterCommitted: (message, outboxId) =>
        this.orm.em.fork().execute(queueFanout, [outboxId, JSON.stringify(message), message.topic]),
    });
    this.bus = bus;
    this.jobs.define(WEBHOOK_FANOUT, (payload) => this.fanout(payload as FanoutJob));
    this.jobs.define(WEBHOOK_DELIVER, (payload) => this.deliver((payload as DeliverJob).deliveryId));
  }

  /** Runs one event through every enabled webhook of its topic; a delivery for each that sees it. */
  async fanout({ eventId, outboxId, message }: FanoutJob): Promise<void> {
    const em = this.orm.em.fork() as EntityManager;
    const hooks = await em.find(Webhook, { enabled: true, topic: message.topic }, { orderBy: { id: 'asc' } });
    if (!hooks.length) return;
    // the event as the feed names it: its id and cursor (`events(after: cursor)` reads what follows)
    const place = outboxId && this.bus ? await this.bus.feed.placeOf(outboxId) : null;
    const feed: FeedIds = outboxId
      ? { eventId: outboxId, cursor: place === null ? null : encodeEventCursor(place) }
      : { eventId: null, cursor: null };
    const owners = new Map(
      (await em.find(Member, { id: hooks.map((hook) => hook.member.id) })).map((member) => [
        member.id,
        member,
      ]),
    );
    const { subscriptions, contextFor } = this.webhooks.subscriptions;
    for (const hook of hooks) {
      const owner = owners.get(hook.member.id);
      if (!owner || owner.disabled || owner.deletedAt) continue;
      let result: ExecutionResult | null;
      try {
        const document = subscriptions.check(hook.query);
        result = await subscriptions.run(contextFor(owner, `webhook:${eventId}`), document, message);
      } catch (error) {
        this.log.warn({ err: error, webhookId: hook.id }, 'a webhook document no longer runs');
        continue;
      }
      if (result) await this.record(hook, eventId, feed, result);
    }
  }

  /** Keeps a delivery of `result` for `hook` and queues its first attempt (once per event and webhook). */
  private async record(
    hook: Webhook,
    eventId: string,
    feed: FeedIds,
    result: ExecutionResult,
  ): Promise<void> {
    const id = randomUUID();
    const createdAt = new Date();
    const event = eventName(hook.field, result);
    const body = JSON.stringify({
      id,
      webhookId: hook.id,
      event,
      eventId: feed.eventId,
      cursor: feed.cursor,
      createdAt: createdAt.toISOString(),
      data: result.data ?? null,
      ...(result.errors?.length
        ? {
            errors: result.errors.map((error) => ({
              message: error.message,
              path: error.path,
              extensions: { code: error.extensions?.code ?? 'INTERNAL_SERVER_ERROR' },
            })),
          }
        : {}),
    });
    await this.uow.run(systemActor(this.orm.em.fork() as EntityManager), async (tx) => {
      // a fan-out run again (its process died midway) finds the deliveries it already made
      const inserted = await tx.em.execute<{ id: string }[]>(
        `insert into webhook_delivery (id, created_at, updated_at, webhook_id, event_id, event, body, status, attempts)
         values (?, ?, ?, ?, ?, ?, ?, 'PENDING', 0) on conflict (webhook_id, event_id) do nothing returning id`,
        [id, createdAt, createdAt, hook.id, eventId, event, body],
      );
      if (inserted.length) this.jobs.add(tx, WEBHOOK_DELIVER, { deliveryId: id });
    });
  }

  /** One attempt of one delivery; the next is queued with back-off, or the delivery ends. */
  async deliver(deliveryId: string): Promise<void> {
    const em = this.orm.em.fork() as EntityManager;
    const delivery = await em.findOne(WebhookDelivery, { id: deliveryId }, { populate: ['webhook'] });
    if (!delivery || delivery.status !== WebhookDeliveryStatus.PENDING) return;
    const hook = delivery.webhook.getEntity();
    let attempt: Attempt;
    if (!hook.enabled) attempt = { status: null, body: null, error: 'The webhook is disabled.' };
    else {
      const secret = open(await WEBHOOK_SECRET_KEY.get(em), hook.secretSealed, hook.id);
      attempt = await this.post(hook, delivery, secret);
    }
    await this.uow.run(systemActor(em), async (tx) => {
      // another process may have settled it meanwhile (a redelivery, a disable): only a PENDING one moves on
      const webhook = await tx.em.findOne(Webhook, { id: hook.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const row = await tx.em.findOne(WebhookDelivery, {
        id: deliveryId,
        status: WebhookDeliveryStatus.PENDING,
      });
      if (!webhook || !row) return;
      const wasEnabled = webhook.enabled;
      this.settle(tx, webhook, row, attempt);
      if (wasEnabled && !webhook.enabled && attempt.error) await this.tellOwner(tx, webhook, attempt.error);
      await tx.em.flush();
    });
  }

  private settle(tx: Tx, webhook: Webhook, delivery: WebhookDelivery, attempt: Attempt): void {
    const now = new Date();
    const { retryBaseMs, retryWindowMs, disableAfterMs } = this.config.webhooks;
    delivery.attempts++;
    delivery.responseStatus = attempt.status;
    delivery.responseBody = attempt.body;
    delivery.error = attempt.error;
    if (!attempt.error) {
      delivery.status = WebhookDeliveryStatus.DELIVERED;
      delivery.deliveredAt = now;
      delivery.nextAttemptAt = null;
      webhook.failingSince = null;
      webhook.lastDeliveredAt = now;
      return;
    }
    if (!webhook.enabled) {
      delivery.status = WebhookDeliveryStatus.FAILED;
      delivery.nextAttemptAt = null;
      return;
    }
    webhook.failingSince ??= now;
    if (now.getTime() - webhook.failingSince.getTime() >= disableAfterMs) {
      this.disable(tx, webhook, delivery);
      return;
    }
    if (now.getTime() - delivery.createdAt.getTime() >= retryWindowMs) {
      delivery.status = WebhookDeliveryStatus.FAILED;
      delivery.nextAttemptAt = null;
      return;
    }
    const delay = Math.min(retryBaseMs * 2 ** (delivery.attempts - 1), MAX_RETRY_DELAY_MS);
    delivery.nextAttemptAt = new Date(now.getTime() + delay);
    this.jobs.add(tx, WEBHOOK_DELIVER, { deliveryId: delivery.id }, { runAt: delivery.nextAttemptAt });
  }

  /** Turns a webhook off after a day of failures: its waiting deliveries fail (`tellOwner` says so). */
  private disable(tx: Tx, webhook: Webhook, delivery: WebhookDelivery): void {
    webhook.enabled = false;
    webhook.disabledReason = WebhookDisabledReason.FAILING;
    delivery.status = WebhookDeliveryStatus.FAILED;
    delivery.nextAttemptAt = null;
    tx.beforeCommit(async (em) => {
      await em.nativeUpdate(
        WebhookDelivery,
        { webhook: webhook.id, status: WebhookDeliveryStatus.PENDING, id: { $ne: delivery.id } },
        { status: WebhookDeliveryStatus.FAILED, nextAttemptAt: null, error: 'The webhook was disabled.' },
      );
    });
    this.log.warn({ webhookId: webhook.id }, 'webhook disabled after a day of failed deliveries');
  }

  /** Tells the owner of a webhook this attempt turned off (the bell, and an email that always goes). */
  private async tellOwner(tx: Tx, webhook: Webhook, lastError: string): Promise<void> {
    const owner = await tx.em.findOneOrFail(Member, { id: webhook.member.id });
    this.notifier.notify(tx, owner, {
      kind: NotificationKind.INTEGRATION,
      notice: webhookDisabledNotice(webhook.name, webhook.url, lastError, '/userinfo#webhooks'),
      reason: lastError,
    });
  }

  /** POSTs the body, signed, to the webhook's URL (no redirects followed, private addresses refused). */
  private post(webhook: Webhook, delivery: WebhookDelivery, secret: string): Promise<Attempt> {
    const timestamp = Math.floor(Date.now() / 1000);
    const url = new URL(webhook.url);
    const client = url.protocol === 'https:' ? https : http;
    const body = Buffer.from(delivery.body);
    const refused = refusedLiteral(url, this.config.webhooks.allowPrivateTargets);
    if (refused) return Promise.resolve({ status: null, body: null, error: refused.message });
    return new Promise<Attempt>((resolve) => {
      const request = client.request(
        url,
        {
          method: 'POST',
          timeout: this.config.webhooks.timeoutMs,
          lookup: guardedLookup(this.config.webhooks.allowPrivateTargets),
          headers: {
            'content-type': 'application/json',
            'content-length': body.length,
            'user-agent': 'BuildWire-Webhooks/1',
            [WEBHOOK_HEADERS.signature]: webhookSignature(secret, timestamp, delivery.body),
            [WEBHOOK_HEADERS.timestamp]: String(timestamp),
            [WEBHOOK_HEADERS.delivery]: delivery.id,
            [WEBHOOK_HEADERS.webhook]: webhook.id,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          let kept = 0;
          response.on('data', (chunk: Buffer) => {
            if (kept < RESPONSE_EXCERPT) chunks.push(chunk);
            kept += chunk.length;
          });
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            const text = Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_EXCERPT);
            const ok = status >= 200 && status < 300;
            resolve({ status, body: text || null, error: ok ? null : `The receiver answered ${status}.` });
          });
          response.on('error', (error) =>
            resolve({ status: response.statusCode ?? null, body: null, error: error.message }),
          );
        },
      );
      request.on('timeout', () =>
        request.destroy(new Error(`No answer within ${this.config.webhooks.timeoutMs} ms.`)),
      );
      request.on('error', (error) => resolve({ status: null, body: null, error: error.message }));
      request.end(body);
    });
  }
}

/** `<field>.<type>` when the payload names its type (e.g. `myResponseEvents.UPDATED`), else the field. */
function eventName(field: string, result: ExecutionResult): string {
  const payload = (result.data as Record<string, { type?: unknown } | null> | null | undefined)?.[field];
  return typeof payload?.type === 'string' ? `${field}.${payload.type}` : field;
}
