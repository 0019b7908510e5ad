import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import { SessionService } from '../auth/session.service.js';
import { RateLimiter } from '../auth/rate-limit.js';
import { MemberService } from '../member/member.service.js';
import { Mailer } from '../mail/mailer.js';
import type { Logger } from './logger.js';

/** The services of one process, built once at boot and shared by every request. */
export type Services = {
  config: Config;
  orm: MikroORM;
  log: Logger;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  members: MemberService;
  mailer: Mailer;
};

export function createServices(config: Config, orm: MikroORM, log: Logger): Services {
  const sessions = new SessionService(config.sessionDays);
  const rateLimiter = new RateLimiter(config.rateLimit.windowMinutes);
  return {
    config,
    orm,
    log,
    sessions,
    rateLimiter,
    members: new MemberService(config, sessions, rateLimiter),
    mailer: new Mailer(config, log),
  };
}
