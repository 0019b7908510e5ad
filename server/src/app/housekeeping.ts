import type { EntityManager } from '@mikro-orm/postgresql';
import { pruneIdempotencyKeys } from '../common/idempotency.js';
import type { Services } from './services.js';

/**
 * The periodic clean-ups, as jobs of the one queue on a cron schedule: each tick runs once,
 * in one process, however many run (expired sessions, old rate-limit buckets, uploads never
 * attached, event outbox rows past their retention, every 10 minutes). The modules define their
 * own jobs (their `jobs`).
 */
export function scheduleHousekeeping(services: Services): void {
  const { jobs } = services;
  jobs.define('housekeeping', async () => {
    const em = services.orm.em.fork();
    await services.sessions.pruneExpired(em);
    await services.rateLimiter.prune(em);
    await services.signInGuard.prune(em);
    await pruneIdempotencyKeys(em as EntityManager);
    await services.files.removeAllUnattached(em as EntityManager);
    await services.events.feed.prune();
  });
  jobs.schedule('*/10 * * * *', 'housekeeping');
}
