import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  Info,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { IdArg } from '../common/ids.js';
import type { GraphQLResolveInfo } from 'graphql';
import { readerOf, requireViewer } from '../common/actor.js';
import type { Config } from '../common/config.js';
import { IdempotencyKeyArg } from '../common/idempotency.js';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { GeoPoint } from '../common/geo.js';
import { PageArgs, TwoWayPageArgs, type Page } from '../common/paging.js';
import { live } from '../common/resolvers.js';
import { selects } from '../common/selection.js';
import { Role } from '../common/role.js';
import { ApiTokenScope } from '../common/api-token-scope.js';
import { Auth, Public } from '../auth/auth.directive.js';
import { memberById } from '../member/member.loaders.js';
import { partnerByMember } from '../partner/partner.loaders.js';
import { attachmentKey, filesOf } from '../storage/file-attachments.js';
import { StoredFile } from '../storage/stored-file.entity.js';
import { FileAttachment } from '../storage/stored-file.enums.js';
import { Wire } from './wire.entity.js';
import { isOwner, isSealed, seesResponseCount } from './wire.policy.js';
import type { WireMessage } from './wire.events.js';
import { MyWiresFilter, PostWireInput, WireboardFilter } from './wire.inputs.js';
import { ListOrder } from '../common/list-order.js';
import { AdminWiresFilter } from './admin-wires.inputs.js';
import type { WireCommands } from './wire.commands.js';
import type { WireQueries } from './wire.queries.js';
import type { WireStreams } from './wire.streams.js';
import { Budget, WireConnection, WireEvent, WireRules } from './wire.types.js';
import { boardCost } from './wire-cost.js';

type BoardArgs = { filter?: WireboardFilter | null };

/** The filter of a board's event stream: the board's own, so only its events arrive. */
const BoardEventsFilter = () =>
  Arg('filter', () => WireboardFilter, {
    description: 'The same filter as the board shown, so only its events arrive.',
    nullable: true,
  });

@Resolver(() => Wire)
export class WireResolver {
  constructor(
    private readonly config: Config,
    private readonly queries: WireQueries,
    private readonly commands: WireCommands,
    readonly streams: WireStreams,
  ) {}

  @Public()
  @Query(() => WireConnection, { description: 'OPEN wires, newest first.', complexity: boardCost })
  wireboard(
    @Ctx() ctx: Context,
    @Args(() => PageArgs) { first, after }: PageArgs,
    @Arg('filter', () => WireboardFilter, {
      description: 'Narrows the board (kinds, text, near, budget).',
      nullable: true,
    })
    filter: WireboardFilter | null | undefined,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Page<Wire>> {
    // the total asked for: read with the page when the counter keeps it (one statement)
    return this.queries.wireboard(readerOf(ctx.actor), filter, first, after, selects(info, 'totalCount'));
  }

  @Public()
  @Query(() => Wire, { description: 'NOT_FOUND when unknown; a REMOVED wire only for its owner and admins.' })
  wire(@IdArg('id', "The wire's id.") id: string, @Ctx() ctx: Context): Promise<Wire> {
    return this.queries.findVisible(ctx.actor, id);
  }

  @Auth()
  @Query(() => WireConnection, {
    description:
      "The viewer's own wires, every status unless filtered, newest first unless ordered; read forward (`first`/`after`) or from the end (`last`/`before`). To catch up after a gap: `filter: { updatedSince }` with `orderBy: { field: UPDATED, direction: ASC }`.",
  })
  myWires(
    @Ctx() ctx: Context,
    @Args(() => TwoWayPageArgs) paging: TwoWayPageArgs,
    @Arg('filter', () => MyWiresFilter, {
      nullable: true,
      description: 'Narrows the list (statuses, updatedSince).',
    })
    filter?: MyWiresFilter | null,
    @Arg('orderBy', () => ListOrder, { nullable: true, description: 'Default: CREATED DESC (newest first).' })
    orderBy?: ListOrder | null,
  ): Promise<Page<Wire>> {
    return this.queries.myWires(ctx.actor, paging, filter, orderBy);
  }

  @Auth(Role.PARTNER)
  @Query(() => WireConnection, {
    description:
      'OPEN wires matching my categories and service area, and those a buyer invited me to (`invited`); empty until the partner is APPROVED.',
    complexity: boardCost,
  })
  async partnerWireboard(
    @Ctx() ctx: Context,
    @Args(() => PageArgs) { first, after }: PageArgs,
    @Arg('filter', () => WireboardFilter, {
      nullable: true,
      description: 'Narrows my matches further, as on the public board (kinds, text, near, budget).',
    })
    filter?: WireboardFilter | null,
    @Arg('updatedSince', () => Date, {
      nullable: true,
      description:
        'Only wires whose updatedAt is at or after this instant (to the millisecond): to catch up, the updatedAt of the last one seen. Wires that left the board are in `events`.',
    })
    updatedSince?: Date | null,
  ): Promise<Page<Wire>> {
    const partner = await ctx.loaders.load(partnerByMember, requireViewer(ctx.actor).id);
    return this.queries.partnerWireboard(ctx.actor.em, partner, first, after, filter, updatedSince);
  }

  @Auth({ scopes: [ApiTokenScope.WIRES] })
  @Mutation(() => Wire, {
    description:
      'Posts a wire (a request for building materials or property) as the signed-in account: OPEN at once, matched to the partners whose categories and area cover it, who hear of it live. Every problem of the input is answered at once, each at its field; at most POST_WIRE_LIMIT_PER_MEMBER (20) wires per member per rate-limit window (15 minutes).',
  })
  postWire(
    @Arg('input', () => PostWireInput, { description: 'What is wanted, where, by when, for how much.' })
    input: PostWireInput,
    @IdempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<Wire> {
    return this.commands.postWire(ctx.actor, input, idempotencyKey);
  }

  @Auth({ scopes: [ApiTokenScope.WIRES] })
  @Mutation(() => Wire, {
    description:
      'The owner keeps an OPEN wire open longer: `days` more from its expiry (or from now, if past), at most 60 days from now (CONFLICT when it already is).',
  })
  extendWire(
    @IdArg('id', "The wire's id.") id: string,
    @Arg('days', () => Int, { description: 'How many days more: 1 to 60.' }) days: number,
    @Ctx() ctx: Context,
  ): Promise<Wire> {
    return this.commands.extendWire(ctx.actor, id, days);
  }

  @Auth({ scopes: [ApiTokenScope.WIRES] })
  @Mutation(() => Wire, {
    description:
      'The owner (or an admin) changes how many live quotes an OPEN wire takes: 1 to `wireRules.maxResponsesLimit`, not below the live quotes it has (BAD_USER_INPUT at `maxResponses`).',
  })
  setWireMaxResponses(
    @IdArg('id', "The wire's id.") id: string,
    @Arg('maxResponses', () => Int, { description: 'How many live quotes it takes from now on.' })
    maxResponses: number,
    @Ctx() ctx: Context,
  ): Promise<Wire> {
    return this.commands.setMaxResponses(ctx.actor, id, maxResponses);
  }

  @Public()
  @Query(() => WireRules, { description: 'The rules a new wire is posted under (for forms to show).' })
  wireRules(): WireRules {
    return {
      defaultMaxResponses: this.config.maxLiveResponsesPerWire,
      maxResponsesLimit: this.config.maxResponseCap,
      maxInvites: this.config.wireMaxInvites,
    };
  }

  @Auth({ scopes: [ApiTokenScope.WIRES] })
  @Mutation(() => Wire, {
    description: 'Owner or admin; the wire must be OPEN. Closing a closed wire again answers it as it is.',
  })
  closeWire(
    @IdArg('id', "The wire's id.") id: string,
    @IdempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<Wire> {
    return this.commands.closeWire(ctx.actor, id, idempotencyKey);
  }

  @Public()
  @Subscription(() => WireEvent, {
    description: 'Public board events matching the filter (REMOVED: the wire left the open board).',
    subscribe: live(
      () => WireResolver,
      (resolver, args: BoardArgs) => resolver.streams.board(args.filter),
    ),
  })
  wireboardEvents(
    @Root() message: WireMessage,
    @Ctx() ctx: Context,
    @BoardEventsFilter() _filter?: WireboardFilter | null,
  ): Promise<WireEvent> {
    return this.wireEvent(message, ctx);
  }

  @Auth(Role.PARTNER)
  @Subscription(() => WireEvent, {
    description:
      'Events of wires matching my business; ends when the partner is not (or no longer) APPROVED.',
    subscribe: live(
      () => WireResolver,
      (resolver, args: BoardArgs, ctx) => resolver.streams.partner(requireViewer(ctx.actor).id, args.filter),
    ),
  })
  partnerWireboardEvents(
    @Root() message: WireMessage,
    @Ctx() ctx: Context,
    @BoardEventsFilter() _filter?: WireboardFilter | null,
  ): Promise<WireEvent> {
    return this.wireEvent(message, ctx);
  }

  @Auth(Role.ADMIN)
  @Subscription(() => WireEvent, {
    description:
      "The request table's events: wires the filter selects (its statuses aside: a wire leaving them is news too).",
    subscribe: live(
      () => WireResolver,
      (resolver, args: { filter?: AdminWiresFilter | null }) => resolver.streams.admin(args.filter),
    ),
  })
  adminWireEvents(
    @Root() message: WireMessage,
    @Ctx() ctx: Context,
    @Arg('filter', () => AdminWiresFilter, {
      nullable: true,
      description: "The table's filter (as adminWires); every wire when absent.",
    })
    _filter?: AdminWiresFilter | null,
  ): Promise<WireEvent> {
    return this.wireEvent(message, ctx);
  }

  @Auth()
  @Subscription(() => WireEvent, {
    description:
      "Events of my wires, live, with what only their buyer hears: the count of sealed quotes as each arrives or is withdrawn (never the quote), then their reveal at `revealAt` (an UPDATED event whose wire has `quotesSealed: false`). With `wireId`, that wire's alone (one of mine, or any for admins).",
    subscribe: live(
      () => WireResolver,
      (resolver, args: { wireId?: string | null }, ctx) => resolver.streams.owned(ctx.actor, args.wireId),
    ),
  })
  myWireEvents(
    @Root() message: WireMessage,
    @Ctx() ctx: Context,
    @IdArg('wireId', 'One wire only; every wire of mine when absent.', { nullable: true })
    _wireId?: string | null,
  ): Promise<WireEvent> {
    return this.wireEvent(message, ctx);
  }

  /**
   * The wire an event names, as this subscriber sees it. The wire and the records its fields need
   * are loaded once per event for every subscriber of the process (`WireEventScope`); what
   * depends on the viewer is decided by the field resolvers for this subscriber's own viewer.
   */
  private async wireEvent(message: WireMessage, ctx: Context): Promise<WireEvent> {
    try {
      this.streams.scopes.assertDelivered(message);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('UNAVAILABLE', 'This live update could not be loaded; reload to see it.', {
        cause: error,
      });
    }
    const scope = this.streams.scopes.of(message).enter(ctx);
    const wire = await scope.wire();
    if (!wire) throw new AppError('NOT_FOUND', 'This request no longer exists.');
    return { type: message.type, wire };
  }

  @FieldResolver(() => GeoPoint, {
    description: 'Where the property is wanted, or where materials are needed.',
  })
  location(@Root() wire: Wire): GeoPoint {
    return { label: wire.locationLabel, lat: wire.lat, lng: wire.lng };
  }

  @FieldResolver(() => Budget, {
    nullable: true,
    description: 'What the buyer means to spend; null when no budget was given.',
  })
  budget(@Root() wire: Wire): Budget | null {
    if (wire.budgetMin == null && wire.budgetMax == null) return null;
    return {
      min: wire.budgetMin,
      max: wire.budgetMax,
      currency: wire.currency ?? this.config.defaultCurrency,
    };
  }

  @FieldResolver(() => String, {
    description: 'The display name of the buyer, "A buyer" when unnamed, "Deleted account" once deleted.',
  })
  async ownerName(@Root() wire: Wire, @Ctx() ctx: Context): Promise<string> {
    const owner = await ctx.loaders.load(memberById, wire.owner.id);
    if (owner?.deletedAt) return 'Deleted account';
    return owner?.displayName || 'A buyer';
  }

  @FieldResolver(() => [StoredFile], {
    description: 'Photos and plans (images or PDF), in the order posted.',
  })
  attachments(@Root() wire: Wire, @Ctx() ctx: Context): Promise<StoredFile[]> {
    return ctx.loaders.load(filesOf, attachmentKey({ type: FileAttachment.WIRE, id: wire.id }));
  }

  @FieldResolver(() => Int, {
    description:
      'How many responses the wire has had, not counting withdrawn ones; 0 for all but its owner and admins while its quotes are sealed (`quotesSealed`).',
  })
  responseCount(@Root() wire: Wire, @Ctx() ctx: Context): number {
    return seesResponseCount(ctx.actor.viewer, wire) ? wire.responseCount : 0;
  }

  @FieldResolver(() => Boolean, {
    description:
      'Its quotes are sealed and `revealAt` has not come: partners see no count, the buyer sees the count but no quote, and no response can be accepted or declined yet.',
  })
  quotesSealed(@Root() wire: Wire): boolean {
    return isSealed(wire);
  }

  @FieldResolver(() => Boolean, { description: 'The viewer owns it.' })
  isMine(@Root() wire: Wire, @Ctx() ctx: Context): boolean {
    return isOwner(ctx.actor.viewer, wire);
  }
}
