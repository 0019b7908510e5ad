import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('Place', { description: 'A town or city of the gazetteer the app ships (GeoNames).' })
export class Place {
  @Field(() => ID, { description: 'The GeoNames id.' }) id!: string;
  @Field(() => String, { description: 'The name of the town or city, e.g. "Ikeja".' }) name!: string;
  @Field(() => String, { description: 'The country, in English.' }) country!: string;
  @Field(() => String, { description: 'ISO 3166-1 alpha-2.' }) countryCode!: string;
  @Field(() => String, {
    description:
      'The state or region as people name it ("Lagos"), for places in the marketplace\'s country (MARKET_COUNTRY); else empty.',
  })
  region!: string;
  @Field(() => String, {
    description:
      'How a form names it: "Ikeja, Lagos" in the marketplace\'s country (or "Lagos, Nigeria" where the place is its region), else "London, Canada".',
  })
  label!: string;
  @Field(() => Float, { description: 'Latitude in degrees (−90..90).' }) lat!: number;
  @Field(() => Float, { description: 'Longitude in degrees (−180..180).' }) lng!: number;
  @Field(() => Int, { description: 'How many people live there, as GeoNames records it.' })
  population!: number;
}
