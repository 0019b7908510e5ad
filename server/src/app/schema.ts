import 'reflect-metadata';
import { GraphQLSchema, lexicographicSortSchema, type GraphQLSchemaConfig } from 'graphql';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { buildSchema, type ContainerType, type PubSub } from 'type-graphql';
import type { ResolverContainer } from '../common/context.js';
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
import { guardTextInputs } from './text-inputs.js';
import { guardIdInputs } from './id-inputs.js';
import { describeListMaxima, guardListInputs } from './list-inputs.js';
import { markPlainFieldsSimple } from './plain-fields.js';
import { argumentValidator } from './arg-validation.js';
import { directFieldResolvers } from './direct-field-resolvers.js';
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

/** The resolver instances of one process, each given its services (type-graphql asks it for them). */
export class Resolvers implements ResolverContainer, ContainerType {
  private readonly instances = new Map<unknown, unknown>();

  constructor(instances: object[]) {
    for (const instance of instances) this.instances.set(instance.constructor, instance);
  }

  get<T>(resolverClass: abstract new (...args: never[]) => T): T {
    const instance = this.instances.get(resolverClass);
    if (!instance) throw new Error(`No resolver instance for ${resolverClass.name}`);
    return instance as T;
  }
}

/**
 * type-graphql wants a PubSub as soon as there are subscriptions; ours open their own streams
 * (`live()` over the event bus), so a topic-based subscription is a programming error.
 */
const TOPICS_UNUSED: PubSub = {
  publish: () => {
    throw new Error('Publish through the EventBus, not type-graphql topics');
  },
  subscribe: () => {
    throw new Error('Subscriptions open their streams with live(), not type-graphql topics');
  },
};

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

/** What the root types are for: type-graphql cannot describe them, graphql-js can. */
const ROOT_DESCRIPTIONS = {
  query:
    'Reads, over HTTP at `/graphql`, signed in by the session cookie or `Authorization: Bearer <api token>`. Lists are Relay connections (`first` 1..100, default 20; `after` a cursor). Each field states its access rule with @public or @auth.',
  mutation:
    'Changes, over HTTP POST at `/graphql`, signed in by the session cookie or `Authorization: Bearer <api token>`. Refused input gives BAD_USER_INPUT naming the field. Each field states its access rule with @public or @auth.',
  subscription:
    'Live events, over WebSocket at `/graphql` (graphql-ws protocol), signed in by the session cookie or `connectionParams.authorization`. After a reconnect, refetch the matching query. Each field states its access rule with @public or @auth.',
} as const;

function describeRootTypes(config: GraphQLSchemaConfig): void {
  for (const [root, description] of Object.entries(ROOT_DESCRIPTIONS)) {
    const type = config[root as keyof typeof ROOT_DESCRIPTIONS];
    if (type) type.description = description;
  }
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

export const SCHEMA_HEADER =
  '# Generated by `npm run schema:emit` from the server types. Do not edit by hand.\n' +
  '# Access rules: every Query, Mutation and Subscription field carries @auth or @public.\n\n';

/** The text of `/schema.graphql`: sorted, with the directive definitions and usages. */
export function printAppSchema(schema: GraphQLSchema): string {
  return SCHEMA_HEADER + printSchemaWithDirectives(lexicographicSortSchema(schema)) + '\n';
}
