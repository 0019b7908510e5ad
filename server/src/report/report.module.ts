import { defineModule } from '../common/module.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import type { AuditLog } from '../audit/audit.service.js';
import type { MemberService } from '../member/member.service.js';
import type { MessageService } from '../message/message.service.js';
import type { Notifier } from '../notification/notifier.js';
import type { ReviewService } from '../review/review.service.js';
import { Report } from './report.entity.js';
import { ReportResolver } from './report.resolver.js';
import { ReportService } from './report.service.js';

/** The trust and safety queue: reports of items (conversations too) and the admins' actions. */
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
  }) => ({
    reports: new ReportService(s.uow, s.audit, s.notifier, s.messages, s.members, s.reviews),
  }),
  resolvers: [ReportResolver],
  resolve: (s) => [new ReportResolver(s.reports)],
});
