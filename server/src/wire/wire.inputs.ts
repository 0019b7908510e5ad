import {
  ArrayMinSize,
  IsDefined,
  IsOptional,
  MaxDate,
  MinDate,
  Validate,
  ValidateIf,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
  IsPositive,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { StatusesField, UpdatedSinceField } from '../common/filter-fields.js';
import { IdField } from '../common/ids.js';
import { GeoPointInput, NearInput } from '../common/geo.js';
import {
  FUTURE_YEARS_MAX,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_RANGE_TEXT,
  futureHorizon,
} from '../common/input-bounds.js';
import { MaxItems } from '../common/list-limits.js';
import { CURRENCY, CURRENCY_MESSAGE, DECIMAL, DECIMAL_MESSAGE } from '../common/money.js';
import { PropertyDeal, PropertyType, WireKind, WireStatus } from './wire.enums.js';
import { INVITE_IDS_MAX } from './wire-invite.limits.js';

/** How long a wire stays open: the buyer chooses 3 to 60 days when posting (30 unless said). */
export const WIRE_OPEN_DAYS = { min: 3, max: 60, default: 30 } as const;

export const WIRE_LIMITS = {
  title: 120,
  description: 2000,
  material: 120,
  unit: 32,
  text: 200,
  lines: 50,
  attachments: 10,
} as const;

@InputType('WireboardFilter', { description: 'Narrows the open wires of a board; every filter is optional.' })
export class WireboardFilter {
  @Field(() => [WireKind], { nullable: true, description: 'Non-empty when given.' })
  @IsOptional()
  @ArrayMinSize(1, { message: 'Choose at least one kind.' })
  kinds?: WireKind[] | null;

  @Field(() => String, { nullable: true, description: 'Full-text search, at most 200 characters.' })
  @IsOptional()
  @MaxLength(WIRE_LIMITS.text, { message: `At most ${WIRE_LIMITS.text} characters.` })
  text?: string | null;

  @Field(() => NearInput, { nullable: true, description: 'Only wires located within this circle.' })
  @IsOptional()
  @ValidateNested()
  near?: NearInput | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Only wires whose budget can reach this amount (their highest is at least it, or open); a decimal string such as "1500". Currencies are not converted.',
  })
  @IsOptional()
  @Matches(DECIMAL, { message: DECIMAL_MESSAGE })
  budgetMin?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Only wires whose budget starts at or below this amount (their lowest is at most it, or open); a decimal string such as "5000". Currencies are not converted.',
  })
  @IsOptional()
  @Matches(DECIMAL, { message: DECIMAL_MESSAGE })
  budgetMax?: string | null;
}

/** A budget's lowest amount is not above its highest (both given). */
@ValidatorConstraint({ name: 'minNotAboveMax' })
class MinNotAboveMax implements ValidatorConstraintInterface {
  validate(min: unknown, args: ValidationArguments): boolean {
    const max = (args.object as { max?: string | null }).max;
    return !min || !max || !(Number(min) > Number(max));
  }
  defaultMessage(): string {
    return 'The lowest budget cannot be more than the highest.';
  }
}

@InputType('BudgetInput', { description: 'A budget range; either end may be left open.' })
export class BudgetInput {
  @Field(() => String, {
    nullable: true,
    description:
      "The lowest amount, a decimal string in the currency's major unit (up to 12 integer and 2 fraction digits); not above `max`.",
  })
  @IsOptional()
  @Matches(DECIMAL, { message: DECIMAL_MESSAGE })
  @Validate(MinNotAboveMax)
  min?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The highest amount, a decimal string in the currency's major unit (up to 12 integer and 2 fraction digits).",
  })
  @IsOptional()
  @Matches(DECIMAL, { message: DECIMAL_MESSAGE })
  max?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 4217; the configured default when omitted.' })
  @IsOptional()
  @Matches(CURRENCY, { message: CURRENCY_MESSAGE })
  currency?: string | null;
}

@InputType('MaterialLineInput', { description: 'One material wanted: what, how much, in what unit.' })
export class MaterialLineInput {
  @Field(() => String, { description: 'The material, such as "Portland cement 50 kg": 1..120 characters.' })
  @MinLength(1, { message: 'Name the material.' })
  @MaxLength(WIRE_LIMITS.material, { message: `At most ${WIRE_LIMITS.material} characters.` })
  material!: string;

  @Field(() => Float, { description: `How many units: ${QUANTITY_RANGE_TEXT}.` })
  @Min(QUANTITY_MIN, { message: `The quantity must be at least ${QUANTITY_MIN}.` })
  @Max(QUANTITY_MAX, { message: 'The quantity is too large.' })
  quantity!: number;

  @Field(() => String, { description: 'The unit of the quantity (bags, tonnes, pieces…): 1..32 characters.' })
  @MinLength(1, { message: 'Name the unit (bags, tonnes, pieces…).' })
  @MaxLength(WIRE_LIMITS.unit, { message: `At most ${WIRE_LIMITS.unit} characters.` })
  unit!: string;
}

@InputType('PropertyWireInput', { description: 'What property a PROPERTY wire asks for.' })
export class PropertyWireInput {
  @Field(() => PropertyDeal, { description: 'To buy or to rent.' }) deal!: PropertyDeal;
  @Field(() => PropertyType, { description: 'The kind of property.' }) propertyType!: PropertyType;

  @Field(() => Int, { nullable: true, description: 'How many bedrooms at least: 0..50; omit for any.' })
  @IsOptional()
  @Min(0, { message: 'Bedrooms cannot be negative.' })
  @Max(50, { message: 'At most 50 bedrooms.' })
  bedrooms?: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'The smallest floor or plot area wanted, in square metres: more than 0, at most 10,000,000; omit for any.',
  })
  @IsOptional()
  @IsPositive({ message: 'The area must be more than 0.' })
  @Max(1e7, { message: 'The area is too large.' })
  minAreaM2?: number | null;
}

@InputType('MaterialsWireInput', {
  description: 'What building materials a BUILDING_MATERIALS wire asks for.',
})
export class MaterialsWireInput {
  @Field(() => [MaterialLineInput], { description: 'The materials, one line each (at least one).' })
  @ArrayMinSize(1, { message: 'Add at least one material.' })
  @MaxItems(WIRE_LIMITS.lines)
  @ValidateNested({ each: true })
  lines!: MaterialLineInput[];

  @Field(() => Boolean, { description: "Whether the materials must be delivered to the wire's location." })
  deliveryNeeded!: boolean;
}

@InputType('PostWireInput', { description: 'A new wire: what is wanted, where, by when and for how much.' })
export class PostWireInput {
  @Field(() => WireKind, {
    description: 'Property or building materials; decides which of `property` and `materials` is needed.',
  })
  kind!: WireKind;

  @Field(() => String, { description: '3..120 characters' })
  @MinLength(3, { message: 'The title needs at least 3 characters.' })
  @MaxLength(WIRE_LIMITS.title, { message: `At most ${WIRE_LIMITS.title} characters.` })
  title!: string;

  @Field(() => String, { nullable: true, description: 'At most 2000 characters.' })
  @IsOptional()
  @MaxLength(WIRE_LIMITS.description, { message: `At most ${WIRE_LIMITS.description} characters.` })
  description?: string | null;

  @Field(() => GeoPointInput, { description: 'Where the property is wanted, or where materials are needed.' })
  @ValidateNested()
  location!: GeoPointInput;

  @Field(() => BudgetInput, {
    nullable: true,
    description: 'What the buyer means to spend; omit for no budget.',
  })
  @IsOptional()
  @ValidateNested()
  budget?: BudgetInput | null;

  @Field(() => Date, {
    nullable: true,
    description: `Not in the past, and at most ${FUTURE_YEARS_MAX} years ahead.`,
  })
  @IsOptional()
  @MinDate(() => new Date(), { message: 'The date needed cannot be in the past.' })
  @MaxDate(() => futureHorizon(), {
    message: `The date needed can be at most ${FUTURE_YEARS_MAX} years ahead.`,
  })
  neededBy?: Date | null;

  @Field(() => Int, {
    nullable: true,
    description: `How many days it stays open for responses: ${WIRE_OPEN_DAYS.min} to ${WIRE_OPEN_DAYS.max}; ${WIRE_OPEN_DAYS.default} when not given. It can be extended later.`,
  })
  openForDays?: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'How many live (SENT or ACCEPTED) quotes it takes before it is `quotesFull`: 1 to `wireRules.maxResponsesLimit`; the server default (`wireRules.defaultMaxResponses`) when not given. It can be changed later (`setWireMaxResponses`).',
  })
  maxResponses?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Sealed quotes: partners cannot see how many quotes there are or what they say, and I see them only from `revealAt`. False when not given.',
  })
  sealed?: boolean | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'With `sealed`: when the quotes are revealed to me, at least an hour from now and not after the wire expires.',
  })
  revealAt?: Date | null;

  @Field(() => PropertyWireInput, { nullable: true, description: 'Required when kind = PROPERTY.' })
  @ValidateIf((input: PostWireInput) => input.kind === WireKind.PROPERTY || input.property != null)
  @IsDefined({ message: 'Say what property you are looking for.' })
  @ValidateNested()
  property?: PropertyWireInput | null;

  @Field(() => MaterialsWireInput, {
    nullable: true,
    description: 'Required when kind = BUILDING_MATERIALS.',
  })
  @ValidateIf((input: PostWireInput) => input.kind === WireKind.BUILDING_MATERIALS || input.materials != null)
  @IsDefined({ message: 'Add at least one material.' })
  @ValidateNested()
  materials?: MaterialsWireInput | null;

  @IdField('My uploads (photos, plans as images or PDF), in this order.', { nullable: true, list: true })
  @IsOptional()
  @MaxItems(WIRE_LIMITS.attachments)
  attachmentIds?: string[] | null;

  @IdField(
    'Approved partners to invite to quote from the start (ids of `PartnerCard`), as `invitePartners` would: at most `maxInvites`.',
    { nullable: true, list: true },
  )
  @IsOptional()
  @MaxItems(INVITE_IDS_MAX)
  invitePartnerIds?: string[] | null;
}

@InputType('MyWiresFilter', { description: "Narrows the viewer's own wires; every filter is optional." })
export class MyWiresFilter {
  @StatusesField(WireStatus, 'Only these statuses (non-empty when given).')
  statuses?: WireStatus[] | null;

  @UpdatedSinceField()
  updatedSince?: Date | null;
}
