import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Money } from '../common/money.js';

@ObjectType('MarketStats', { description: "The marketplace's headline counts, as the home page shows them." })
export class MarketStats {
  @Field(() => Int, { description: 'How many wires are OPEN now.' }) openWires!: number;
  @Field(() => Int, { description: 'How many partner businesses are APPROVED now.' })
  approvedPartners!: number;
}

@ObjectType('ResponsesWeek', { description: 'One ISO week (Monday, UTC) of a partner’s responses.' })
export class ResponsesWeek {
  @Field(() => String, { description: 'The Monday the week starts on, as YYYY-MM-DD (UTC).' })
  weekStart!: string;

  @Field(() => Int, { description: 'Responses sent that week.' }) sent!: number;

  @Field(() => Int, { description: 'Of those, how many the buyers accepted.' }) accepted!: number;
}

@ObjectType('PartnerDashboard', {
  description: "The signed-in partner's figures, as its dashboard shows them.",
})
export class PartnerDashboard {
  @Field(() => Int, {
    description:
      'OPEN wires of its categories inside its service area now; 0 unless the partner is APPROVED.',
  })
  matchingOpenWires!: number;

  @Field(() => Boolean, {
    description:
      'True when `matchingOpenWires` is an estimate: above 1,000 matches the planner estimates instead of counting.',
  })
  matchingOpenWiresIsEstimate!: boolean;

  @Field(() => Int, { description: 'Every response the partner has sent, whatever its status now.' })
  responsesSent!: number;

  @Field(() => Int, { description: 'Of those, how many the buyers accepted.' }) responsesAccepted!: number;
  @Field(() => Float, { description: 'Accepted ÷ sent, 0..1 (0 before the first response).' })
  acceptanceRate!: number;

  @Field(() => Int, { description: "The partner's products, hidden ones included." }) products!: number;
  @Field(() => Int, { description: 'Products not hidden (on the public catalogue once approved).' })
  visibleProducts!: number;

  @Field(() => Int, { description: "The partner's property listings, whatever their status." })
  listings!: number;
  @Field(() => Int, { description: 'Of those, how many are ACTIVE.' }) activeListings!: number;

  @Field(() => [Money], { description: "Accepted quotes' total value, one amount per currency." })
  acceptedQuoteValue!: Money[];

  @Field(() => [ResponsesWeek], { description: 'The last 12 weeks, oldest first, this week last.' })
  responsesPerWeek!: ResponsesWeek[];
}
