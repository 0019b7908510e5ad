import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  ID,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { requireViewer } from '../common/actor.js';
import { IDEMPOTENCY_KEY_DESCRIPTION } from '../common/idempotency.js';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { Money } from '../common/money.js';
import { TwoWayPageArgs, type Page } from '../common/paging.js';
import { live } from '../common/resolvers.js';
import { Role } from '../common/role.js';
import { ApiTokenScope } from '../common/api-token-scope.js';
import { Auth } from '../auth/auth.directive.js';
import { listingById } from '../listing/listing.loaders.js';
import { canSeeListing } from '../listing/listing.policy.js';
import { PropertyListing } from '../listing/property-listing.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { partnerById, partnerByMember } from '../partner/partner.loaders.js';
import { Wire } from '../wire/wire.entity.js';
import { wireById } from '../wire/wire.loaders.js';
import { isOwnerOrAdmin } from '../wire/wire.policy.js';
import { memberById } from '../member/member.loaders.js';
import { OfferedProduct } from './offered-product.entity.js';
import { offeredProductsByResponse } from './offered-product.loaders.js';
import type { ResponseCommands } from './response.commands.js';
import { WireResponse } from './response.entity.js';
import type { ResponseMessage } from './response.events.js';
import { MyResponsesFilter, RespondToWireInput } from './response.inputs.js';
import { ListOrder } from '../common/list-order.js';
import { responseById } from './response.loaders.js';
import type { ResponseQueries } from './response.queries.js';
import type { ResponseStreams } from './response.streams.js';
import { PartnerContact, ResponseConnection, ResponseEvent } from './response.types.js';
import { ResponseStatus } from './response.enums.js';

@Resolver(() => WireResponse)
export class ResponseResolver {
  constructor(
    private readonly commands: ResponseCommands,
    private readonly queries: ResponseQueries,
    readonly streams: ResponseStreams,
  ) {}

  @Auth(Role.PARTNER)
  @Query(() => ResponseConnection, {
    description:
      "My business's responses, every status unless filtered, newest first unless ordered; read forward (`first`/`after`) or from the end (`last`/`before`). To catch up: `filter: { updatedSince }` with `orderBy: { field: UPDATED, direction: ASC }`.",
  })
  async myResponses(
    @Ctx() ctx: Context,
    @Args(() => TwoWayPageArgs) paging: TwoWayPageArgs,
    @Arg('filter', () => MyResponsesFilter, {
      nullable: true,
      description: 'Narrows the list (statuses, updatedSince).',
    })
    filter?: MyResponsesFilter | null,
    @Arg('orderBy', () => ListOrder, { nullable: true, description: 'Default: CREATED DESC (newest first).' })
    orderBy?: ListOrder | null,
  ): Promise<Page<WireResponse>> {
    const partner = await ctx.loaders.load(partnerByMember, requireViewer(ctx.actor).id);
    return this.queries.myResponses(ctx.actor.em, partner, paging, filter, orderBy ?? undefined);
  }

  @Auth(Role.PARTNER, { scopes: [ApiTokenScope.RESPONSES] })
  @Mutation(() => WireResponse, {
    description: 'An APPROVED partner answers an OPEN wire; one live response per partner per wire.',
  })
  respondToWire(
    @Arg('input', () => RespondToWireInput, {
      description: 'The wire, the quote, the message, and what is offered (products or a listing).',
    })
    input: RespondToWireInput,
    @Arg('idempotencyKey', () => String, { nullable: true, description: IDEMPOTENCY_KEY_DESCRIPTION })
    idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<WireResponse> {
    return this.commands.respond(ctx.actor, input, idempotencyKey);
  }

  @Auth(Role.PARTNER, { scopes: [ApiTokenScope.RESPONSES] })
  @Mutation(() => WireResponse, { description: 'Withdraws my own SENT response.' })
  withdrawResponse(
    @Arg('id', () => ID, { description: "The response's id (one of my business's)." }) id: string,
    @Ctx() ctx: Context,
  ): Promise<WireResponse> {
    return this.commands.withdraw(ctx.actor, id);
  }

  @Auth({ scopes: [ApiTokenScope.WIRES] })
  @Mutation(() => WireResponse, { description: "The wire's owner (or an admin) accepts a SENT response." })
  acceptResponse(
    @Arg('id', () => ID, { description: "The response's id." }) id: string,
    @Ctx() ctx: Context,
  ): Promise<WireResponse> {
    return this.commands.decide(ctx.actor, id, true);
  }

  @Auth({ scopes: [ApiTokenScope.WIRES] })
  @Mutation(() => WireResponse, { description: "The wire's owner (or an admin) declines a SENT response." })
  declineResponse(
    @Arg('id', () => ID, { description: "The response's id." }) id: string,
    @Ctx() ctx: Context,
  ): Promise<WireResponse> {
    return this.commands.decide(ctx.actor, id, false);
  }

  @Auth({ scopes: [ApiTokenScope.WIRES] })
  @Mutation(() => [WireResponse], {
    description:
      "The wire's owner (or an admin) lets a partner whose quote they declined quote again on the OPEN wire: answers the reopened responses (`reopenedAt` set); the partner is notified. CONFLICT with reason NOT_DECLINED when the partner has no declined quote there.",
  })
  reopenToPartner(
    @Arg('wireId', () => ID, { description: "The wire's id (one of mine, or any for admins)." })
    wireId: string,
    @Arg('partnerId', () => ID, { description: 'The partner whose quote was declined.' }) partnerId: string,
    @Ctx() ctx: Context,
  ): Promise<WireResponse[]> {
    return this.commands.reopenToPartner(ctx.actor, wireId, partnerId);
  }

  @Auth({ scopes: [ApiTokenScope.WIRES] })
  @Mutation(() => Wire, { description: 'Owner or admin; declines the remaining SENT responses.' })
  fulfillWire(
    @Arg('id', () => ID, { description: "The wire's id." }) id: string,
    @Ctx() ctx: Context,
  ): Promise<Wire> {
    return this.commands.fulfillWire(ctx.actor, id);
  }

  @Auth()
  @Subscription(() => ResponseEvent, {
    description: "Responses to one wire, live; only for the wire's owner and admins.",
    subscribe: live(
      () => ResponseResolver,
      (resolver, args: { wireId: string }, ctx) => resolver.streams.ofWire(ctx.actor, args.wireId),
    ),
  })
  wireResponseEvents(
    @Root() message: ResponseMessage,
    @Ctx() ctx: Context,
    @Arg('wireId', () => ID, { description: 'The wire (one of mine, or any for admins).' }) _wireId: string,
  ): Promise<ResponseEvent> {
    return this.responseEvent(message, ctx);
  }

  @Auth()
  @Subscription(() => ResponseEvent, {
    description:
      "Responses to any of my wires, live: new quotes, withdrawals, and my own decisions (one stream for a buyer's integration).",
    subscribe: live(
      () => ResponseResolver,
      (resolver, _args, ctx) => resolver.streams.ofOwner(requireViewer(ctx.actor).id),
    ),
  })
  myWireResponseEvents(@Root() message: ResponseMessage, @Ctx() ctx: Context): Promise<ResponseEvent> {
    return this.responseEvent(message, ctx);
  }

  @Auth(Role.PARTNER)
  @Subscription(() => ResponseEvent, {
    description: "My business's responses, live (status changes).",
    subscribe: live(
      () => ResponseResolver,
      (resolver, _args, ctx) => resolver.streams.ofPartner(requireViewer(ctx.actor).id),
    ),
  })
  myResponseEvents(@Root() message: ResponseMessage, @Ctx() ctx: Context): Promise<ResponseEvent> {
    return this.responseEvent(message, ctx);
  }

  /** The response an event names, loaded once per event for every subscriber of the process. */
  private async responseEvent(message: ResponseMessage, ctx: Context): Promise<ResponseEvent> {
    const scope = this.streams.scopes.of(message).enter(ctx);
    const response = await scope.loaders.load(responseById, message.responseId);
    if (!response) throw new AppError('NOT_FOUND', 'This response no longer exists.');
    return { type: message.type, response };
  }

  @FieldResolver(() => Wire, { description: 'The wire it answers.' })
  async wire(@Root() response: WireResponse, @Ctx() ctx: Context): Promise<Wire> {
    const wire = await ctx.loaders.load(wireById, response.wire.id);
    if (!wire) throw new AppError('NOT_FOUND', 'This request no longer exists.');
    return wire;
  }

  @FieldResolver(() => Partner, { description: 'The business that sent it.' })
  async partner(@Root() response: WireResponse, @Ctx() ctx: Context): Promise<Partner> {
    const partner = await ctx.loaders.load(partnerById, response.partner.id);
    if (!partner) throw new AppError('NOT_FOUND', 'This partner no longer exists.');
    return partner;
  }

  @FieldResolver(() => PartnerContact, {
    nullable: true,
    description:
      "The partner's contact, once this response is ACCEPTED, for the wire's owner and admins (the partner sees the buyer's in `Wire.buyerContact`); null otherwise.",
  })
  async partnerContact(@Root() response: WireResponse, @Ctx() ctx: Context): Promise<PartnerContact | null> {
    if (response.status !== ResponseStatus.ACCEPTED) return null;
    const wire = await ctx.loaders.load(wireById, response.wire.id);
    if (!wire || !isOwnerOrAdmin(ctx.actor.viewer, wire)) return null;
    const partner = await ctx.loaders.load(partnerById, response.partner.id);
    const member = partner && (await ctx.loaders.load(memberById, partner.member.id));
    if (!partner || !member) return null;
    return {
      businessName: partner.businessName,
      email: member.email,
      phone: partner.phone,
      website: partner.website,
    };
  }

  @FieldResolver(() => Money, { description: 'The quoted total, a decimal amount in its currency.' })
  quote(@Root() response: WireResponse): Money {
    return { amount: response.quoteAmount, currency: response.quoteCurrency };
  }

  @FieldResolver(() => [OfferedProduct], { description: 'The itemised lines of the quote, in order.' })
  offeredProducts(@Root() response: WireResponse, @Ctx() ctx: Context): Promise<OfferedProduct[]> {
    return ctx.loaders.load(offeredProductsByResponse, response.id);
  }

  @FieldResolver(() => PropertyListing, {
    nullable: true,
    description:
      'The listing offered (PROPERTY wires); null when none, deleted, or no longer visible to the viewer (HIDDEN).',
  })
  async offeredProperty(
    @Root() response: WireResponse,
    @Ctx() ctx: Context,
  ): Promise<PropertyListing | null> {
    if (!response.offeredProperty) return null;
    const listing = await ctx.loaders.load(listingById, response.offeredProperty.id);
    const partner = listing && (await ctx.loaders.load(partnerById, listing.partner.id));
    return listing && partner && canSeeListing(ctx.actor.viewer, listing, partner) ? listing : null;
  }
}
