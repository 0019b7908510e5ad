import {
  Arg,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../app/context.js';
import { AppError } from '../app/errors.js';
import { Auth } from '../auth/auth.directive.js';
import { Public } from '../auth/public.directive.js';
import { Role } from '../auth/role.js';
import { viewerOf } from '../auth/viewer.js';
import type { WireMessage } from '../events/topics.js';
import { WireResponse } from '../response/response.entity.js';
import { Wire } from './wire.entity.js';
import { ResponseStatus } from './wire.enums.js';
import { PostWireInput, WireboardFilter } from './wire.inputs.js';
import { isOwnerOrAdmin } from './wire.service.js';
import { Budget, BuyerContact, GeoPoint, MarketStats, WireConnection, WireEvent } from './wire.types.js';

/**
 * The wire an event names, as this subscriber sees it. The wire and the records its fields need
 * are loaded once per event for every subscriber of the process (`WireEventScope`); what
 * depends on the viewer (`isMine`, `myResponse`, `responses`, `buyerContact`) is still resolved
 * for this subscriber's own viewer, batched across subscribers.
 */
async function wireEvent(message: WireMessage, ctx: Context): Promise<WireEvent> {
  const scopes = ctx.services.wires.eventScopes(ctx.services.orm);
  try {
    scopes.assertDelivered(message);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNAVAILABLE', 'This live update could not be loaded; reload to see it.', {
      cause: error,
    });
  }
  const scope = scopes.of(message);
  ctx.em = scope.em;
  ctx.loaders = scope.loaders.forViewer(ctx.viewer);
  const wire = await scope.wire();
  if (!wire) throw new AppError('NOT_FOUND', 'This request no longer exists.');
  return { type: message.type, wire };
}

@Resolver(() => Wire)
export class WireResolver {
  @Public()
  @Query(() => WireConnection, { description: 'OPEN wires, newest first.' })
  wireboard(
    @Ctx() ctx: Context,
    @Arg('filter', () => WireboardFilter, { nullable: true }) filter?: WireboardFilter | null,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<WireConnection> {
    return ctx.services.wires.wireboard(ctx.em, filter, first, after);
  }

  @Public()
  @Query(() => Wire, { description: 'NOT_FOUND when unknown; a REMOVED wire only for its owner and admins.' })
  wire(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Wire> {
    return ctx.services.wires.findVisible(ctx, id);
  }

  @Public()
  @Query(() => MarketStats)
  marketStats(@Ctx() ctx: Context): Promise<MarketStats> {
    return ctx.services.wires.marketStats(ctx.em);
  }

  @Auth()
  @Query(() => WireConnection, { description: "The viewer's own wires, every status, newest first." })
  myWires(
    @Ctx() ctx: Context,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<WireConnection> {
    return ctx.services.wires.myWires(ctx, viewerOf(ctx), first, after);
  }

  @Auth(Role.PARTNER)
  @Query(() => WireConnection, {
    description: 'OPEN wires matching my categories and service area; empty until the partner is APPROVED.',
  })
  async partnerWireboard(
    @Ctx() ctx: Context,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<WireConnection> {
    return ctx.services.wires.partnerWireboard(ctx.em, await ctx.loaders.viewerPartner(), first, after);
  }

  @Auth()
  @Mutation(() => Wire)
  postWire(@Arg('input', () => PostWireInput) input: PostWireInput, @Ctx() ctx: Context): Promise<Wire> {
    return ctx.services.wires.postWire(ctx, viewerOf(ctx), input);
  }

  @Auth()
  @Mutation(() => Wire, { description: 'Owner or admin; the wire must be OPEN.' })
  closeWire(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Wire> {
    return ctx.services.wires.closeWire(ctx, id);
  }

  @Auth()
  @Mutation(() => Wire, { description: 'Owner or admin; declines the remaining SENT responses.' })
  fulfillWire(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Wire> {
    return ctx.services.wires.fulfillWire(ctx, id);
  }

  @Public()
  @Subscription(() => WireEvent, {
    description: 'Public board events matching the filter (REMOVED: the wire left the open board).',
    subscribe: ({ args, context }) =>
      (context as Context).services.wires.boardEvents(
        args.filter as WireboardFilter | null,
        (context as Context).services.orm,
      ),
  })
  wireboardEvents(
    @Root() message: WireMessage,
    @Ctx() ctx: Context,
    @Arg('filter', () => WireboardFilter, { nullable: true }) _filter?: WireboardFilter | null,
  ): Promise<WireEvent> {
    return wireEvent(message, ctx);
  }

  @Auth(Role.PARTNER)
  @Subscription(() => WireEvent, {
    description:
      'Events of wires matching my business; ends when the partner is not (or no longer) APPROVED.',
    subscribe: async ({ context }) => {
      const ctx = context as Context;
      // a short-lived fork: the subscription keeps the service area, not an EntityManager
      const em = ctx.services.orm.em.fork() as EntityManager;
      const partner = await ctx.services.partners.partnerOf(em, viewerOf(ctx).id);
      return ctx.services.wires.partnerEvents(partner, ctx.services.orm);
    },
  })
  partnerWireboardEvents(@Root() message: WireMessage, @Ctx() ctx: Context): Promise<WireEvent> {
    return wireEvent(message, ctx);
  }

  @Auth(Role.ADMIN)
  @Subscription(() => WireEvent, {
    description: 'Every wire event (the request table).',
    subscribe: ({ context }) =>
      (context as Context).services.wires.allEvents((context as Context).services.orm),
  })
  adminWireEvents(@Root() message: WireMessage, @Ctx() ctx: Context): Promise<WireEvent> {
    return wireEvent(message, ctx);
  }

  @FieldResolver(() => GeoPoint)
  location(@Root() wire: Wire): GeoPoint {
    return { label: wire.locationLabel, lat: wire.lat, lng: wire.lng };
  }

  @FieldResolver(() => Budget, { nullable: true })
  budget(@Root() wire: Wire, @Ctx() ctx: Context): Budget | null {
    if (wire.budgetMin == null && wire.budgetMax == null) return null;
    return {
      min: wire.budgetMin,
      max: wire.budgetMax,
      currency: wire.currency ?? ctx.services.config.defaultCurrency,
    };
  }

  @FieldResolver(() => String, { description: 'The display name of the buyer, or "A buyer".' })
  async ownerName(@Root() wire: Wire, @Ctx() ctx: Context): Promise<string> {
    const owner = await ctx.loaders.members.load(wire.owner.id);
    return owner?.displayName || 'A buyer';
  }

  @FieldResolver(() => Boolean, { description: 'The viewer owns it.' })
  isMine(@Root() wire: Wire, @Ctx() ctx: Context): boolean {
    return ctx.viewer?.id === wire.owner.id;
  }

  @FieldResolver(() => [WireResponse], {
    description: 'Owner/admin: every response; a partner: only their own; others: empty.',
  })
  async responses(@Root() wire: Wire, @Ctx() ctx: Context): Promise<WireResponse[]> {
    if (isOwnerOrAdmin(ctx.viewer, wire)) return ctx.loaders.responsesByWire.load(wire.id);
    if (ctx.viewer?.role !== Role.PARTNER) return [];
    const partner = await ctx.loaders.viewerPartner();
    if (!partner) return [];
    const all = await ctx.loaders.responsesByWire.load(wire.id);
    return all.filter((response) => response.partner.id === partner.id);
  }

  @FieldResolver(() => WireResponse, {
    nullable: true,
    description: "The viewer's own live response, for a partner (null otherwise).",
  })
  myResponse(@Root() wire: Wire, @Ctx() ctx: Context): Promise<WireResponse | null> | null {
    return ctx.viewer?.role === Role.PARTNER ? ctx.loaders.myResponseByWire.load(wire.id) : null;
  }

  @FieldResolver(() => BuyerContact, {
    nullable: true,
    description: 'Owner, admin, or a partner whose response was accepted; null for everyone else.',
  })
  async buyerContact(@Root() wire: Wire, @Ctx() ctx: Context): Promise<BuyerContact | null> {
    let allowed = isOwnerOrAdmin(ctx.viewer, wire);
    if (!allowed && ctx.viewer?.role === Role.PARTNER) {
      const mine = await ctx.loaders.myResponseByWire.load(wire.id);
      allowed = mine?.status === ResponseStatus.ACCEPTED;
    }
    if (!allowed) return null;
    const owner = await ctx.loaders.members.load(wire.owner.id);
    return owner ? { name: owner.displayName, email: owner.email, phone: owner.phone } : null;
  }
}
