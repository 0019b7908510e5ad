import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../common/config.js';
import type { Logger } from '../common/logger.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import type { Reactions } from '../common/domain-events.js';
import { defineModule } from '../common/module.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import type { AuditLog } from '../audit/audit.service.js';
import type { EventBus } from '../events/event-bus.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Notifier } from '../notification/notifier.js';
import type { WireQueries } from '../wire/wire.queries.js';
import type { ListingQueries } from '../listing/listing.queries.js';
import { WireResponse } from './response.entity.js';
import { OfferedProduct } from './offered-product.entity.js';
import { CounterOffer } from './counter-offer.entity.js';
import { ResponseRevision } from './response-revision.entity.js';
import { CounterOfferResolver, ResponseRevisionResolver } from './response-revision.resolver.js';
import { ResponseCommands } from './response.commands.js';
import { ResponseQueries } from './response.queries.js';
import { ResponseStreams } from './response.streams.js';
import { SealedReveal } from './sealed-reveal.js';
import { ResponseResolver } from './response.resolver.js';
import { WireResponsesResolver } from './wire-responses.resolver.js';
import { OfferedProductResolver } from './offered-product.resolver.js';
import {
  ListingTextResolver,
  OfferedProductTextResolver,
  ProductTextResolver,
  QuoteTextResolver,
} from './partner-text.resolver.js';

/** Partners' responses to wires (quotes, with products or listings offered) and the buyer's decisions. */
export const responseModule = defineModule({
  name: 'response',
  entities: [WireResponse, OfferedProduct, ResponseRevision, CounterOffer],
  services: (s: {
    config: Config;
    orm: MikroORM;
    log: Logger;
    uow: UnitOfWork;
    rateLimiter: RateLimiter;
    events: EventBus;
    jobs: JobQueue;
    audit: AuditLog;
    notifier: Notifier;
    reactions: Reactions;
    wires: { queries: WireQueries };
    listings: { queries: ListingQueries };
  }) => ({
    responses: {
      queries: new ResponseQueries(),
      commands: new ResponseCommands(
        s.config,
        s.wires.queries,
        s.listings.queries,
        s.rateLimiter,
        s.events,
        s.notifier,
        s.uow,
        s.audit,
        s.reactions,
      ),
      streams: new ResponseStreams(s.orm, s.events, s.wires.queries, s.log),
    },
  }),
  resolvers: [
    ResponseResolver,
    WireResponsesResolver,
    OfferedProductResolver,
    QuoteTextResolver,
    OfferedProductTextResolver,
    ListingTextResolver,
    ProductTextResolver,
    ResponseRevisionResolver,
    CounterOfferResolver,
  ],
  resolve: (s) => [
    new ResponseResolver(s.responses.commands, s.responses.queries, s.responses.streams),
    new WireResponsesResolver(s.config),
    new OfferedProductResolver(),
    new QuoteTextResolver(),
    new OfferedProductTextResolver(),
    new ListingTextResolver(),
    new ProductTextResolver(),
    new ResponseRevisionResolver(),
    new CounterOfferResolver(),
  ],
  // a sealed wire's quotes are announced at its `revealAt`
  jobs: (s) => void new SealedReveal(s.orm, s.events, s.jobs, s.log),
});
