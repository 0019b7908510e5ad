import { Ctx, Field, FieldResolver, Float, ObjectType, Resolver, Root } from 'type-graphql';
import { onlookerOf, type Context } from '../common/context.js';
import { textFor } from '../common/contact-mask.js';
import { Money } from '../common/money.js';
import { CounterOffer } from './counter-offer.entity.js';
import { quoteTextOf } from './partner-text.js';
import { responseById } from './response.loaders.js';
import { ResponseStatus } from './response.enums.js';
import { ResponseRevision } from './response-revision.entity.js';

@ObjectType('RevisedProductLine', { description: 'A line of an earlier version of an itemised quote.' })
export class RevisedProductLine {
  @Field(() => String, {
    description: "The product's name; contacts in it are hidden as in `Response.message`.",
  })
  name!: string;
  @Field(() => String, { description: 'The unit it is sold in.' }) unit!: string;
  @Field(() => Float, { description: 'How many units.' }) quantity!: number;
  @Field(() => Money, { description: "In the quote's currency." }) unitPrice!: Money;
}

/** An earlier version's texts read as the quote's own do (masked until it is accepted). */
@Resolver(() => ResponseRevision)
export class ResponseRevisionResolver {
  @FieldResolver(() => Money, { description: 'The quoted total of this version.' })
  quote(@Root() revision: ResponseRevision): Money {
    return { amount: revision.quoteAmount, currency: revision.quoteCurrency };
  }

  @FieldResolver()
  async message(@Root() revision: ResponseRevision, @Ctx() ctx: Context): Promise<string> {
    return (await quoteTextOf(onlookerOf(ctx), revision.response.id, revision.message)).text;
  }

  @FieldResolver(() => [RevisedProductLine], { description: 'The itemised lines of this version, in order.' })
  offeredProducts(@Root() revision: ResponseRevision, @Ctx() ctx: Context): Promise<RevisedProductLine[]> {
    return Promise.all(
      revision.lines.map(async (line) => ({
        name: (await quoteTextOf(onlookerOf(ctx), revision.response.id, line.name)).text,
        unit: line.unit,
        quantity: line.quantity,
        unitPrice: { amount: line.unitPrice, currency: revision.quoteCurrency },
      })),
    );
  }
}

@Resolver(() => CounterOffer)
export class CounterOfferResolver {
  @FieldResolver(() => Money, { description: 'The price the buyer would accept.' })
  amount(@Root() counter: CounterOffer): Money {
    return { amount: counter.amount, currency: counter.currency };
  }

  /** The buyer's terms: contacts hidden from the partner until the quote is accepted. */
  @FieldResolver()
  async message(@Root() counter: CounterOffer, @Ctx() ctx: Context): Promise<string | null> {
    if (counter.message === null) return null;
    const response = await ctx.loaders.load(responseById, counter.response.id);
    return textFor(ctx.actor.viewer, counter.message, {
      writerId: counter.createdBy?.id ?? null,
      accepted: response?.status === ResponseStatus.ACCEPTED,
    }).text;
  }
}
