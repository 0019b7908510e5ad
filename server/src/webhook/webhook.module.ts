import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../common/config.js';
import type { Logger } from '../common/logger.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import { defineModule } from '../common/module.js';
import type { EventBus } from '../events/event-bus.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Notifier } from '../notification/notifier.js';
import { Webhook, WebhookDelivery } from './webhook.entity.js';
import { WebhookService } from './webhook.service.js';
import { WebhookDeliveries } from './webhook-delivery.js';
import { WebhookResolver } from './webhook.resolver.js';
import { EventFeed, EventFeedResolver } from './event-feed.js';

/**
 * Webhooks: every published bus message is queued (in its transaction) for the subscriptions of
 * its topic, then delivered by jobs. The event feed (`events`) reads the same messages back from
 * the outbox, through the same subscriptions.
 */
export const webhookModule = defineModule({
  name: 'webhook',
  entities: [Webhook, WebhookDelivery],
  services: (s: {
    config: Config;
    orm: MikroORM;
    log: Logger;
    uow: UnitOfWork;
    events: EventBus;
    jobs: JobQueue;
    notifier: Notifier;
  }) => {
    const webhooks = new WebhookService(s.config, s.uow, s.jobs);
    return { webhooks, eventFeed: new EventFeed(s.events, webhooks) };
  },
  resolvers: [WebhookResolver, EventFeedResolver],
  resolve: (s) => [new WebhookResolver(s.webhooks), new EventFeedResolver(s.eventFeed)],
  jobs: (s) =>
    new WebhookDeliveries(s.config, s.orm, s.uow, s.jobs, s.notifier, s.webhooks, s.log).register(s.events),
});
