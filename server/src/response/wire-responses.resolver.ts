import { Arg, Args, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { Config } from '../common/config.js';
import { decodeOrderedCursor, ListOrder, NEWEST_FIRST } from '../common/list-order.js';
import { emptyPage, pageWindow, TwoWayPageArgs, type Page } from '../common/paging.js';
import { onlookerOf, type Context } from '../common/context.js';
import { memberById } from '../member/member.loaders.js';
import { viewersPartner } from '../partner/partner.policy.js';
import { Wire } from '../wire/wire.entity.js';
import { WireStatus } from '../wire/wire.enums.js';
import { responseCapOf } from '../wire/wire.policy.js';
import { WireResponse } from './response.entity.js';
import {
  blockingResponsesByWireAndPartner,
  liveResponseCountByWire,
  responsesByWire,
} from './response.loaders.js';
import { myLiveResponse, responsesSeenOn, seesBuyerContact } from './response.policy.js';
import { WireResponsesFilter } from './response.inputs.js';
import { responsePagesByWire, type WireResponsesRequest } from './response.queries.js';
import { BuyerContact, ResponseConnection } from './response.types.js';
import { RespondRefusal, respondRefusal } from './response.transitions.js';

/** The fields of a Wire that concern its responses, with who may see which. */
@Resolver(() => Wire)
export class WireResponsesResolver {
  constructor(private readonly config: Pick<Config, 'maxLiveResponsesPerWire'>) {}

  @FieldResolver(() => Int, {
    description:
      'The most live (SENT or ACCEPTED) responses this wire takes (its buyer chose, else the server default); then it is `quotesFull`.',
  })
  maxResponses(@Root() wire: Wire): number {
    return responseCapOf(wire, this.config.maxLiveResponsesPerWire);
  }

  @FieldResolver(() => Boolean, {
    description:
      'Whether the wire has all the live responses it takes: it takes no more (the board shows "quotes full").',
  })
  async quotesFull(@Root() wire: Wire, @Ctx() ctx: Context): Promise<boolean> {
    return (
      (await ctx.loaders.load(liveResponseCountByWire, wire.id)) >=
      responseCapOf(wire, this.config.maxLiveResponsesPerWire)
    );
  }

  @FieldResolver(() => RespondRefusal, {
    nullable: true,
    description:
      'For a partner: why `respondToWire` would refuse them now (the same `extensions.reason` as its CONFLICT): NOT_OPEN, ALREADY_RESPONDED, DECLINED (the buyer declined their quote and has not reopened the wire to them) or QUOTES_FULL; null when they may respond, and for anyone who is not a partner. A board shows Respond only when it is null.',
  })
  async respondRefusal(@Root() wire: Wire, @Ctx() ctx: Context): Promise<RespondRefusal | null> {
    const partner = await viewersPartner(onlookerOf(ctx));
    if (!partner) return null;
    const [mine, liveCount] = await Promise.all([
      ctx.loaders.load(blockingResponsesByWireAndPartner, `${wire.id} ${partner.id}`),
      ctx.loaders.load(liveResponseCountByWire, wire.id),
    ]);
    return respondRefusal({
      wireOpen: wire.status === WireStatus.OPEN,
      mine,
      liveCount,
      maxResponses: responseCapOf(wire, this.config.maxLiveResponsesPerWire),
    });
  }

  @FieldResolver(() => [WireResponse], {
    description:
      'Every response at once, WITHDRAWN ones too (owner/admin: all; a partner: only their own; others: empty; the owner: none while `quotesSealed`). `responsesConnection` pages, filters and orders them.',
  })
  async responses(@Root() wire: Wire, @Ctx() ctx: Context): Promise<WireResponse[]> {
    const seen = await responsesSeenOn(onlookerOf(ctx), wire);
    if (!seen) return [];
    const all = await ctx.loaders.load(responsesByWire, wire.id);
    return seen === 'all' ? all : all.filter((response) => response.partner.id === seen.partnerId);
  }

  @FieldResolver(() => ResponseConnection, {
    description:
      "The wire's responses as a paged connection, newest first unless ordered, WITHDRAWN ones left out unless asked for: every response for the owner and admins (none for the owner while `quotesSealed`), only their own for a partner, none for others. To catch up: `filter: { updatedSince }` with `orderBy: { field: UPDATED, direction: ASC }`.",
  })
  async responsesConnection(
    @Root() wire: Wire,
    @Ctx() ctx: Context,
    @Args(() => TwoWayPageArgs) paging: TwoWayPageArgs,
    @Arg('filter', () => WireResponsesFilter, {
      nullable: true,
      description: 'Narrows the list (statuses, updatedSince, includeWithdrawn).',
    })
    filter?: WireResponsesFilter | null,
    @Arg('orderBy', () => ListOrder, { nullable: true, description: 'Default: CREATED DESC (newest first).' })
    orderBy?: ListOrder | null,
  ): Promise<Page<WireResponse>> {
    const window = pageWindow(paging);
    const order = orderBy ?? NEWEST_FIRST;
    decodeOrderedCursor(order, window.cursor, window.backward ? 'before' : 'after');
    const seen = await responsesSeenOn(onlookerOf(ctx), wire);
    if (!seen) return emptyPage();
    const request: WireResponsesRequest = {
      wireId: wire.id,
      partnerId: seen === 'all' ? null : seen.partnerId,
      window,
      filter: filter ?? null,
      order,
    };
    return ctx.loaders.load(responsePagesByWire, JSON.stringify(request));
  }

  @FieldResolver(() => WireResponse, {
    nullable: true,
    description: "The viewer's own live response, for a partner (null otherwise).",
  })
  myResponse(@Root() wire: Wire, @Ctx() ctx: Context): Promise<WireResponse | null> {
    return myLiveResponse(onlookerOf(ctx), wire);
  }

  @FieldResolver(() => BuyerContact, {
    nullable: true,
    description: 'Owner, admin, or a partner whose response was accepted; null for everyone else.',
  })
  async buyerContact(@Root() wire: Wire, @Ctx() ctx: Context): Promise<BuyerContact | null> {
    if (!(await seesBuyerContact(onlookerOf(ctx), wire))) return null;
    const owner = await ctx.loaders.load(memberById, wire.owner.id);
    return owner ? { name: owner.displayName, email: owner.email, phone: owner.phone } : null;
  }
}
