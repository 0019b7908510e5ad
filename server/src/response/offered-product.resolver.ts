import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { onlookerOf, type Context } from '../common/context.js';
import { fromCents, Money } from '../common/money.js';
import { Product } from '../product/product.entity.js';
import { visibleProduct } from '../product/product.policy.js';
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
    return visibleProduct(onlookerOf(ctx), line.product.id);
  }
}
