import { IsOptional, MaxDate, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { Field, Float, InputType } from 'type-graphql';
import { StatusesField, UpdatedSinceField } from '../common/filter-fields.js';
import { IdField } from '../common/ids.js';
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
  @IdField("A product of the responding partner's own catalogue, not hidden.")
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
  @IdField('The OPEN wire to answer.') wireId!: string;

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

  @IdField('PROPERTY wires: one of my ACTIVE listings.', { nullable: true })
  @IsOptional()
  offeredPropertyId?: string | null;
}

@InputType('MyResponsesFilter', { description: "Narrows my business's responses; every filter is optional." })
export class MyResponsesFilter {
  @StatusesField(ResponseStatus, 'Only these statuses (non-empty when given).')
  statuses?: ResponseStatus[] | null;

  @UpdatedSinceField()
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

@InputType('ReviseResponseInput', {
  description:
    'A revision of my SENT quote: what is given replaces what it said (at least one part must change); the earlier version is kept in `revisions`.',
})
export class ReviseResponseInput {
  @IdField('My SENT response to revise.') id!: string;

  @Field(() => String, { nullable: true, description: 'A new message to the buyer (1 to 2,000 characters).' })
  @IsOptional()
  @MinLength(1, { message: 'Write a message to the buyer.' })
  @MaxLength(MESSAGE_MAX, { message: `At most ${MESSAGE_MAX} characters.` })
  message?: string | null;

  @Field(() => MoneyInput, {
    nullable: true,
    description:
      "A new total, in the quote's currency; with offered products it must equal their total (give new lines to change it).",
  })
  @IsOptional()
  @ValidateNested()
  quote?: MoneyInput | null;

  @Field(() => Date, {
    nullable: true,
    description: `A new date until which the quote holds: not in the past, at most ${FUTURE_YEARS_MAX} years ahead.`,
  })
  @IsOptional()
  @MaxDate(() => futureHorizon(), {
    message: `A quote can hold at most ${FUTURE_YEARS_MAX} years ahead.`,
  })
  validUntil?: Date | null;

  @Field(() => [OfferedProductInput], {
    nullable: true,
    description:
      'New lines replacing the offered products (BUILDING_MATERIALS wires); the total follows them.',
  })
  @IsOptional()
  @MaxItems(OFFERED_PRODUCTS_MAX)
  offeredProducts?: OfferedProductInput[] | null;
}

@InputType('CounterResponseInput', {
  description: 'What the buyer would accept instead of a SENT quote: a price and, optionally, terms.',
})
export class CounterResponseInput {
  @IdField('A SENT response to one of my wires.') id!: string;

  @Field(() => MoneyInput, {
    description: "The price I would accept, in the quote's currency (more than 0).",
  })
  @ValidateNested()
  amount!: MoneyInput;

  @Field(() => String, { nullable: true, description: 'My terms or a message (at most 2,000 characters).' })
  @IsOptional()
  @MaxLength(MESSAGE_MAX, { message: `At most ${MESSAGE_MAX} characters.` })
  message?: string | null;
}
