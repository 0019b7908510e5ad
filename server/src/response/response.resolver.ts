import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { IdArg } from '../common/ids.js';
import { requireViewer } from '../common/actor.js';
import { IdempotencyKeyArg } from '../common/idempotency.js';
import { onlookerOf, type Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { Money } from '../common/money.js';
import { TwoWayPageArgs, type Page } from '../common/paging.js';
import { live } from '../common/resolvers.js';
import { Role } from '../common/role.js';
import { ApiTokenScope } from '../common/api-token-scope.js';
import { Auth } from '../auth/auth.directive.js';
import { visibleListing } from '../listing/listing.policy.js';
import { PropertyListing } from '../listing/property-listing.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { partnerById, partnerByMember } from '../partner/partner.loaders.js';
import { Wire } from '../wire/wire.entity.js';
import { wireById } from '../wire/wire.loaders.js';
import { memberById } from '../member/member.loaders.js';
import { OfferedProduct } from './offered-product.entity.js';
import { offeredProductsByResponse } from './offered-product.loaders.js';
import type { ResponseCommands } from './response.commands.js';
import { WireResponse } from './response.entity.js';
import type { ResponseMessage } from './response.events.js';
import {
  CounterResponseInput,
  MyResponsesFilter,
  RespondToWireInput,
  ReviseResponseInput,
} from './response.inputs.js';
import { CounterOffer } from './counter-offer.entity.js';
import { ResponseRevision } from './response-revision.entity.js';
import { counterOfferByResponse, revisionsByResponse } from './response-revision.loaders.js';
import { ListOrder } from '../common/list-order.js';
import { responseById } from './response.loaders.js';
import { seesPartnerContact } from './response.policy.js';
import type { ResponseQueries } from './response.queries.js';
import type { ResponseStreams } from './response.streams.js';
import { PartnerContact, ResponseConnection, ResponseEvent } from './response.types.js';

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
    @IdempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<WireResponse> {
    return this.commands.respond(ctx.actor, input, idempotencyKey);
  }

  @Auth(Role.PARTNER, { scopes: [ApiTokenScope.RESPONSES] })
  @Mutation(() => WireResponse, { description: 'Withdraws my own SENT response.' })
  withdrawResponse(
    @IdArg('id', "The response's id (one of my business's).") id: string,
    @Ctx() ctx: Context,
  ): Promise<WireResponse> {
    return this.commands.withdraw(ctx.actor, id);
  }

  @Auth(Role.PARTNER, { scopes: [ApiTokenScope.RESPONSES] })
  @Mutation(() => WireResponse, {
    description:
      'Revises my SENT quote (price, validity, products, message) until the buyer decides; the earlier version is kept in `revisions`, an OPEN counter-offer becomes ANSWERED, and the buyer is notified (event REVISED). CONFLICT with reason RESPONSE_<STANDING> once it is no longer SENT.',
  })
  reviseResponse(
    @Arg('input', () => ReviseResponseInput, { description: 'The response and what changes.' })
    input: ReviseResponseInput,
    @Ctx() ctx: Context,
  ): Promise<WireResponse> {
    return this.commands.revise(ctx.actor, input);
  }

  @Auth(Role.PARTNER, { scopes: [ApiTokenScope.RESPONSES] })
  @Mutation(() => WireResponse, {
    description:
      "Accepts the buyer's OPEN counter-offer on my SENT quote: the quote becomes its price (the earlier version kept in `revisions`; event COUNTER_ACCEPTED). CONFLICT with reason NO_COUNTER_OFFER when none is open.",
  })
  acceptCounterOffer(
    @IdArg('id', "The response's id (one of my business's).") id: string,
    @Ctx() ctx: Context,
  ): Promise<WireResponse> {
    return this.commands.acceptCounterOffer(ctx.actor, id);
  }

  @Auth({ scopes: [ApiTokenScope.WIRES] })
  @Mutation(() => WireResponse, {
    description:
      "The wire's owner (or an admin) counters a SENT quote with the price (and terms) they would accept; it supersedes an OPEN one. The partner is notified (event COUNTER_OFFERED) and may accept it or revise.",
  })
  counterResponse(
    @Arg('input', () => CounterResponseInput, { description: 'The response, the price and the terms.' })
    input: CounterResponseInput,
    @Ctx() ctx: Context,
  ): Promise<WireResponse> {
    return this.commands.counter(ctx.actor, input);
  }

  @Auth({ scopes: [ApiTokenScope.WIRES] })
  @Mutation(() => WireResponse, {
    description:
      "The wire's owner (or an admin) accepts a SENT response. Accepting an accepted response again answers it as it is (a retry cannot be told from the first answer).",
  })
  acceptResponse(
    @IdArg('id', "The response's id.") id: string,
    @IdempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<WireResponse> {
    return this.commands.decide(ctx.actor, id, true, idempotencyKey);
  }

  @Auth({ scopes: [ApiTokenScope.WIRES] })
  @Mutation(() => WireResponse, {
    description:
      "The wire's owner (or an admin) declines a SENT response. Declining a declined response again answers it as it is.",
  })
  declineResponse(
    @IdArg('id', "The response's id.") id: string,
    @IdempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<WireResponse> {
    return this.commands.decide(ctx.actor, id, false, idempotencyKey);
  }

  @Auth({ scopes: [ApiTokenScope.WIRES] })
  @Mutation(() => [WireResponse], {
    description:
      "The wire's owner (or an admin) lets a partner whose quote they declined quote again on the OPEN wire: answers the reopened responses (`reopenedAt` set); the partner is notified. CONFLICT with reason NOT_DECLINED when the partner has no declined quote there.",
  })
  reopenToPartner(
    @IdArg('wireId', "The wire's id (one of mine, or any for admins).")
    wireId: string,
    @IdArg('partnerId', 'The partner whose quote was declined.') partnerId: string,
    @Ctx() ctx: Context,
  ): Promise<WireResponse[]> {
    return this.commands.reopenToPartner(ctx.actor, wireId, partnerId);
  }

  @Auth({ scopes: [ApiTokenScope.WIRES] })
  @Mutation(() => Wire, {
    description:
      'Owner or admin; declines the remaining SENT responses. Fulfilling a fulfilled wire again answers it as it is.',
  })
  fulfillWire(
    @IdArg('id', "The wire's id.") id: string,
    @IdempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<Wire> {
    return this.commands.fulfillWire(ctx.actor, id, idempotencyKey);
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
    @IdArg('wireId', 'The wire (one of mine, or any for admins).') _wireId: string,
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
    if (!(await seesPartnerContact(onlookerOf(ctx), response))) return null;
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

  @FieldResolver(() => [ResponseRevision], {
    description: 'The earlier versions of this quote, oldest first (empty until it is revised).',
  })
  revisions(@Root() response: WireResponse, @Ctx() ctx: Context): Promise<ResponseRevision[]> {
    return ctx.loaders.load(revisionsByResponse, response.id);
  }

  @FieldResolver(() => CounterOffer, {
    nullable: true,
    description:
      "The buyer's latest counter-offer on this quote (OPEN while it waits for the partner); null when none.",
  })
  counterOffer(@Root() response: WireResponse, @Ctx() ctx: Context): Promise<CounterOffer | null> {
    return ctx.loaders.load(counterOfferByResponse, response.id);
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
    return visibleListing(onlookerOf(ctx), response.offeredProperty.id);
  }
}
