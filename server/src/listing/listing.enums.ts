import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const ListingDeal = graphqlEnum(
  'ListingDeal',
  { SALE: 'For sale: the price is the asking price.', RENT: 'To rent: the price is the rent.' },
  'For sale or to rent.',
);
export type ListingDeal = EnumValue<typeof ListingDeal>;

export const ListingStatus = graphqlEnum(
  'ListingStatus',
  {
    ACTIVE: 'Available: shown, and can be offered in a response.',
    UNDER_OFFER: 'A deal is in progress: shown, but not offered.',
    CLOSED: 'Sold or let: shown, but not offered.',
    HIDDEN: 'Seen only by its partner and admins.',
  },
  'Where a property listing stands; only ACTIVE ones can be offered in a response.',
);
export type ListingStatus = EnumValue<typeof ListingStatus>;
