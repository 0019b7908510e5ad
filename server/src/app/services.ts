import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import { SessionService } from '../auth/session.service.js';
import { RateLimiter } from '../auth/rate-limit.js';
import { MemberService } from '../member/member.service.js';
import { Mailer } from '../mail/mailer.js';
import { EventBus } from '../events/event-bus.js';
import { WireService } from '../wire/wire.service.js';
import { PartnerService } from '../partner/partner.service.js';
import { ResponseService } from '../response/response.service.js';
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
  events: EventBus;
  wires: WireService;
  partners: PartnerService;
  responses: ResponseService;
};

export function createServices(config: Config, orm: MikroORM, log: Logger, databaseUrl: string): Services {
  const sessions = new SessionService(config.sessionDays);
  const rateLimiter = new RateLimiter(config.rateLimit.windowMinutes);
  const events = new EventBus(databaseUrl, log);
  const members = new MemberService(config, sessions, rateLimiter, events);
  const mailer = new Mailer(config, log);
  const wires = new WireService(config, events, mailer, log);
  return {
    config,
    orm,
    log,
    sessions,
    rateLimiter,
    members,
    mailer,
    events,
    wires,
    partners: new PartnerService(config, members, sessions, rateLimiter, wires, events),
    responses: new ResponseService(config, wires, events),
  };
}
