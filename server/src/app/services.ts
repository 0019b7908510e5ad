import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../common/config.js';
import type { Logger } from '../common/logger.js';
import { UnitOfWork } from '../common/unit-of-work.js';
import { Reactions } from '../common/domain-events.js';
import type { Module } from '../common/module.js';
import { RateLimiter } from '../auth/rate-limit.js';
import { SignInGuard } from '../auth/signin-guard.js';
import { OneTimeTokens } from '../auth/one-time-tokens.js';
import { EventBus } from '../events/event-bus.js';
import { Mailer } from '../mail/mailer.js';
import { JobQueue } from '../jobs/job-queue.js';
import { AuditLog } from '../audit/audit.service.js';
import { Gazetteer } from '../places/gazetteer.js';
import { createStorage } from '../storage/storage.js';
import { FileStore } from '../storage/file-store.js';
import { FileVisibility } from '../storage/file-visibility.js';
import { MODULES } from './modules.js';

/** What every module may be given: the process's platform services, which name no domain. */
function createPlatform(config: Config, orm: MikroORM, log: Logger, databaseUrl: string) {
  const rateLimiter = new RateLimiter(config.rateLimit.windowMinutes);
  const jobs = new JobQueue(databaseUrl, log, config.jobs);
  // uploads: one store for every file; each module says when its records' files are public
  const fileVisibility = new FileVisibility();
  for (const kind of MODULES.flatMap((module) => module.attachments ?? []))
    fileVisibility.register(kind.type, kind.visible, { private: kind.private });
  return {
    config,
    orm,
    log,
    uow: new UnitOfWork(log),
    rateLimiter,
    signInGuard: new SignInGuard(rateLimiter, {
      perAccount: config.rateLimit.signInPerAccount,
      perIp: config.rateLimit.signInPerIp,
      windowMinutes: config.rateLimit.windowMinutes,
      maxDelaySeconds: config.rateLimit.signInMaxDelaySeconds,
    }),
    events: new EventBus(databaseUrl, log, config.events),
    reactions: new Reactions(),
    jobs,
    mailer: new Mailer(config, log, jobs),
    audit: new AuditLog(),
    oneTimeTokens: new OneTimeTokens(),
    gazetteer: new Gazetteer({ marketCountry: config.marketCountry }),
    files: new FileStore(config.uploads, createStorage(config.storage), fileVisibility, log),
  };
}

type Listed = (typeof MODULES)[number];
type ProvidesOf<M> = M extends Module<infer _Needs, infer Provides> ? Provides : never;
type NeedsOf<M> = M extends Module<infer Needs, infer _Provides> ? Needs : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The services of one process: the platform's and every module's. */
export type Services = ReturnType<typeof createPlatform> & Intersection<ProvidesOf<Listed>>;

/** The name of each module given something no module provides (never when every need is met). */
type UnmetOf<M> = M extends unknown ? (Services extends NeedsOf<M> ? never : M) : never;
type Unmet = UnmetOf<Listed>;
const everyNeedMet: [Unmet] extends [never] ? true : { unmetNeedsOf: Unmet } = true;
void everyNeedMet;

/**
 * `services` as the module `name` is given them: reading one that no module before it provided
 * (the list's order is the build order) fails at boot rather than as an undefined later.
 */
function given(services: Record<string, unknown>, name: string): unknown {
  return new Proxy(services, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target))
        throw new Error(`The ${name} module needs ${key}, which no module before it provides.`);
      return target[key as string];
    },
  });
}

/**
 * The services of one process, built once at boot and shared by every request: the platform's,
 * then each module's in the order of MODULES, given what was built before it; then the modules'
 * jobs are defined and their reactions registered.
 */
export function createServices(config: Config, orm: MikroORM, log: Logger, databaseUrl: string): Services {
  const platform = createPlatform(config, orm, log, databaseUrl);
  const built: Record<string, unknown> = { ...platform };
  for (const module of MODULES as readonly Module<unknown>[])
    if (module.services) Object.assign(built, module.services(given(built, module.name)));
  const services = built as Services;
  for (const module of MODULES as readonly Module<Services>[]) {
    module.jobs?.(services);
    for (const reaction of module.reactions?.(services) ?? []) platform.reactions.add(reaction);
  }
  return services;
}
