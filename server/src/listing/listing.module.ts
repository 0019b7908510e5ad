import type { Config } from '../common/config.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import { defineModule } from '../common/module.js';
import { FileAttachment } from '../storage/stored-file.enums.js';
import type { WireQueries } from '../wire/wire.queries.js';
import { PropertyListing } from './property-listing.entity.js';
import { ListingQueries } from './listing.queries.js';
import { ListingService } from './listing.service.js';
import { listingFilesVisible } from './listing-files.js';
import { ListingResolver } from './listing.resolver.js';

/** A real-estate partner's property listings, offered in its quotes. */
export const listingModule = defineModule({
  name: 'listing',
  entities: [PropertyListing],
  attachments: [{ type: FileAttachment.PROPERTY_LISTING, visible: listingFilesVisible }],
  services: (s: { config: Config; uow: UnitOfWork; wires: { queries: WireQueries } }) => ({
    listings: { queries: new ListingQueries(s.wires.queries), service: new ListingService(s.config, s.uow) },
  }),
  resolvers: [ListingResolver],
  resolve: (s) => [new ListingResolver(s.listings.service, s.listings.queries)],
});
