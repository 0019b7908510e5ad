import { byId, defineLoader } from '../common/loaders.js';
import { PropertyListing } from './property-listing.entity.js';

/** Listings by id, whatever their status (what a viewer may see is the caller's decision). */
export const listingById = defineLoader<string, PropertyListing | null>('listingById', async (em, ids) =>
  byId(ids, await em.find(PropertyListing, { id: { $in: [...ids] } })),
);
