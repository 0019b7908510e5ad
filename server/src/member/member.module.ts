import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../common/config.js';
import type { Logger } from '../common/logger.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import { on, type Reactions } from '../common/domain-events.js';
import { defineModule } from '../common/module.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import type { SignInGuard } from '../auth/signin-guard.js';
import type { OneTimeTokens } from '../auth/one-time-tokens.js';
import { DeviceTrust } from '../auth/device-cookie.js';
import { createSocialProviders } from '../auth/social-providers.js';
import type { AuditLog } from '../audit/audit.service.js';
import type { EventBus } from '../events/event-bus.js';
import type { Mailer } from '../mail/mailer.js';
import { Member } from './member.entity.js';
import { Session } from './session.entity.js';
import { ApiToken } from './api-token.entity.js';
import { LinkedIdentity } from './linked-identity.entity.js';
import { PendingIdentity } from './pending-identity.entity.js';
import { EmailLinks } from './email-links.js';
import { AccountService } from './account.service.js';
import { AddMembersService } from './add-members.service.js';
import { EmailSignInService } from './email-sign-in.service.js';
import { MemberService } from './member.service.js';
import { ApiTokenService } from './api-tokens.service.js';
import { AccountDeletion } from './account-deletion.js';
import { SessionService } from './session.service.js';
import { SocialSignInService } from './social-sign-in.service.js';
import { TwoFactorService } from './two-factor.service.js';
import { AccountResolver } from './account.resolver.js';
import { MemberResolver } from './member.resolver.js';
import { TwoFactorResolver } from './two-factor.resolver.js';
import { ApiTokenResolver } from './api-token.resolver.js';
import { AuditResolver } from './audit.resolver.js';
import { SocialSignInResolver } from './social-sign-in.resolver.js';
import { EmailSignInResolver } from './email-sign-in.resolver.js';
import { AddMembersResolver } from './add-members.resolver.js';

export type MemberNeeds = {
  config: Config;
  orm: MikroORM;
  log: Logger;
  uow: UnitOfWork;
  rateLimiter: RateLimiter;
  signInGuard: SignInGuard;
  oneTimeTokens: OneTimeTokens;
  events: EventBus;
  audit: AuditLog;
  mailer: Mailer;
  reactions: Reactions;
};

/** Accounts: sign-up and sign-in (password, email link, social, two-factor), sessions, API tokens. */
export const memberModule = defineModule({
  name: 'member',
  entities: [Member, Session, ApiToken, LinkedIdentity, PendingIdentity],
  services: (s: MemberNeeds) => {
    const emailLinks = new EmailLinks(s.config, s.oneTimeTokens, s.mailer);
    const sessions = new SessionService(s.config.sessionDays);
    const accountDeletion = new AccountDeletion(s.events, s.audit, s.reactions);
    const apiTokens = new ApiTokenService(s.uow, s.events, s.config.apiTokenRotationGraceSeconds);
    const members = new MemberService(
      s.config,
      sessions,
      s.rateLimiter,
      s.events,
      s.uow,
      s.audit,
      accountDeletion,
      apiTokens,
    );
    const twoFactor = new TwoFactorService(s.config, s.rateLimiter, s.audit, s.uow);
    const accounts = new AccountService(
      s.config,
      members,
      sessions,
      s.rateLimiter,
      s.uow,
      s.signInGuard,
      new DeviceTrust(),
      twoFactor,
    );
    const social = new SocialSignInService(
      s.config,
      createSocialProviders(s.config),
      accounts,
      members,
      s.rateLimiter,
      s.audit,
      s.uow,
    );
    const emailSignIn = new EmailSignInService(
      s.config,
      accounts,
      members,
      emailLinks,
      s.oneTimeTokens,
      s.rateLimiter,
      s.mailer,
      s.audit,
      s.uow,
      s.log,
    );
    const addMembers = new AddMembersService(members, emailLinks, s.audit, s.uow);
    return {
      emailLinks,
      sessions,
      accountDeletion,
      apiTokens,
      members,
      twoFactor,
      accounts,
      social,
      emailSignIn,
      addMembers,
    };
  },
  resolvers: [
    AccountResolver,
    MemberResolver,
    TwoFactorResolver,
    ApiTokenResolver,
    AuditResolver,
    SocialSignInResolver,
    EmailSignInResolver,
    AddMembersResolver,
  ],
  resolve: (s) => [
    new AccountResolver(s.config, s.accounts, s.members),
    new MemberResolver(s.members),
    new TwoFactorResolver(s.twoFactor),
    new ApiTokenResolver(s.apiTokens),
    new AuditResolver(s.audit),
    new SocialSignInResolver(s.social),
    new EmailSignInResolver(s.emailSignIn),
    new AddMembersResolver(s.addMembers),
  ],
  reactions: (s) => [
    // a deleted account's tokens go with it (its sockets close through TOKENS_REVOKED)
    on('member.deleted', (tx, { memberId }) => s.apiTokens.revokeAll(tx, memberId, 'ACCOUNT_DELETED')),
    on('member.deleted', (tx, { memberId }) => s.social.eraseIdentities(tx, memberId)),
  ],
});
