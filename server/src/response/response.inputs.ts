import { ArrayMinSize, IsOptional, MaxDate, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { Field, Float, ID, InputType } from 'type-graphql';
import { FUTURE_YEARS_MAX, QUANTITY_RANGE_TEXT, futureHorizon } from '../common/input-bounds.js';
import { MoneyInput } from '../common/money.js';
import { MaxItems } from '../common/list-limits.js';
import { ResponseStatus } from './response.enums.js';

export const MESSAGE_MAX = 2000;
/** At most this many offered products in one quote (a wire has at most 50 lines too). */
export const OFFERED_PRODUCTS_MAX = 50;

/**
 * One line of an itemised quote. Its rules (a product of my catalogue, a quantity of at least 0.001
 * with at most three decimals, a decimal unit price ≥ 0) are checked by the service, so that an
 * error names the line: `offeredProducts[2].quantity`.
 */
@InputType('OfferedProductInput', {
  description: 'One line of an itemised quote: a product of my catalogue, a quantity and a unit price.',
})
export class OfferedProductInput {
  @Field(() => ID, { description: "A product of the responding partner's own catalogue, not hidden." })
  productId!: string;

  @Field(() => Float, { description: `How many units: ${QUANTITY_RANGE_TEXT}, with at most three decimals.` })
  quantity!: number;

  @Field(() => String, { description: 'A decimal ≥ 0 in the quote currency, e.g. "4500" or "4500.50".' })
  unitPrice!: string;
}

@InputType('RespondToWireInput', {
  description:
    "A partner's answer to an OPEN wire: a message and a quote (an amount, itemised products, or a property listing).",
})
export class RespondToWireInput {
  @Field(() => ID, { description: 'The OPEN wire to answer.' }) wireId!: string;

  @Field(() => String, { description: 'What to tell the buyer (1 to 2,000 characters).' })
  @MinLength(1, { message: 'Write a message to the buyer.' })
  @MaxLength(MESSAGE_MAX, { message: `At most ${MESSAGE_MAX} characters.` })
  message!: string;

  @Field(() => MoneyInput, {
    nullable: true,
    description:
      'Required, unless products are offered (then the amount is their total, and a given amount must equal it) ' +
      "or a listing is (then it defaults to the listing's price).",
  })
  @IsOptional()
  @ValidateNested()
  quote?: MoneyInput | null;

  @Field(() => Date, {
    nullable: true,
    description: `Until when the quote holds (optional): not in the past, at most ${FUTURE_YEARS_MAX} years ahead.`,
  })
  @IsOptional()
  @MaxDate(() => futureHorizon(), {
    message: `A quote can hold at most ${FUTURE_YEARS_MAX} years ahead.`,
  })
  validUntil?: Date | null;

  @Field(() => [OfferedProductInput], {
    nullable: true,
    description: "BUILDING_MATERIALS wires: lines from my catalogue, in the quote's currency.",
  })
  @IsOptional()
  @MaxItems(OFFERED_PRODUCTS_MAX)
  offeredProducts?: OfferedProductInput[] | null;

  @Field(() => ID, { nullable: true, description: 'PROPERTY wires: one of my ACTIVE listings.' })
  @IsOptional()
  offeredPropertyId?: string | null;
}

@InputType('MyResponsesFilter', { description: "Narrows my business's responses; every filter is optional." })
export class MyResponsesFilter {
  @Field(() => [ResponseStatus], {
    nullable: true,
    description: 'Only these statuses (non-empty when given).',
  })
  @IsOptional()
  @ArrayMinSize(1, { message: 'Choose at least one status.' })
  statuses?: ResponseStatus[] | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'Only records whose updatedAt is at or after this instant (to the millisecond): to catch up, the updatedAt of the last one seen.',
  })
  @IsOptional()
  updatedSince?: Date | null;
}

@InputType('WireResponsesFilter', {
  description:
    "Narrows a wire's responses; every filter is optional. WITHDRAWN ones are left out unless asked for.",
})
export class WireResponsesFilter extends MyResponsesFilter {
  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description:
      'Also list WITHDRAWN responses (default false); naming WITHDRAWN in `statuses` asks for them too.',
  })
  @IsOptional()
  includeWithdrawn?: boolean | null;
}
