import { UpdatedSinceField } from '../common/filter-fields.js';
import {
  ArrayMinSize,
  IsOptional,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IdField } from '../common/ids.js';
import { CURRENCY, CURRENCY_MESSAGE, DECIMAL, DECIMAL_MESSAGE, MoneyInput } from '../common/money.js';
import { MaxItems } from '../common/list-limits.js';
import { ProductCategory } from './product.enums.js';

export const PRODUCT_LIMITS = {
  nameMin: 2,
  name: 120,
  description: 2000,
  unit: 40,
  images: 8,
  text: 200,
} as const;

@InputType('ProductInput', {
  description: 'A product as its partner writes it (create, or replace on update).',
})
export class ProductInput {
  @Field(() => String, { description: `${PRODUCT_LIMITS.nameMin}..${PRODUCT_LIMITS.name} characters` })
  @MinLength(PRODUCT_LIMITS.nameMin, {
    message: `The name needs at least ${PRODUCT_LIMITS.nameMin} characters.`,
  })
  @MaxLength(PRODUCT_LIMITS.name, { message: `At most ${PRODUCT_LIMITS.name} characters.` })
  name!: string;

  @Field(() => ProductCategory, { description: 'The catalogue category it is listed under.' })
  category!: ProductCategory;

  @Field(() => String, { nullable: true, description: `At most ${PRODUCT_LIMITS.description} characters.` })
  @IsOptional()
  @MaxLength(PRODUCT_LIMITS.description, { message: `At most ${PRODUCT_LIMITS.description} characters.` })
  description?: string | null;

  @Field(() => String, {
    description: `What the price is for, e.g. "bag (50 kg)"; 1..${PRODUCT_LIMITS.unit} characters.`,
  })
  @MinLength(1, { message: 'Name the unit (bag, tonne, piece…).' })
  @MaxLength(PRODUCT_LIMITS.unit, { message: `At most ${PRODUCT_LIMITS.unit} characters.` })
  unit!: string;

  @Field(() => MoneyInput, {
    description: 'The price per unit (0 or more); the currency defaults to the configured one.',
  })
  @ValidateNested()
  price!: MoneyInput;

  @Field(() => Boolean, {
    nullable: true,
    defaultValue: true,
    description: 'Whether it can be supplied now (default true).',
  })
  @IsOptional()
  inStock?: boolean | null;

  @IdField(
    'Uploaded images in display order (the first is the main one). On update, omitted keeps the current images.',
    { nullable: true, list: true },
  )
  @IsOptional()
  @MaxItems(PRODUCT_LIMITS.images)
  imageIds?: string[] | null;
}

@InputType('MyProductsFilter', {
  description: "Narrows the partner's own products; every filter is optional.",
})
export class MyProductsFilter {
  @Field(() => String, {
    nullable: true,
    description: `Full-text search, at most ${PRODUCT_LIMITS.text} characters.`,
  })
  @IsOptional()
  @MaxLength(PRODUCT_LIMITS.text, { message: `At most ${PRODUCT_LIMITS.text} characters.` })
  text?: string | null;

  @Field(() => [ProductCategory], { nullable: true, description: 'Non-empty when given.' })
  @IsOptional()
  @ArrayMinSize(1, { message: 'Choose at least one category.' })
  categories?: ProductCategory[] | null;

  @UpdatedSinceField()
  updatedSince?: Date | null;
}

@InputType('ProductsFilter', { description: "The public catalogue's filter." })
export class ProductsFilter extends MyProductsFilter {
  @IdField("One partner's products.", { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'This partner does not exist.' })
  partnerId?: string | null;

  @Field(() => String, { nullable: true, description: 'Lowest price (decimal string), in `currency`.' })
  @IsOptional()
  @Matches(DECIMAL, { message: DECIMAL_MESSAGE })
  priceMin?: string | null;

  @Field(() => String, { nullable: true, description: 'Highest price (decimal string), in `currency`.' })
  @IsOptional()
  @Matches(DECIMAL, { message: DECIMAL_MESSAGE })
  priceMax?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'ISO 4217. Only products priced in it; a price range applies in it (the configured currency when omitted).',
  })
  @IsOptional()
  @Matches(CURRENCY, { message: CURRENCY_MESSAGE })
  currency?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'true: only products in stock.' })
  @IsOptional()
  inStock?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true: only products of verified businesses (verified and not expired).',
  })
  @IsOptional()
  verifiedOnly?: boolean | null;
}
