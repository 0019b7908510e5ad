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
import { refreshContext, type Context } from '../app/context.js';
import { AppError } from '../app/errors.js';
import { Auth } from '../auth/auth.directive.js';
import { Role } from '../auth/role.js';
import { viewerOf } from '../auth/viewer.js';
import type { ResponseMessage } from '../events/topics.js';
import { Partner } from '../partner/partner.entity.js';
import { Wire } from '../wire/wire.entity.js';
import { RespondToWireInput } from '../wire/wire.inputs.js';
import { Money, ResponseConnection, ResponseEvent } from '../wire/wire.types.js';
import { WireResponse } from './response.entity.js';

async function responseEvent(message: ResponseMessage, ctx: Context): Promise<ResponseEvent> {
  refreshContext(ctx);
  const response = await ctx.loaders.responses.load(message.responseId);
  if (!response) throw new AppError('NOT_FOUND', 'This response no longer exists.');
  return { type: message.type, response };
}

@Resolver(() => WireResponse)
export class ResponseResolver {
  @Auth(Role.PARTNER)
  @Query(() => ResponseConnection, { description: "My business's responses, newest first." })
  async myResponses(
    @Ctx() ctx: Context,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<ResponseConnection> {
    return ctx.services.responses.myResponses(ctx.em, await ctx.loaders.viewerPartner(), first, after);
  }

  @Auth(Role.PARTNER)
  @Mutation(() => WireResponse, {
    description: 'An APPROVED partner answers an OPEN wire; one live response per partner per wire.',
  })
  respondToWire(
    @Arg('input', () => RespondToWireInput) input: RespondToWireInput,
    @Ctx() ctx: Context,
  ): Promise<WireResponse> {
    return ctx.services.responses.respond(ctx, viewerOf(ctx), input);
  }

  @Auth(Role.PARTNER)
  @Mutation(() => WireResponse, { description: 'Withdraws my own SENT response.' })
  withdrawResponse(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<WireResponse> {
    return ctx.services.responses.withdraw(ctx, viewerOf(ctx), id);
  }

  @Auth()
  @Mutation(() => WireResponse, { description: "The wire's owner (or an admin) accepts a SENT response." })
  acceptResponse(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<WireResponse> {
    return ctx.services.responses.decide(ctx, id, true);
  }

  @Auth()
  @Mutation(() => WireResponse, { description: "The wire's owner (or an admin) declines a SENT response." })
  declineResponse(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<WireResponse> {
    return ctx.services.responses.decide(ctx, id, false);
  }

  @Auth()
  @Subscription(() => ResponseEvent, {
    description: "Responses to one wire, live; only for the wire's owner and admins.",
    subscribe: ({ args, context }) =>
      (context as Context).services.responses.wireEvents(context as Context, String(args.wireId)),
  })
  wireResponseEvents(
    @Root() message: ResponseMessage,
    @Ctx() ctx: Context,
    @Arg('wireId', () => ID) _wireId: string,
  ): Promise<ResponseEvent> {
    return responseEvent(message, ctx);
  }

  @Auth(Role.PARTNER)
  @Subscription(() => ResponseEvent, {
    description: "My business's responses, live (status changes).",
    subscribe: async ({ context }) => {
      const ctx = context as Context;
      const partner = await ctx.services.partners.partnerOf(ctx.em, viewerOf(ctx).id);
      return ctx.services.responses.partnerEvents(partner?.id ?? null);
    },
  })
  myResponseEvents(@Root() message: ResponseMessage, @Ctx() ctx: Context): Promise<ResponseEvent> {
    return responseEvent(message, ctx);
  }

  @FieldResolver(() => Wire)
  async wire(@Root() response: WireResponse, @Ctx() ctx: Context): Promise<Wire> {
    const wire = await ctx.loaders.wires.load(response.wire.id);
    if (!wire) throw new AppError('NOT_FOUND', 'This request no longer exists.');
    return wire;
  }

  @FieldResolver(() => Partner)
  async partner(@Root() response: WireResponse, @Ctx() ctx: Context): Promise<Partner> {
    const partner = await ctx.loaders.partners.load(response.partner.id);
    if (!partner) throw new AppError('NOT_FOUND', 'This partner no longer exists.');
    return partner;
  }

  @FieldResolver(() => Money)
  quote(@Root() response: WireResponse): Money {
    return { amount: response.quoteAmount, currency: response.quoteCurrency };
  }
}
