import { Field, Float, ObjectType } from 'type-graphql';
import { WireKind } from '../wire/wire.enums.js';

@ObjectType('SearchArea', { description: 'A circle on the map a saved search covers.' })
export class SearchArea {
  @Field(() => Float, { description: 'Latitude of the centre in degrees (−90..90).' }) lat!: number;
  @Field(() => Float, { description: 'Longitude of the centre in degrees (−180..180).' }) lng!: number;
  @Field(() => Float, { description: 'The radius in km, 1..500.' }) radiusKm!: number;
}

@ObjectType('SavedSearchFilter', {
  description: "A saved search's filter, in the shape of `wireboard(filter)` (null: not narrowed by it).",
})
export class SavedSearchFilter {
  @Field(() => [WireKind], { nullable: true, description: 'Only these kinds.' })
  kinds!: WireKind[] | null;

  @Field(() => String, { nullable: true, description: 'Full-text search.' })
  text!: string | null;

  @Field(() => String, { nullable: true, description: 'The name of the place `near` is centred on.' })
  place!: string | null;

  @Field(() => SearchArea, { nullable: true, description: 'Only wires located within this circle.' })
  near!: SearchArea | null;

  @Field(() => String, { nullable: true, description: 'Only wires whose budget can reach this amount.' })
  budgetMin!: string | null;

  @Field(() => String, { nullable: true, description: 'Only wires whose budget starts at or below this.' })
  budgetMax!: string | null;
}
