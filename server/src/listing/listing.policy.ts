import type { Viewer } from '../common/actor.js';
import { Role } from '../common/role.js';
import type { Partner } from '../partner/partner.entity.js';
import { PartnerStatus } from '../partner/partner.enums.js';
import { ListingStatus } from './listing.enums.js';
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
