import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../common/config.js';
import type { Logger } from '../common/logger.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import { on } from '../common/domain-events.js';
import { defineModule } from '../common/module.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Gazetteer } from '../places/gazetteer.js';
import type { Notifier } from '../notification/notifier.js';
import { SavedSearch } from './saved-search.entity.js';
import { SavedSearchService } from './saved-search.service.js';
import { SavedSearchAlerts } from './saved-search.alerts.js';
import { SavedSearchResolver } from './saved-search.resolver.js';

/** Saved searches and their alerts (at once, or a daily digest). */
export const searchModule = defineModule({
  name: 'search',
  entities: [SavedSearch],
  services: (s: {
    config: Config;
    orm: MikroORM;
    log: Logger;
    uow: UnitOfWork;
    jobs: JobQueue;
    gazetteer: Gazetteer;
    notifier: Notifier;
  }) => ({
    savedSearches: {
      service: new SavedSearchService(s.uow, s.gazetteer),
      alerts: new SavedSearchAlerts(s.config, s.orm, s.jobs, s.notifier, s.log),
    },
  }),
  resolvers: [SavedSearchResolver],
  resolve: (s) => [new SavedSearchResolver(s.savedSearches.service)],
  reactions: (s) => [
    // a posted wire is matched against saved searches (a job); an approved partner gets its default one
    on('wire.posted', (tx, { wire }) => s.savedSearches.alerts.wirePosted(tx, wire)),
    on('partner.approved', (tx, { partner }) => s.savedSearches.service.addPartnerDefault(tx, partner)),
    on('member.deleted', (tx, { memberId }) => s.savedSearches.service.eraseOwner(tx, memberId)),
  ],
});
