import { IsOptional, IsPositive, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { StatusesField, UpdatedSinceField } from '../common/filter-fields.js';
import { IdField } from '../common/ids.js';
import { GeoPointInput } from '../common/geo.js';
import { MoneyInput } from '../common/money.js';
import { MaxItems } from '../common/list-limits.js';
import { PropertyType } from '../wire/wire.enums.js';
import { ListingDeal, ListingStatus } from './listing.enums.js';

export const LISTING_LIMITS = {
  title: { min: 3, max: 120 },
  description: 2000,
  rooms: 50,
  areaM2: 1e7,
  images: 12,
  text: 200,
} as const;

@InputType('PropertyListingInput', { description: 'A listing as the partner writes it (create and update).' })
export class PropertyListingInput {
  @Field(() => String, { description: '3..120 characters' })
  @MinLength(LISTING_LIMITS.title.min, { message: 'The title needs at least 3 characters.' })
  @MaxLength(LISTING_LIMITS.title.max, { message: `At most ${LISTING_LIMITS.title.max} characters.` })
  title!: string;

  @Field(() => String, { nullable: true, description: 'At most 2000 characters.' })
  @IsOptional()
  @MaxLength(LISTING_LIMITS.description, { message: `At most ${LISTING_LIMITS.description} characters.` })
  description?: string | null;

  @Field(() => PropertyType, { description: 'The kind of property.' }) propertyType!: PropertyType;

  @Field(() => ListingDeal, { description: 'For sale or to rent.' }) deal!: ListingDeal;

  @Field(() => MoneyInput, { description: 'At least 0; the configured currency when omitted.' })
  @ValidateNested()
  price!: MoneyInput;

  @Field(() => Int, { nullable: true, description: '0..50' })
  @IsOptional()
  @Min(0, { message: 'Bedrooms cannot be negative.' })
  @Max(LISTING_LIMITS.rooms, { message: `At most ${LISTING_LIMITS.rooms} bedrooms.` })
  bedrooms?: number | null;

  @Field(() => Int, { nullable: true, description: '0..50' })
  @IsOptional()
  @Min(0, { message: 'Bathrooms cannot be negative.' })
  @Max(LISTING_LIMITS.rooms, { message: `At most ${LISTING_LIMITS.rooms} bathrooms.` })
  bathrooms?: number | null;

  @Field(() => Float, { nullable: true, description: 'More than 0, at most 10,000,000 m².' })
  @IsOptional()
  @IsPositive({ message: 'The area must be more than 0.' })
  @Max(LISTING_LIMITS.areaM2, { message: 'The area is too large.' })
  areaM2?: number | null;

  @Field(() => GeoPointInput, { description: 'Where the property is.' })
  @ValidateNested()
  location!: GeoPointInput;

  @IdField('Uploaded images in order (the first is the main one).', { list: true, defaultValue: [] })
  @MaxItems(LISTING_LIMITS.images)
  imageIds!: string[];
}

@InputType('MyPropertyListingsFilter', {
  description: "Narrows the partner's own property listings; every filter is optional.",
})
export class MyPropertyListingsFilter {
  @StatusesField(ListingStatus)
  statuses?: ListingStatus[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'Words of the title or place, at most 200 characters.',
  })
  @IsOptional()
  @MaxLength(LISTING_LIMITS.text, { message: `At most ${LISTING_LIMITS.text} characters.` })
  text?: string | null;

  @UpdatedSinceField()
  updatedSince?: Date | null;
}
