import type { EntityManager } from '@mikro-orm/postgresql';
import { pruneIdempotencyKeys } from '../common/idempotency.js';
import type { Services } from './services.js';

/** Periodic clean-up (expired sessions, old rate-limit buckets, uploads never attached); safe with many processes running. */
export function startHousekeeping(
  services: Services,
  everyMs = 10 * 60 * 1000,
  expiryEveryMs = 60 * 1000,
): { stop: () => void } {
  const run = async () => {
    const em = services.orm.em.fork();
    try {
      await services.sessions.pruneExpired(em);
      await services.rateLimiter.prune(em);
      await services.signInGuard.prune(em);
      await pruneIdempotencyKeys(em as EntityManager);
      await services.files.removeAllUnattached(em as EntityManager);
    } catch (error) {
      services.log.warn({ err: error }, 'housekeeping failed; will retry');
    }
  };
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  // wires past their expiry leave the board within a minute
  const expire = async () => {
    try {
      await services.wires.commands.expireDue(services.orm.em.fork() as EntityManager);
    } catch (error) {
      services.log.warn({ err: error }, 'wire expiry failed; will retry');
    }
  };
  const expiryTimer = setInterval(() => void expire(), expiryEveryMs);
  expiryTimer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      clearInterval(expiryTimer);
    },
  };
}
