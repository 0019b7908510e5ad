import 'reflect-metadata';
import { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { errorCodeEnum } from '../common/errors.js';
import { applyAccessRules, withAccessDirectives } from '../auth/access-rules.js';
import { AccountResolver } from '../member/account.resolver.js';
import { MemberResolver } from '../member/member.resolver.js';
import { TwoFactorResolver } from '../member/two-factor.resolver.js';
import { ApiTokenResolver } from '../member/api-token.resolver.js';
import { AuditResolver } from '../member/audit.resolver.js';
import { MemberAdminResolver } from '../member/member-admin.resolver.js';
import { MemberPartnerResolver } from '../partner/member-partner.resolver.js';
import { SocialSignInResolver } from '../member/social-sign-in.resolver.js';
import { EmailSignInResolver } from '../member/email-sign-in.resolver.js';
import { AddMembersResolver } from '../member/add-members.resolver.js';
import { PartnerResolver } from '../partner/partner.resolver.js';
import { MarketplaceSettingsResolver } from '../partner/marketplace-settings.resolver.js';
import { WireResolver } from '../wire/wire.resolver.js';
import { AdminWiresResolver } from '../wire/admin-wires.resolver.js';
import { WireInviteResolver } from '../wire/wire-invite.resolver.js';
import { ResponseResolver } from '../response/response.resolver.js';
import { WireResponsesResolver } from '../response/wire-responses.resolver.js';
import { OfferedProductResolver } from '../response/offered-product.resolver.js';
import {
  ListingTextResolver,
  OfferedProductTextResolver,
  ProductTextResolver,
  QuoteTextResolver,
} from '../response/partner-text.resolver.js';
import { MarketResolver } from '../market/market.resolver.js';
import { StoredFileResolver } from '../storage/stored-file.resolver.js';
import { ListingResolver } from '../listing/listing.resolver.js';
import { ProductResolver } from '../product/product.resolver.js';
import { PlacesResolver } from '../places/places.resolver.js';
import { UploadQuotaResolver } from '../storage/upload-quota.resolver.js';
import { WebhookResolver } from '../webhook/webhook.resolver.js';
import { NotificationResolver } from '../notification/notification.resolver.js';
import { ReviewResolver } from '../review/review.resolver.js';
import { PartnerRatingResolver, ResponseReviewResolver } from '../review/review-fields.resolver.js';
import { SavedSearchResolver } from '../search/saved-search.resolver.js';
import { PushResolver } from '../push/push.resolver.js';
import { MessageResolver, ResponseMessagesResolver } from '../message/message.resolver.js';
import type { Services } from './services.js';
import { guardTextInputs } from '../platform/graphql/text-inputs.js';
import { guardIdInputs } from '../platform/graphql/id-inputs.js';
import { describeListMaxima, guardListInputs } from '../platform/graphql/list-inputs.js';
import { markPlainFieldsSimple } from '../platform/graphql/plain-fields.js';
import { argumentValidator } from '../platform/graphql/arg-validation.js';
import { directFieldResolvers } from '../platform/graphql/direct-field-resolvers.js';
import { Resolvers, TOPICS_UNUSED } from '../platform/graphql/resolver-container.js';
import { describeRootTypes } from '../platform/graphql/schema-text.js';
import { DateTimeISO } from '../common/iso-time.js';

export const RESOLVERS = [
  AccountResolver,
  MemberResolver,
  TwoFactorResolver,
  ApiTokenResolver,
  AuditResolver,
  MemberAdminResolver,
  SocialSignInResolver,
  EmailSignInResolver,
  AddMembersResolver,
  PartnerResolver,
  MemberPartnerResolver,
  MarketplaceSettingsResolver,
  WireResolver,
  AdminWiresResolver,
  WireInviteResolver,
  ResponseResolver,
  WireResponsesResolver,
  OfferedProductResolver,
  QuoteTextResolver,
  OfferedProductTextResolver,
  ListingTextResolver,
  ProductTextResolver,
  MarketResolver,
  StoredFileResolver,
  ListingResolver,
  ProductResolver,
  PlacesResolver,
  UploadQuotaResolver,
  WebhookResolver,
  NotificationResolver,
  ReviewResolver,
  PartnerRatingResolver,
  ResponseReviewResolver,
  SavedSearchResolver,
  PushResolver,
  MessageResolver,
  ResponseMessagesResolver,
] as const;

/** Every resolver of `RESOLVERS`, built with its services. */
export function createResolvers(s: Services): Resolvers {
  return new Resolvers([
    new AccountResolver(s.config, s.accounts, s.members),
    new MemberResolver(s.members),
    new TwoFactorResolver(s.twoFactor),
    new ApiTokenResolver(s.apiTokens),
    new AuditResolver(s.audit),
    new MemberAdminResolver(s.members, s.memberAdmin),
    new MemberPartnerResolver(),
    new SocialSignInResolver(s.social),
    new EmailSignInResolver(s.emailSignIn),
    new AddMembersResolver(s.addMembers),
    new PartnerResolver(s.partners, s.partnerStreams),
    new MarketplaceSettingsResolver(s.marketplaceSettings),
    new WireResolver(s.config, s.wires.queries, s.wires.commands, s.wires.streams),
    new AdminWiresResolver(s.wires.admin, s.wires.commands),
    new WireInviteResolver(s.wires.invites),
    new ResponseResolver(s.responses.commands, s.responses.queries, s.responses.streams),
    new WireResponsesResolver(s.config),
    new OfferedProductResolver(),
    new QuoteTextResolver(),
    new OfferedProductTextResolver(),
    new ListingTextResolver(),
    new ProductTextResolver(),
    new MarketResolver(s.market),
    new StoredFileResolver(),
    new ListingResolver(s.listings.service, s.listings.queries),
    new ProductResolver(s.products.queries, s.products.service),
    new PlacesResolver(s.gazetteer),
    new UploadQuotaResolver(s.files),
    new WebhookResolver(s.webhooks),
    new NotificationResolver(s.notifications, s.events),
    new ReviewResolver(s.reviews),
    new PartnerRatingResolver(),
    new ResponseReviewResolver(),
    new SavedSearchResolver(s.savedSearches.service),
    new PushResolver(s.push),
    new MessageResolver(s.messages, s.events),
    new ResponseMessagesResolver(),
  ]);
}

/** class-validator's options for every argument (arg-validation.ts skips the classes without constraints). */
const VALIDATION = { forbidUnknownValues: false, stopAtFirstError: true };

/**
 * The schema as type-graphql writes it, with the access directives declared but not yet
 * enforced. `resolvers` gives the instances that execute it (emitting the schema needs none).
 */
export async function buildDeclaredSchema(resolvers: Resolvers = new Resolvers([])): Promise<GraphQLSchema> {
  markPlainFieldsSimple();
  const schema = await buildSchema({
    resolvers: RESOLVERS,
    container: resolvers,
    pubSub: TOPICS_UNUSED,
    validate: VALIDATION,
    validateFn: argumentValidator(VALIDATION),
    emitSchemaFile: false,
    // `Date` as DateTimeISO (type-graphql's default), answered without `toISOString` (iso-time.ts)
    scalarsMap: [{ type: Date, scalar: DateTimeISO }],
  });
  directFieldResolvers(schema, resolvers);
  const config = withAccessDirectives(schema).toConfig();
  describeRootTypes(config);
  const declared = new GraphQLSchema({ ...config, types: [...config.types, errorCodeEnum] });
  describeListMaxima(declared);
  return declared;
}

/**
 * The executable schema: declared, checked (every root field has one access rule) and enforced;
 * after the access rule, lists longer than their maximum (`guardListInputs`), ids that are not
 * UUIDs (`guardIdInputs`) and unstorable text (`guardTextInputs`) are refused before any resolver
 * runs, in that order.
 */
export async function buildAppSchema(resolvers: Resolvers): Promise<GraphQLSchema> {
  return applyAccessRules(
    guardListInputs(guardIdInputs(guardTextInputs(await buildDeclaredSchema(resolvers)))),
  );
}
