import type { ListingDeal, ListingStatus, PropertyType } from '../gql/graphql';

export const propertyTypeLabels: Record<PropertyType, string> = {
  APARTMENT: 'Apartment',
  HOUSE: 'House',
  LAND: 'Land',
  COMMERCIAL: 'Commercial',
};

export const dealLabels: Record<ListingDeal, string> = { SALE: 'For sale', RENT: 'To rent' };

export const listingStatusLabels: Record<ListingStatus, string> = {
  ACTIVE: 'Active',
  UNDER_OFFER: 'Under offer',
  CLOSED: 'Closed',
  HIDDEN: 'Hidden',
};

/** What each status means to the partner choosing it. */
export const listingStatusHints: Record<ListingStatus, string> = {
  ACTIVE: 'Shown, and can be offered in your quotes.',
  UNDER_OFFER: 'Shown, not offered any more.',
  CLOSED: 'Sold or let; kept for your records.',
  HIDDEN: 'Only you and admins can see it.',
};

export const listingStatusColors: Record<ListingStatus, string> = {
  ACTIVE: 'green',
  UNDER_OFFER: 'yellow',
  CLOSED: 'gray',
  HIDDEN: 'dark',
};

export const LISTING_STATUSES: ListingStatus[] = ['ACTIVE', 'UNDER_OFFER', 'CLOSED', 'HIDDEN'];
