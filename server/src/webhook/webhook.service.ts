import { randomBytes, randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import type { Config } from '../common/config.js';
import type { Context } from '../common/context.js';
import { AppError, InputProblems } from '../common/errors.js';
import { memberScope } from '../common/idempotency.js';
import { afterCursor, decodeCursor, pageSize, toPage, type Page } from '../common/paging.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import { AppSecret } from '../auth/app-secret.js';
import { open, seal } from '../auth/totp.js';
import { Member } from '../member/member.entity.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { Webhook, WebhookDelivery } from './webhook.entity.js';
import { WebhookDeliveryStatus, WebhookDisabledReason } from './webhook.enums.js';
import type { CreateWebhookInput, UpdateWebhookInput, WebhookDeliveriesArgs } from './webhook.inputs.js';
import type { WebhookSubscriptions } from './webhook-subscriptions.js';
import { PrivateTargetError, assertPublicTarget } from '../common/public-address.js';
import { urlProblem } from './webhook-target.js';

export const WEBHOOK_DELIVER = 'webhook_deliver';
export const WEBHOOK_SECRET_KEY = new AppSecret('webhook_secret_seal');
const SECRET_LENGTH = { min: 16, max: 200 };

/** Runs a webhook's document with its owner's access (bound at boot, once the schema exists). */
export type WebhookRuntime = {
  subscriptions: WebhookSubscriptions;
  contextFor: (member: Member, reqId: string) => Context;
};

/**
 * An account's webhooks (made by a person or a token with WEBHOOKS): each is checked when saved
 * (URL form and address, document form, and the owner's access to the subscription, which gives
 * its topic), and its deliveries are listed and can be sent again.
 */
export class WebhookService {
  private runtime: WebhookRuntime | null = null;

  constructor(
    private readonly config: Config,
    private readonly uow: UnitOfWork,
    private readonly jobs: JobQueue,
  ) {}

  attach(runtime: WebhookRuntime): void {
    this.runtime = runtime;
  }

  get subscriptions(): WebhookRuntime {
    if (!this.runtime) throw new Error('webhooks run before the schema was attached');
    return this.runtime;
  }

  list(actor: Actor, updatedSince?: Date | null): Promise<Webhook[]> {
    const viewer = requireViewer(actor);
    return actor.em.find(
      Webhook,
      { member: viewer.id, ...(updatedSince ? { updatedAt: { $gte: updatedSince } } : {}) },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
  }

  async own(actor: Actor, id: string, em: EntityManager = actor.em): Promise<Webhook> {
    const viewer = requireViewer(actor);
    const webhook = await em.findOne(Webhook, { id, member: viewer.id });
    if (!webhook) throw new AppError('NOT_FOUND', 'No such webhook.');
    return webhook;
  }

  /** A new webhook; a repeated `idempotencyKey` answers the first one (and its secret) again. */
  async create(
    actor: Actor,
    input: CreateWebhookInput,
    idempotencyKey?: string | null,
  ): Promise<{ webhook: Webhook; secret: string }> {
    const viewer = requireViewer(actor);
    const problems = new InputProblems();
    const name = input.name.trim();
    if (!name) problems.add(['input', 'name'], 'Give the webhook a name.');
    const secret = input.secret ?? `whsec_${randomBytes(32).toString('base64url')}`;
    if (secret.length < SECRET_LENGTH.min || secret.length > SECRET_LENGTH.max)
      problems.add(['input', 'secret'], `Between ${SECRET_LENGTH.min} and ${SECRET_LENGTH.max} characters.`);
    const checked = await this.checkTarget(actor, input.url, input.query, problems);
    problems.throwIfAny();
    return this.uow.run(
      actor,
      async (tx) => {
        // the account's row is locked, so two parallel requests cannot both pass the count
        await tx.em.findOneOrFail(Member, { id: viewer.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const held = await tx.em.count(Webhook, { member: viewer.id });
        if (held >= this.config.webhooks.maxPerMember)
          throw new AppError(
            'CONFLICT',
            `An account has at most ${this.config.webhooks.maxPerMember} webhooks; delete one first.`,
            { details: { reason: 'LIMIT_REACHED', limit: this.config.webhooks.maxPerMember } },
          );
        const id = randomUUID();
        const webhook = tx.em.create(Webhook, {
          id,
          member: viewer.id,
          name,
          url: input.url.trim(),
          query: input.query,
          field: checked!.field,
          topic: checked!.topic,
          secretSealed: seal(await WEBHOOK_SECRET_KEY.get(tx.em), secret, id),
        });
        await tx.em.persist(webhook).flush();
        return { webhook, secret };
      },
      {
        key: idempotencyKey,
        scope: memberScope(viewer.id),
        operation: 'createWebhook',
        input,
        resultId: (created) => created.webhook.id,
        replay: async (em, webhookId) => {
          const webhook = await em.findOneOrFail(Webhook, { id: webhookId });
          return {
            webhook,
            secret: open(await WEBHOOK_SECRET_KEY.get(em), webhook.secretSealed, webhook.id),
          };
        },
      },
    );
  }

  async update(actor: Actor, id: string, input: UpdateWebhookInput): Promise<Webhook> {
    const current = await this.own(actor, id);
    const problems = new InputProblems();
    const name = input.name?.trim();
    if (input.name != null && !name) problems.add(['input', 'name'], 'Give the webhook a name.');
    const changesTarget = input.url != null || input.query != null;
    const checked = changesTarget
      ? await this.checkTarget(actor, input.url ?? current.url, input.query ?? current.query, problems)
      : null;
    problems.throwIfAny();
    return this.uow.run(actor, async (tx) => {
      const webhook = await this.own(actor, id, tx.em);
      if (name) webhook.name = name;
      if (input.url != null) webhook.url = input.url.trim();
      if (input.query != null) webhook.query = input.query;
      if (checked) {
        webhook.field = checked.field;
        webhook.topic = checked.topic;
      }
      if (input.enabled === true && !webhook.enabled) {
        webhook.enabled = true;
        webhook.disabledReason = null;
        webhook.failingSince = null;
      } else if (input.enabled === false && webhook.enabled) {
        webhook.enabled = false;
        webhook.disabledReason = WebhookDisabledReason.OWNER;
      }
      await tx.em.flush();
      return webhook;
    });
  }

  async remove(actor: Actor, id: string): Promise<string> {
    return this.uow.run(actor, async (tx) => {
      const webhook = await this.own(actor, id, tx.em);
      await tx.em.remove(webhook).flush();
      return id;
    });
  }

  async deliveries(
    actor: Actor,
    webhook: Webhook,
    args: WebhookDeliveriesArgs,
  ): Promise<Page<WebhookDelivery>> {
    const viewer = requireViewer(actor);
    if (webhook.member.id !== viewer.id) throw new AppError('NOT_FOUND', 'No such webhook.');
    const size = pageSize(args.first);
    const where = { webhook: webhook.id, ...(args.status ? { status: args.status } : {}) };
    const [rows, total] = await Promise.all([
      actor.em.find(
        WebhookDelivery,
        { ...where, ...afterCursor(decodeCursor(args.after)) },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size + 1 },
      ),
      actor.em.count(WebhookDelivery, where),
    ]);
    return toPage(rows, size, total);
  }

  /** Sends a delivered or failed event again, as a new delivery with a new retry window. */
  async redeliver(actor: Actor, deliveryId: string): Promise<WebhookDelivery> {
    const viewer = requireViewer(actor);
    return this.uow.run(actor, async (tx) => {
      const original = await tx.em.findOne(
        WebhookDelivery,
        { id: deliveryId, webhook: { member: viewer.id } },
        { populate: ['webhook'] },
      );
      if (!original) throw new AppError('NOT_FOUND', 'No such delivery.');
      if (original.status === WebhookDeliveryStatus.PENDING)
        throw new AppError(
          'CONFLICT',
          'This delivery is still being tried; wait for it to succeed or fail.',
          {
            details: { reason: 'DELIVERY_PENDING' },
          },
        );
      if (!original.webhook.getEntity().enabled)
        throw new AppError('CONFLICT', 'Turn the webhook back on before redelivering.', {
          details: { reason: 'WEBHOOK_DISABLED' },
        });
      const copy = tx.em.create(WebhookDelivery, {
        webhook: original.webhook,
        event: original.event,
        body: original.body,
        redeliveryOf: original.redeliveryOf ?? original.id,
      });
      await tx.em.persist(copy).flush();
      this.jobs.add(tx, WEBHOOK_DELIVER, { deliveryId: copy.id });
      return copy;
    });
  }

  /**
   * Checks a URL and a document together: their forms first (all problems at once), then the
   * address, then the owner's access to the subscription, which names the topic it reads.
   */
  private async checkTarget(actor: Actor, rawUrl: string, query: string, problems: InputProblems) {
    const viewer = requireViewer(actor);
    const urlText = rawUrl.trim();
    const urlBad = urlProblem(urlText);
    if (urlBad) problems.add(['input', 'url'], urlBad);
    let document: ReturnType<WebhookSubscriptions['check']> | null = null;
    try {
      document = this.subscriptions.subscriptions.check(query);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.add(['input', 'query'], error.message);
    }
    // every form problem of the request first, then the address and the access to the subscription
    problems.throwIfAny();
    if (!document) return null;
    try {
      await assertPublicTarget(new URL(urlText), this.config.webhooks.allowPrivateTargets);
    } catch (error) {
      problems.add(
        ['input', 'url'],
        error instanceof PrivateTargetError
          ? `${error.host} is a private or local address; webhooks go to public addresses only.`
          : `${new URL(urlText).hostname} does not resolve.`,
      );
      return null;
    }
    const member = await actor.em.findOneOrFail(Member, { id: viewer.id });
    const context = this.subscriptions.contextFor(member, `webhook-check:${randomUUID()}`);
    try {
      const topic = await this.subscriptions.subscriptions.probe(context, document);
      return { field: document.field, topic };
    } catch (error) {
      // a refusal of the field itself (FORBIDDEN, NOT_FOUND) keeps its code; a form problem joins the others
      if (!(error instanceof AppError) || error.code !== 'BAD_USER_INPUT') throw error;
      problems.add(['input', 'query'], error.message);
      return null;
    }
  }
}
