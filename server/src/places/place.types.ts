import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('Place', { description: 'A town or city of the gazetteer the app ships (GeoNames).' })
export class Place {
  @Field(() => ID, { description: 'The GeoNames id.' }) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'The country, in English.' }) country!: string;
  @Field(() => String, { description: 'ISO 3166-1 alpha-2.' }) countryCode!: string;
  @Field(() => String, { description: 'How a form names it: "Ikeja, Nigeria".' }) label!: string;
  @Field(() => Float) lat!: number;
  @Field(() => Float) lng!: number;
  @Field(() => Int) population!: number;
}
