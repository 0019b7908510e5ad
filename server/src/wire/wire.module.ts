import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../common/config.js';
import type { Logger } from '../common/logger.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import type { Reactions } from '../common/domain-events.js';
import { defineModule } from '../common/module.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import type { AuditLog } from '../audit/audit.service.js';
import type { EventBus } from '../events/event-bus.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { FileAttachment } from '../storage/stored-file.enums.js';
import type { Notifier } from '../notification/notifier.js';
import { Wire } from './wire.entity.js';
import { WireInvite } from './wire-invite.entity.js';
import { WireCommands } from './wire.commands.js';
import { WireQueries } from './wire.queries.js';
import { WireStreams } from './wire.streams.js';
import { AdminWireQueries } from './admin-wires.queries.js';
import { WireInvites } from './wire-invite.service.js';
import { wireFilesVisible } from './wire-files.js';
import { WireResolver } from './wire.resolver.js';
import { AdminWiresResolver } from './admin-wires.resolver.js';
import { WireInviteResolver } from './wire-invite.resolver.js';

/** Wires: posting, the boards, invitations, expiry. */
export const wireModule = defineModule({
  name: 'wire',
  entities: [Wire, WireInvite],
  attachments: [{ type: FileAttachment.WIRE, visible: wireFilesVisible }],
  services: (s: {
    config: Config;
    orm: MikroORM;
    log: Logger;
    uow: UnitOfWork;
    rateLimiter: RateLimiter;
    events: EventBus;
    jobs: JobQueue;
    audit: AuditLog;
    reactions: Reactions;
    notifier: Notifier;
  }) => {
    const queries = new WireQueries();
    const invites = new WireInvites(s.config, queries, s.uow, s.notifier, s.audit, s.events);
    return {
      wires: {
        queries,
        commands: new WireCommands(
          s.config,
          queries,
          s.rateLimiter,
          s.events,
          s.uow,
          s.audit,
          s.notifier,
          s.jobs,
          s.reactions,
          invites,
        ),
        streams: new WireStreams(s.orm, s.events, s.log),
        admin: new AdminWireQueries(),
        invites,
      },
    };
  },
  resolvers: [WireResolver, AdminWiresResolver, WireInviteResolver],
  resolve: (s) => [
    new WireResolver(s.config, s.wires.queries, s.wires.commands, s.wires.streams),
    new AdminWiresResolver(s.wires.admin, s.wires.commands),
    new WireInviteResolver(s.wires.invites),
  ],
  jobs: (s) => {
    // wires past their expiry leave the board within a minute
    s.jobs.define('expire_wires', async () => {
      await s.wires.commands.expireDue(s.orm.em.fork() as EntityManager);
    });
    s.jobs.schedule('* * * * *', 'expire_wires');
    // the wire counter's deltas (one row per changing statement) folded back to one per status and kind
    s.jobs.define('compact_wire_counts', async () => {
      await s.orm.em.fork().getConnection().execute('select wire_count_compact()');
    });
    s.jobs.schedule('* * * * *', 'compact_wire_counts');
  },
});
