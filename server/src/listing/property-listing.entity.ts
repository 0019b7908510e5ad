import { Entity, Enum, ManyToOne, Property } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { PropertyType } from '../wire/wire.enums.js';
import { ListingDeal, ListingStatus } from './listing.enums.js';

/** A partner's property listing (SPEC §3 Property). Images are StoredFiles attached as PROPERTY_LISTING. */
@Entity({ tableName: 'property_listing' })
@ObjectType('PropertyListing', { description: "A property in a partner's listings." })
export class PropertyListing extends BaseEntity<
  'description' | 'bedrooms' | 'bathrooms' | 'areaM2' | 'status'
> {
  @ManyToOne(() => Partner, { deleteRule: 'cascade' })
  partner!: Partner;

  @Field(() => String, {
    description:
      'A one-line summary of the property (3..120 characters); contacts in it are hidden as in `description`.',
  })
  @Property({ type: 'text' })
  title!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'More about the property (at most 2000 characters); null when none. Contacts in it read "[contact hidden until accepted]" for anyone but its partner, admins and a buyer who accepted one of its partner\'s quotes.',
  })
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Field(() => PropertyType, { description: 'The kind of property.' })
  @Enum({ items: () => PropertyType, type: 'text' })
  propertyType!: PropertyType;

  @Field(() => ListingDeal, { description: 'For sale or to rent.' })
  @Enum({ items: () => ListingDeal, type: 'text' })
  deal!: ListingDeal;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  price!: string;

  @Property({ type: 'text' })
  currency!: string;

  @Field(() => Int, { nullable: true, description: 'How many bedrooms (0..50); null when not said.' })
  @Property({ type: 'integer', nullable: true })
  bedrooms: number | null = null;

  @Field(() => Int, { nullable: true, description: 'How many bathrooms (0..50); null when not said.' })
  @Property({ type: 'integer', nullable: true })
  bathrooms: number | null = null;

  @Field(() => Float, {
    nullable: true,
    description: 'The floor or plot area in square metres; null when not said.',
  })
  @Property({ type: 'double', nullable: true })
  areaM2: number | null = null;

  @Property({ type: 'text' })
  locationLabel!: string;

  @Property({ type: 'double' })
  lat!: number;

  @Property({ type: 'double' })
  lng!: number;

  @Field(() => ListingStatus, {
    description: 'Where the listing stands; only ACTIVE ones can be offered in a response.',
  })
  @Enum({ items: () => ListingStatus, type: 'text' })
  status: ListingStatus = ListingStatus.ACTIVE;
}
