import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Money } from '../common/money.js';
import { WireKind } from '../wire/wire.enums.js';

@InputType('HealthPeriodInput', {
  description:
    'A period of whole UTC days: the last `days` days (today included), or `from`..`to` (both included). Give one or the other.',
})
export class HealthPeriodInput {
  @Field(() => Int, {
    nullable: true,
    description: 'The last 1 to 366 days, today included (the dashboard offers 7, 30 and 90).',
  })
  days?: number | null;

  @Field(() => String, { nullable: true, description: 'The first day, YYYY-MM-DD (UTC), with `to`.' })
  from?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The last day, YYYY-MM-DD (UTC), with `from`; at most 366 days after it.',
  })
  to?: string | null;
}

@ObjectType('HealthPeriod', { description: 'A period of whole UTC days, both ends included.' })
export class HealthPeriod {
  @Field(() => String, { description: 'The first day, YYYY-MM-DD.' }) from!: string;
  @Field(() => String, { description: 'The last day, YYYY-MM-DD.' }) to!: string;
  @Field(() => Int, { description: 'How many days it spans.' }) days!: number;
}

@ObjectType('HealthFigures', {
  description: 'How the wires posted in a period fared (quotes counted whenever they came).',
})
export class HealthFigures {
  @Field(() => Int, { description: 'Wires posted in the period, any status now.' }) wires!: number;

  @Field(() => Int, { description: 'Of those, how many had a quote within 24 hours of being posted.' })
  filledWithin24h!: number;

  @Field(() => Float, { description: 'filledWithin24h ÷ wires, 0..1 (0 without wires): the fill rate.' })
  fillRate!: number;

  @Field(() => Int, { description: 'Of the wires, how many have had at least one quote.' })
  quotedWires!: number;

  @Field(() => Float, {
    nullable: true,
    description:
      'The median time from posting to the first quote over the quoted wires, in minutes, read from buckets: half of them had their first quote within this many minutes (5, 10, 15, 30, 45, 60, 90, 120, 180, 240, 360, 480, 720, 1080, 1440, 2160, 2880, 4320, 7200, 10080, 20160 or 43200, the last meaning a month or more). Null when none was quoted.',
  })
  medianMinutesToFirstQuote!: number | null;

  @Field(() => Int, {
    description: 'Quotes those wires received, whatever their status now (withdrawn too).',
  })
  quotes!: number;

  @Field(() => Float, { description: 'quotes ÷ wires (0 without wires).' }) quotesPerWire!: number;

  @Field(() => Int, { description: 'Of the quotes, how many the buyers accepted.' }) acceptedQuotes!: number;

  @Field(() => Float, { description: 'acceptedQuotes ÷ quotes, 0..1 (0 without quotes).' })
  acceptanceRate!: number;

  @Field(() => [Money], {
    description:
      'The value of the accepted quotes, one amount per currency (currencies never converted). From the quotes until orders exist.',
  })
  acceptedValue!: Money[];
}

@ObjectType('HealthActors', { description: 'Who was active in a period, across the marketplace.' })
export class HealthActors {
  @Field(() => Int, { description: 'Partner businesses that sent at least one quote in the period.' })
  partners!: number;

  @Field(() => Int, { description: 'Buyers who posted at least one wire in the period.' })
  buyers!: number;
}

@ObjectType('HealthSegment', {
  description:
    "One slice of the marketplace (a kind, a state, or both): the period's figures and the previous period's.",
})
export class HealthSegment {
  @Field(() => WireKind, {
    nullable: true,
    description: 'The kind of wire; null when the slice is a state alone.',
  })
  kind!: WireKind | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The area the wires\' location names, its last part: the state in the marketplace\'s country ("Abuja" for "Wuse, Abuja"), the place itself where it is a state (labelled with the country, MARKET_COUNTRY: "Lagos" for "Lagos, Nigeria"), else the country. Null when the slice is a kind alone.',
  })
  state!: string | null;

  @Field(() => HealthFigures, { description: 'In the period.' }) current!: HealthFigures;
  @Field(() => HealthFigures, { description: 'In the period before, as long.' }) previous!: HealthFigures;
}

@ObjectType('HealthDay', { description: 'One UTC day of a period.' })
export class HealthDay {
  @Field(() => String, { description: 'The day, YYYY-MM-DD.' }) date!: string;
  @Field(() => Int, { description: 'Wires posted that day.' }) wires!: number;
  @Field(() => Int, { description: 'Of those, how many had a quote within 24 hours.' })
  filledWithin24h!: number;
  @Field(() => Int, { description: 'Quotes those wires received.' }) quotes!: number;
}

@ObjectType('MarketHealth', {
  description:
    "The marketplace's health for a period beside the period before it, overall and by kind and state.",
})
export class MarketHealth {
  @Field(() => HealthPeriod, { description: 'The period asked for.' }) period!: HealthPeriod;
  @Field(() => HealthPeriod, { description: 'The period just before, as many days.' })
  previousPeriod!: HealthPeriod;
  @Field(() => HealthFigures, { description: 'The whole marketplace in the period.' })
  current!: HealthFigures;
  @Field(() => HealthFigures, { description: 'The whole marketplace in the period before.' })
  previous!: HealthFigures;
  @Field(() => HealthActors, { description: 'Who was active in the period.' }) actors!: HealthActors;
  @Field(() => HealthActors, { description: 'Who was active in the period before.' })
  previousActors!: HealthActors;
  @Field(() => [HealthSegment], { description: 'Per kind of wire, most wires first.' })
  byKind!: HealthSegment[];
  @Field(() => [HealthSegment], { description: 'Per state, most wires (this period) first.' })
  byState!: HealthSegment[];
  @Field(() => [HealthSegment], { description: 'Per kind and state, most wires (this period) first.' })
  byKindAndState!: HealthSegment[];
  @Field(() => [HealthDay], { description: 'Each day of the period, oldest first (zeros included).' })
  daily!: HealthDay[];
  @Field(() => [HealthDay], { description: 'Each day of the period before, oldest first.' })
  previousDaily!: HealthDay[];
}
