import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('MarketStats')
export class MarketStats {
  @Field(() => Int) openWires!: number;
  @Field(() => Int) approvedPartners!: number;
}

@ObjectType('PartnerDashboard')
export class PartnerDashboard {
  @Field(() => Int) matchingOpenWires!: number;
  @Field(() => Int) responsesSent!: number;
  @Field(() => Int) responsesAccepted!: number;
  @Field(() => Float) acceptanceRate!: number;
}
