import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Money } from '../common/money.js';

@ObjectType('MarketStats')
export class MarketStats {
  @Field(() => Int) openWires!: number;
  @Field(() => Int) approvedPartners!: number;
}

@ObjectType('ResponsesWeek', { description: 'One ISO week (Monday, UTC) of a partner’s responses.' })
export class ResponsesWeek {
  @Field(() => String, { description: 'The Monday the week starts on, as YYYY-MM-DD (UTC).' })
  weekStart!: string;

  @Field(() => Int, { description: 'Responses sent that week.' }) sent!: number;

  @Field(() => Int, { description: 'Of those, how many the buyers accepted.' }) accepted!: number;
}

@ObjectType('PartnerDashboard')
export class PartnerDashboard {
  @Field(() => Int) matchingOpenWires!: number;
  @Field(() => Int) responsesSent!: number;
  @Field(() => Int) responsesAccepted!: number;
  @Field(() => Float, { description: 'Accepted ÷ sent, 0..1 (0 before the first response).' })
  acceptanceRate!: number;

  @Field(() => Int) products!: number;
  @Field(() => Int, { description: 'Products not hidden (on the public catalogue once approved).' })
  visibleProducts!: number;

  @Field(() => Int) listings!: number;
  @Field(() => Int) activeListings!: number;

  @Field(() => [Money], { description: "Accepted quotes' total value, one amount per currency." })
  acceptedQuoteValue!: Money[];

  @Field(() => [ResponsesWeek], { description: 'The last 12 weeks, oldest first, this week last.' })
  responsesPerWeek!: ResponsesWeek[];
}
