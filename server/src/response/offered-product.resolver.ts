import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../common/context.js';
import { fromCents, Money } from '../common/money.js';
import { partnerById } from '../partner/partner.loaders.js';
import { Product } from '../product/product.entity.js';
import { productById } from '../product/product.loaders.js';
import { canSeeProduct } from '../product/product.policy.js';
import { OfferedProduct } from './offered-product.entity.js';
import { lineTotalCents } from './quote-lines.js';

@Resolver(() => OfferedProduct)
export class OfferedProductResolver {
  @FieldResolver(() => Money, { description: "In the quote's currency." })
  unitPrice(@Root() line: OfferedProduct): Money {
    return { amount: line.unitPrice, currency: line.currency };
  }

  @FieldResolver(() => Money, { description: 'quantity × unitPrice, rounded to the cent.' })
  lineTotal(@Root() line: OfferedProduct): Money {
    return { amount: fromCents(lineTotalCents(line.quantity, line.unitPrice)), currency: line.currency };
  }

  @FieldResolver(() => Product, {
    nullable: true,
    description:
      'The catalogue product as it is now; null once deleted, or no longer visible to the viewer (hidden).',
  })
  async product(@Root() line: OfferedProduct, @Ctx() ctx: Context): Promise<Product | null> {
    if (!line.product) return null;
    const product = await ctx.loaders.load(productById, line.product.id);
    const partner = product && (await ctx.loaders.load(partnerById, product.partner.id));
    return product && partner && canSeeProduct(ctx.actor.viewer, product, partner) ? product : null;
  }
}
