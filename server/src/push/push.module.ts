import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../common/config.js';
import type { Logger } from '../common/logger.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import { on } from '../common/domain-events.js';
import { defineModule } from '../common/module.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Notifier } from '../notification/notifier.js';
import { PushSubscription } from './push-subscription.entity.js';
import { VapidKeys } from './vapid-keys.js';
import { PushService } from './push.service.js';
import { PushDelivery } from './push-delivery.js';
import { PushResolver } from './push.resolver.js';

/** Web Push: every notification is also pushed to its recipient's browsers with push on. */
export const pushModule = defineModule({
  name: 'push',
  entities: [PushSubscription],
  services: (s: {
    config: Config;
    orm: MikroORM;
    log: Logger;
    uow: UnitOfWork;
    jobs: JobQueue;
    notifier: Notifier;
  }) => {
    const vapidKeys = new VapidKeys(s.config);
    return { vapidKeys, push: new PushService(s.config, s.uow, vapidKeys) };
  },
  resolvers: [PushResolver],
  resolve: (s) => [new PushResolver(s.push)],
  jobs: (s) => new PushDelivery(s.config, s.orm, s.jobs, s.vapidKeys, s.log).register(s.notifier),
  reactions: (s) => [on('member.deleted', (tx, { memberId }) => s.push.eraseMember(tx, memberId))],
});
