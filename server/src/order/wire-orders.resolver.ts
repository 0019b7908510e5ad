import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../common/context.js';
import { WireResponse } from '../response/response.entity.js';
import { Wire } from '../wire/wire.entity.js';
import { Order } from './order.entity.js';
import { orderByResponse, ordersByWire } from './order.loaders.js';
import { seesOrder } from './order.policy.js';
import { partnerById } from '../partner/partner.loaders.js';

/** The parties' (and admins') way from a wire or a response to its orders. */
async function visible(orders: Order[], ctx: Context): Promise<Order[]> {
  const seen = await Promise.all(
    orders.map(async (order) => {
      const partner = await ctx.loaders.load(partnerById, order.partner.id);
      return seesOrder(ctx.actor.viewer, {
        buyerId: order.buyer.id,
        partnerMemberId: partner?.member.id ?? '',
      });
    }),
  );
  return orders.filter((_order, index) => seen[index]);
}

@Resolver(() => Wire)
export class WireOrdersResolver {
  @FieldResolver(() => [Order], {
    description:
      "The orders made from this wire's accepted quotes that I may see (its buyer, their partners, admins).",
  })
  async orders(@Root() wire: Wire, @Ctx() ctx: Context): Promise<Order[]> {
    return visible(await ctx.loaders.load(ordersByWire, wire.id), ctx);
  }
}

@Resolver(() => WireResponse)
export class ResponseOrderResolver {
  @FieldResolver(() => Order, {
    nullable: true,
    description:
      'The order this response became once accepted, for its two parties and admins; null otherwise.',
  })
  async order(@Root() response: WireResponse, @Ctx() ctx: Context): Promise<Order | null> {
    const order = await ctx.loaders.load(orderByResponse, response.id);
    return order ? ((await visible([order], ctx))[0] ?? null) : null;
  }
}
