import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../common/config.js';
import type { Logger } from '../common/logger.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import { type Reactions, on } from '../common/domain-events.js';
import { defineModule } from '../common/module.js';
import type { AuditLog } from '../audit/audit.service.js';
import type { EventBus } from '../events/event-bus.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { FileAttachment } from '../storage/stored-file.enums.js';
import type { AccountService } from '../member/account.service.js';
import type { AccountDeletion } from '../member/account-deletion.js';
import type { EmailLinks } from '../member/email-links.js';
import type { MemberService } from '../member/member.service.js';
import { MemberAdminService } from '../member/member-admin.service.js';
import { MemberAdminResolver } from '../member/member-admin.resolver.js';
import type { Notifier } from '../notification/notifier.js';
import { Partner } from './partner.entity.js';
import { MarketplaceSettings } from './marketplace-settings.entity.js';
import { PartnerService } from './partner.service.js';
import { PartnerStreams } from './partner.streams.js';
import { MarketplaceSettingsService } from './marketplace-settings.service.js';
import { partnerLogoVisible, verificationPapersVisible } from './partner-files.js';
import { PartnerVerification } from './partner-verification.entity.js';
import {
  PartnerCardVerifiedResolver,
  PartnerVerificationResolver,
  PartnerVerifiedResolver,
} from './partner-verification.resolver.js';
import { PartnerVerificationService } from './partner-verification.service.js';
import { VerificationReminders } from './verification-reminders.js';
import { PartnerResolver } from './partner.resolver.js';
import { MemberPartnerResolver } from './member-partner.resolver.js';
import { MarketplaceSettingsResolver } from './marketplace-settings.resolver.js';

/**
 * Partner businesses, their verification and the marketplace's settings. The admin's account management is composed
 * here: changing a role to PARTNER asks whether the account has a business, which only this
 * slice can answer.
 */
export const partnerModule = defineModule({
  name: 'partner',
  entities: [Partner, MarketplaceSettings, PartnerVerification],
  attachments: [
    { type: FileAttachment.PARTNER_LOGO, visible: partnerLogoVisible },
    { type: FileAttachment.PARTNER_VERIFICATION, visible: verificationPapersVisible },
  ],
  services: (s: {
    config: Config;
    orm: MikroORM;
    log: Logger;
    jobs: JobQueue;
    uow: UnitOfWork;
    events: EventBus;
    audit: AuditLog;
    reactions: Reactions;
    notifier: Notifier;
    accounts: AccountService;
    members: MemberService;
    emailLinks: EmailLinks;
    accountDeletion: AccountDeletion;
  }) => {
    const marketplaceSettings = new MarketplaceSettingsService(s.audit, s.uow);
    const partners = new PartnerService(
      s.config,
      s.accounts,
      s.events,
      s.notifier,
      s.uow,
      s.audit,
      marketplaceSettings,
      s.reactions,
    );
    const memberAdmin = new MemberAdminService(
      s.uow,
      s.events,
      s.audit,
      s.emailLinks,
      s.accountDeletion,
      async (em, memberId) => (await em.count(Partner, { member: memberId })) > 0,
    );
    return {
      marketplaceSettings,
      partners,
      partnerVerifications: new PartnerVerificationService(s.uow, s.events, s.audit, s.notifier),
      verificationReminders: new VerificationReminders(s.orm, s.notifier, s.log),
      partnerStreams: new PartnerStreams(s.events, partners),
      memberAdmin,
    };
  },
  resolvers: [
    PartnerResolver,
    MemberPartnerResolver,
    MarketplaceSettingsResolver,
    MemberAdminResolver,
    PartnerVerificationResolver,
    PartnerVerifiedResolver,
    PartnerCardVerifiedResolver,
  ],
  resolve: (s) => [
    new PartnerResolver(s.partners, s.partnerStreams),
    new MemberPartnerResolver(),
    new MarketplaceSettingsResolver(s.marketplaceSettings),
    new MemberAdminResolver(s.members, s.memberAdmin),
    new PartnerVerificationResolver(s.partnerVerifications),
    new PartnerVerifiedResolver(),
    new PartnerCardVerifiedResolver(),
  ],
  // warnings before a verification expires, and the notice once it has
  jobs: (s) => s.verificationReminders.register(s.jobs),
  // a deleted account's business is suspended with it
  reactions: (s) => [
    on('member.deleted', (tx, { memberId }) => s.partners.suspendDeletedBusiness(tx, memberId)),
  ],
});
