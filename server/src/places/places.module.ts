import { defineModule } from '../common/module.js';
import type { Gazetteer } from './gazetteer.js';
import { PlacesResolver } from './places.resolver.js';

/** Place search (the gazetteer is the platform's). */
export const placesModule = defineModule<{ gazetteer: Gazetteer }>({
  name: 'places',
  resolvers: [PlacesResolver],
  resolve: (s) => [new PlacesResolver(s.gazetteer)],
});
