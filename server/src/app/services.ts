import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../common/config.js';
import type { Logger } from '../common/logger.js';
import { UnitOfWork } from '../common/unit-of-work.js';
import { RateLimiter } from '../auth/rate-limit.js';
import { DeviceTrust } from '../auth/device-cookie.js';
import { SignInGuard } from '../auth/signin-guard.js';
import { EventBus } from '../events/event-bus.js';
import { Mailer } from '../mail/mailer.js';
import { JobQueue } from '../jobs/job-queue.js';
import { Notifier } from '../notification/notifier.js';
import { NotificationService } from '../notification/notification.service.js';
import { AuditLog } from '../audit/audit.service.js';
import { OneTimeTokens } from '../auth/one-time-tokens.js';
import { EmailLinks } from '../member/email-links.js';
import { AccountService } from '../member/account.service.js';
import { AddMembersService } from '../member/add-members.service.js';
import { EmailSignInService } from '../member/email-sign-in.service.js';
import { MemberService } from '../member/member.service.js';
import { ApiTokenService } from '../member/api-tokens.service.js';
import { AccountDeletion, type AccountEraser } from '../member/account-deletion.js';
import { MemberAdminService } from '../member/member-admin.service.js';
import { Partner } from '../partner/partner.entity.js';
import { SessionService } from '../member/session.service.js';
import { SocialSignInService } from '../member/social-sign-in.service.js';
import { createSocialProviders } from '../auth/social-providers.js';
import { TwoFactorService } from '../member/two-factor.service.js';
import { PartnerService } from '../partner/partner.service.js';
import { PartnerStreams } from '../partner/partner.streams.js';
import { MarketplaceSettingsService } from '../partner/marketplace-settings.service.js';
import { WireCommands } from '../wire/wire.commands.js';
import { WireQueries } from '../wire/wire.queries.js';
import { WireStreams } from '../wire/wire.streams.js';
import { AdminWireQueries } from '../wire/admin-wires.queries.js';
import { WireInvites } from '../wire/wire-invite.service.js';
import { ResponseCommands } from '../response/response.commands.js';
import { ResponseQueries } from '../response/response.queries.js';
import { ResponseStreams } from '../response/response.streams.js';
import { SealedReveal } from '../response/sealed-reveal.js';
import { MarketQueries } from '../market/market.queries.js';
import { ListingQueries } from '../listing/listing.queries.js';
import { ListingService } from '../listing/listing.service.js';
import { ProductQueries } from '../product/product.queries.js';
import { ProductService } from '../product/product.service.js';
import { Gazetteer } from '../places/gazetteer.js';
import { createStorage } from '../storage/storage.js';
import { FileStore } from '../storage/file-store.js';
import { FileVisibility } from '../storage/file-visibility.js';
import { FileAttachment } from '../storage/stored-file.enums.js';
import { productFilesVisible } from '../product/product-files.js';
import { listingFilesVisible } from '../listing/listing-files.js';
import { partnerLogoVisible } from '../partner/partner-files.js';
import { wireFilesVisible } from '../wire/wire-files.js';
import { WebhookService } from '../webhook/webhook.service.js';
import { WebhookDeliveries } from '../webhook/webhook-delivery.js';
import { ReviewService } from '../review/review.service.js';
import { SavedSearchService } from '../search/saved-search.service.js';
import { SavedSearchAlerts } from '../search/saved-search.alerts.js';
import { VapidKeys } from '../push/vapid-keys.js';
import { PushService } from '../push/push.service.js';
import { PushDelivery } from '../push/push-delivery.js';
import { MessageService } from '../message/message.service.js';
import { messageFilesVisible } from '../message/message-files.js';

/**
 * The services of one process, built once at boot and shared by every request; each gets its
 * collaborators through its constructor, here and nowhere else.
 */
export function createServices(config: Config, orm: MikroORM, log: Logger, databaseUrl: string) {
  const uow = new UnitOfWork(log);
  const rateLimiter = new RateLimiter(config.rateLimit.windowMinutes);
  const events = new EventBus(databaseUrl, log, config.events);
  const jobs = new JobQueue(databaseUrl, log, config.jobs);
  const mailer = new Mailer(config, log, jobs);
  const audit = new AuditLog();
  const oneTimeTokens = new OneTimeTokens();
  const emailLinks = new EmailLinks(config, oneTimeTokens, mailer);
  const sessions = new SessionService(config.sessionDays);
  const erasers: AccountEraser[] = [];
  const accountDeletion = new AccountDeletion(events, audit, erasers);
  const apiTokens = new ApiTokenService(uow, events, config.apiTokenRotationGraceSeconds);
  // a deleted account's tokens go with it (its sockets close through TOKENS_REVOKED)
  erasers.push((tx, memberId) => apiTokens.revokeAll(tx, memberId, 'ACCOUNT_DELETED'));
  const members = new MemberService(
    config,
    sessions,
    rateLimiter,
    events,
    uow,
    audit,
    accountDeletion,
    apiTokens,
  );
  const memberAdmin = new MemberAdminService(
    uow,
    events,
    audit,
    emailLinks,
    accountDeletion,
    async (em, memberId) => (await em.count(Partner, { member: memberId })) > 0,
  );
  const signInGuard = new SignInGuard(rateLimiter, {
    perAccount: config.rateLimit.signInPerAccount,
    perIp: config.rateLimit.signInPerIp,
    windowMinutes: config.rateLimit.windowMinutes,
    maxDelaySeconds: config.rateLimit.signInMaxDelaySeconds,
  });
  const twoFactor = new TwoFactorService(config, rateLimiter, audit, uow);
  const accounts = new AccountService(
    config,
    members,
    sessions,
    rateLimiter,
    uow,
    signInGuard,
    new DeviceTrust(),
    twoFactor,
  );
  const social = new SocialSignInService(
    config,
    createSocialProviders(config),
    accounts,
    members,
    rateLimiter,
    audit,
    uow,
  );
  erasers.push(social.eraseIdentities);
  const emailSignIn = new EmailSignInService(
    config,
    accounts,
    members,
    emailLinks,
    oneTimeTokens,
    rateLimiter,
    mailer,
    audit,
    uow,
    log,
  );
  const addMembers = new AddMembersService(members, emailLinks, audit, uow);
  const marketplaceSettings = new MarketplaceSettingsService(audit, uow);
  const notifier = new Notifier(config, orm, events, jobs, mailer);
  const notifications = new NotificationService(uow, notifier);
  const partners = new PartnerService(config, accounts, events, notifier, uow, audit, marketplaceSettings);
  erasers.push(partners.suspendDeletedBusiness);
  const partnerStreams = new PartnerStreams(events, partners);
  const wireQueries = new WireQueries();
  const wires = {
    queries: wireQueries,
    commands: new WireCommands(config, wireQueries, rateLimiter, events, uow, audit, notifier, jobs),
    streams: new WireStreams(orm, events, log),
    admin: new AdminWireQueries(),
    invites: new WireInvites(config, wireQueries, uow, notifier, audit),
  };
  const listings = {
    queries: new ListingQueries(wireQueries),
    service: new ListingService(config, uow),
  };
  const responses = {
    queries: new ResponseQueries(),
    commands: new ResponseCommands(
      config,
      wireQueries,
      listings.queries,
      rateLimiter,
      events,
      notifier,
      uow,
      audit,
    ),
    streams: new ResponseStreams(orm, events, wireQueries, log),
  };
  new SealedReveal(orm, events, jobs, log);
  const market = new MarketQueries(wireQueries);
  const productQueries = new ProductQueries(config);
  const products = { queries: productQueries, service: new ProductService(config, productQueries, uow) };
  const gazetteer = new Gazetteer({ marketCountry: config.marketCountry });
  // uploads: one store for every file; each domain says when its records' files are public
  const fileVisibility = new FileVisibility();
  fileVisibility.register(FileAttachment.PRODUCT, productFilesVisible);
  fileVisibility.register(FileAttachment.PROPERTY_LISTING, listingFilesVisible);
  fileVisibility.register(FileAttachment.PARTNER_LOGO, partnerLogoVisible);
  fileVisibility.register(FileAttachment.WIRE, wireFilesVisible);
  fileVisibility.register(FileAttachment.MESSAGE, messageFilesVisible, { private: true });
  const files = new FileStore(config.uploads, createStorage(config.storage), fileVisibility, log);
  erasers.push(files.eraseOwner);
  const webhooks = new WebhookService(config, uow, jobs);
  new WebhookDeliveries(config, orm, uow, jobs, notifier, webhooks, log).register(events);
  const savedSearches = {
    service: new SavedSearchService(uow, gazetteer),
    alerts: new SavedSearchAlerts(config, orm, jobs, notifier, log),
  };
  // a posted wire is matched against saved searches; an approved partner gets its default one
  wires.commands.posted.push(savedSearches.alerts.wirePosted);
  partners.approved.push(savedSearches.service.addPartnerDefault);
  erasers.push(savedSearches.service.eraseOwner);
  // Web Push: every notification is also pushed to its recipient's browsers with push on
  const vapidKeys = new VapidKeys(config);
  const push = new PushService(config, uow, vapidKeys);
  erasers.push(push.eraseMember);
  new PushDelivery(config, orm, jobs, vapidKeys, log).register(notifier);
  const messages = new MessageService(uow, events, notifier, audit, rateLimiter);
  return {
    config,
    orm,
    log,
    uow,
    rateLimiter,
    signInGuard,
    events,
    jobs,
    mailer,
    audit,
    oneTimeTokens,
    emailLinks,
    sessions,
    apiTokens,
    members,
    memberAdmin,
    twoFactor,
    accounts,
    social,
    emailSignIn,
    addMembers,
    marketplaceSettings,
    partners,
    partnerStreams,
    wires,
    responses,
    market,
    listings,
    products,
    gazetteer,
    files,
    webhooks,
    push,
    notifier,
    notifications,
    reviews: new ReviewService(uow, notifier, audit),
    savedSearches,
    messages,
  };
}

export type Services = ReturnType<typeof createServices>;
