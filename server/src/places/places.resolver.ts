import { Arg, Float, Int, Query, Resolver } from 'type-graphql';
import { Public } from '../auth/auth.directive.js';
import { FIRST_MAX, SEARCH_MAX, type Gazetteer } from './gazetteer.js';
import { Place } from './place.types.js';

@Resolver(() => Place)
export class PlacesResolver {
  constructor(private readonly gazetteer: Gazetteer) {}

  @Public()
  @Query(() => [Place], {
    description: `Places whose name starts with \`search\` (1..${SEARCH_MAX} characters; accents, case and punctuation ignored, "V.I." as "vi", "Phase I" as "Phase 1"; "name, country" or "name, region" narrows), the marketplace's country first, then the most populous.`,
  })
  places(
    @Arg('search', () => String, { description: 'The start of a place name (at least 2 characters).' })
    search: string,
    @Arg('first', () => Int, { defaultValue: 8, description: `1..${FIRST_MAX}` }) first: number,
  ): Promise<Place[]> {
    return this.gazetteer.search(search, first);
  }

  @Public()
  @Query(() => Place, { description: 'The gazetteer place nearest to a point ("use my location").' })
  nearestPlace(
    @Arg('lat', () => Float, { description: 'Latitude, -90 to 90.' }) lat: number,
    @Arg('lng', () => Float, { description: 'Longitude, -180 to 180.' }) lng: number,
  ): Promise<Place> {
    return this.gazetteer.nearest(lat, lng);
  }
}
