import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../common/config.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import { defineModule } from '../common/module.js';
import type { EventBus } from '../events/event-bus.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';
import type { FileStore } from '../storage/file-store.js';
import { Notification, NotificationEmailOptOut, NotificationPushOptOut } from './notification.entity.js';
import { Notifier } from './notifier.js';
import { NotificationService } from './notification.service.js';
import { NotificationResolver } from './notification.resolver.js';

/** In-app notifications (each also emailed unless turned off) and their settings. */
export const notificationModule = defineModule({
  name: 'notification',
  entities: [Notification, NotificationEmailOptOut, NotificationPushOptOut],
  services: (s: {
    config: Config;
    orm: MikroORM;
    uow: UnitOfWork;
    events: EventBus;
    jobs: JobQueue;
    mailer: Mailer;
    files: FileStore;
  }) => {
    const notifier = new Notifier(s.config, s.orm, s.events, s.jobs, s.mailer, s.files);
    return { notifier, notifications: new NotificationService(s.uow, notifier) };
  },
  resolvers: [NotificationResolver],
  resolve: (s) => [new NotificationResolver(s.notifications, s.events)],
});
