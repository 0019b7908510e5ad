import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const ListingDeal = graphqlEnum('ListingDeal', ['SALE', 'RENT'], 'For sale or to rent.');
export type ListingDeal = EnumValue<typeof ListingDeal>;

export const ListingStatus = graphqlEnum(
  'ListingStatus',
  ['ACTIVE', 'UNDER_OFFER', 'CLOSED', 'HIDDEN'],
  'ACTIVE: can be offered; UNDER_OFFER and CLOSED: shown but not offered; HIDDEN: the partner and admins only.',
);
export type ListingStatus = EnumValue<typeof ListingStatus>;
