import { on } from '../common/domain-events.js';
import { defineModule } from '../common/module.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import type { AuditLog } from '../audit/audit.service.js';
import type { EventBus } from '../events/event-bus.js';
import '../message/message.events.js';
import type { MarketplaceSettingsService } from '../partner/marketplace-settings.service.js';
import '../response/response.events.js';
import '../wire/wire.events.js';
import type { MemberService } from '../member/member.service.js';
import type { MessageService } from '../message/message.service.js';
import type { Notifier } from '../notification/notifier.js';
import type { ReviewService } from '../review/review.service.js';
import { Report } from './report.entity.js';
import { ReportFlags } from './report.flags.js';
import { ReportResolver } from './report.resolver.js';
import { ReportService } from './report.service.js';

/** The trust and safety queue: reports of items (conversations too), automatic flags and the admins' actions. */
export const reportModule = defineModule({
  name: 'report',
  entities: [Report],
  services: (s: {
    uow: UnitOfWork;
    audit: AuditLog;
    notifier: Notifier;
    messages: MessageService;
    members: MemberService;
    reviews: ReviewService;
    events: EventBus;
    marketplaceSettings: MarketplaceSettingsService;
  }) => ({
    reports: new ReportService(s.uow, s.audit, s.notifier, s.messages, s.members, s.reviews, s.events),
    reportFlags: new ReportFlags(s.audit, s.events, s.marketplaceSettings),
  }),
  resolvers: [ReportResolver],
  resolve: (s) => [new ReportResolver(s.reports, s.events)],
  // the automatic flags, in the transactions that post a wire, send a message, withdraw a quote
  reactions: (s) => [
    on('wire.posted', (tx, { wire }) => s.reportFlags.wirePosted(tx, wire)),
    on('message.sent', (tx, { message, response }) => s.reportFlags.messageSent(tx, message, response)),
    on('response.withdrawn', (tx, { response }) => s.reportFlags.quoteWithdrawn(tx, response)),
  ],
});
