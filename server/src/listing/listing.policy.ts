import type { Viewer } from '../common/actor.js';
import type { Onlooker } from '../common/context.js';
import { partnerById } from '../partner/partner.loaders.js';
import { Role } from '../common/role.js';
import type { Partner } from '../partner/partner.entity.js';
import { PartnerStatus } from '../partner/partner.enums.js';
import { ListingStatus } from './listing.enums.js';
import { listingById } from './listing.loaders.js';
import type { PropertyListing } from './property-listing.entity.js';

/** The listing's own partner (through its account). */
export function isListingOwner(viewer: Viewer | null, partner: Partner): boolean {
  return Boolean(viewer && partner.member.id === viewer.id);
}

/** Everyone sees an approved partner's listing unless it is HIDDEN; otherwise only its partner and admins. */
export function canSeeListing(viewer: Viewer | null, listing: PropertyListing, partner: Partner): boolean {
  if (listing.status !== ListingStatus.HIDDEN && partner.status === PartnerStatus.APPROVED) return true;
  return Boolean(viewer && (viewer.role === Role.ADMIN || isListingOwner(viewer, partner)));
}

/** The listing `id` names as the onlooker may see it (null when gone or hidden from them). */
export async function visibleListing(
  { viewer, loaders }: Onlooker,
  id: string,
): Promise<PropertyListing | null> {
  const listing = await loaders.load(listingById, id);
  const partner = listing && (await loaders.load(partnerById, listing.partner.id));
  return listing && partner && canSeeListing(viewer, listing, partner) ? listing : null;
}
