import {
  ArrayMaxSize,
  ArrayMinSize,
  IsLatitude,
  IsLongitude,
  IsOptional,
  IsPositive,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { PropertyDeal, PropertyType, WireKind } from './wire.enums.js';

export const WIRE_LIMITS = {
  title: 120,
  description: 2000,
  label: 200,
  material: 120,
  unit: 32,
  text: 200,
  lines: 50,
  message: 2000,
} as const;

/** A decimal string with at most 12 integer and 2 fraction digits (numeric(14,2)). */
export const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;
export const CURRENCY = /^[A-Z]{3}$/;

/** "1500" → "1500.00", as PostgreSQL's numeric(14,2) gives it back. */
export function toDecimal(value: string): string {
  return Number(value).toFixed(2);
}
const DECIMAL_MESSAGE = 'Enter an amount such as 1500 or 1500.50.';
const CURRENCY_MESSAGE = 'Use a three-letter ISO 4217 currency code, such as NGN.';

@InputType('NearInput')
export class NearInput {
  @Field(() => Float) @IsLatitude({ message: 'Latitude must be between -90 and 90.' }) lat!: number;
  @Field(() => Float) @IsLongitude({ message: 'Longitude must be between -180 and 180.' }) lng!: number;
  @Field(() => Float, { description: '1..500' })
  @Min(1, { message: 'The radius is at least 1 km.' })
  @Max(500, { message: 'The radius is at most 500 km.' })
  radiusKm!: number;
}

@InputType('WireboardFilter')
export class WireboardFilter {
  @Field(() => [WireKind], { nullable: true, description: 'Non-empty when given.' })
  @IsOptional()
  @ArrayMinSize(1, { message: 'Choose at least one kind.' })
  kinds?: WireKind[] | null;

  @Field(() => String, { nullable: true, description: 'Full-text search, at most 200 characters.' })
  @IsOptional()
  @MaxLength(WIRE_LIMITS.text, { message: `At most ${WIRE_LIMITS.text} characters.` })
  text?: string | null;

  @Field(() => NearInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  near?: NearInput | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(DECIMAL, { message: DECIMAL_MESSAGE })
  budgetMin?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(DECIMAL, { message: DECIMAL_MESSAGE })
  budgetMax?: string | null;
}

@InputType('GeoPointInput')
export class GeoPointInput {
  @Field(() => String)
  @MinLength(1, { message: 'Enter a place name.' })
  @MaxLength(WIRE_LIMITS.label, { message: `At most ${WIRE_LIMITS.label} characters.` })
  label!: string;

  @Field(() => Float) @IsLatitude({ message: 'Latitude must be between -90 and 90.' }) lat!: number;
  @Field(() => Float) @IsLongitude({ message: 'Longitude must be between -180 and 180.' }) lng!: number;
}

@InputType('BudgetInput')
export class BudgetInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(DECIMAL, { message: DECIMAL_MESSAGE })
  min?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(DECIMAL, { message: DECIMAL_MESSAGE })
  max?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 4217; the configured default when omitted.' })
  @IsOptional()
  @Matches(CURRENCY, { message: CURRENCY_MESSAGE })
  currency?: string | null;
}

@InputType('MaterialLineInput')
export class MaterialLineInput {
  @Field(() => String)
  @MinLength(1, { message: 'Name the material.' })
  @MaxLength(WIRE_LIMITS.material, { message: `At most ${WIRE_LIMITS.material} characters.` })
  material!: string;

  @Field(() => Float)
  @IsPositive({ message: 'The quantity must be more than 0.' })
  @Max(1e9, { message: 'The quantity is too large.' })
  quantity!: number;

  @Field(() => String)
  @MinLength(1, { message: 'Name the unit (bags, tonnes, pieces…).' })
  @MaxLength(WIRE_LIMITS.unit, { message: `At most ${WIRE_LIMITS.unit} characters.` })
  unit!: string;
}

@InputType('PropertyWireInput')
export class PropertyWireInput {
  @Field(() => PropertyDeal) deal!: PropertyDeal;
  @Field(() => PropertyType) propertyType!: PropertyType;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Min(0, { message: 'Bedrooms cannot be negative.' })
  @Max(50, { message: 'At most 50 bedrooms.' })
  bedrooms?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsPositive({ message: 'The area must be more than 0.' })
  @Max(1e7, { message: 'The area is too large.' })
  minAreaM2?: number | null;
}

@InputType('MaterialsWireInput')
export class MaterialsWireInput {
  @Field(() => [MaterialLineInput], { description: '1..50 lines' })
  @ArrayMinSize(1, { message: 'Add at least one material.' })
  @ArrayMaxSize(WIRE_LIMITS.lines, { message: `At most ${WIRE_LIMITS.lines} lines.` })
  @ValidateNested({ each: true })
  lines!: MaterialLineInput[];

  @Field(() => Boolean) deliveryNeeded!: boolean;
}

@InputType('PostWireInput')
export class PostWireInput {
  @Field(() => WireKind) kind!: WireKind;

  @Field(() => String, { description: '3..120 characters' })
  @MinLength(3, { message: 'The title needs at least 3 characters.' })
  @MaxLength(WIRE_LIMITS.title, { message: `At most ${WIRE_LIMITS.title} characters.` })
  title!: string;

  @Field(() => String, { nullable: true, description: 'At most 2000 characters.' })
  @IsOptional()
  @MaxLength(WIRE_LIMITS.description, { message: `At most ${WIRE_LIMITS.description} characters.` })
  description?: string | null;

  @Field(() => GeoPointInput) @ValidateNested() location!: GeoPointInput;

  @Field(() => BudgetInput, { nullable: true }) @IsOptional() @ValidateNested() budget?: BudgetInput | null;

  @Field(() => Date, { nullable: true, description: 'Not in the past.' })
  @IsOptional()
  neededBy?: Date | null;

  @Field(() => PropertyWireInput, { nullable: true, description: 'Required when kind = PROPERTY.' })
  @IsOptional()
  @ValidateNested()
  property?: PropertyWireInput | null;

  @Field(() => MaterialsWireInput, {
    nullable: true,
    description: 'Required when kind = BUILDING_MATERIALS.',
  })
  @IsOptional()
  @ValidateNested()
  materials?: MaterialsWireInput | null;
}

@InputType('MoneyInput')
export class MoneyInput {
  @Field(() => String)
  @Matches(DECIMAL, { message: DECIMAL_MESSAGE })
  amount!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(CURRENCY, { message: CURRENCY_MESSAGE })
  currency?: string | null;
}

@InputType('RespondToWireInput')
export class RespondToWireInput {
  @Field(() => ID) wireId!: string;

  @Field(() => String)
  @MinLength(1, { message: 'Write a message to the buyer.' })
  @MaxLength(WIRE_LIMITS.message, { message: `At most ${WIRE_LIMITS.message} characters.` })
  message!: string;

  @Field(() => MoneyInput) @ValidateNested() quote!: MoneyInput;

  @Field(() => Date, { nullable: true }) @IsOptional() validUntil?: Date | null;
}
