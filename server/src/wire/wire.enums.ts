import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const WireKind = graphqlEnum(
  'WireKind',
  {
    PROPERTY: 'A property to buy or rent (the wire has `property` details).',
    BUILDING_MATERIALS: 'Building materials (the wire has material lines).',
  },
  'What a wire asks for.',
);
export type WireKind = EnumValue<typeof WireKind>;

export const WireStatus = graphqlEnum(
  'WireStatus',
  {
    OPEN: 'On the board: partners can respond.',
    FULFILLED: 'The owner marked it fulfilled; responses still SENT were declined.',
    CLOSED: 'The owner (or an admin) closed it without fulfilment.',
    EXPIRED: 'Its time ran out while open.',
    REMOVED: 'An admin removed it.',
  },
  'Where a wire is in its life; only OPEN wires take responses.',
);
export type WireStatus = EnumValue<typeof WireStatus>;

export const PropertyDeal = graphqlEnum(
  'PropertyDeal',
  { BUY: 'To buy.', RENT: 'To rent.' },
  'Whether a property is bought or rented.',
);
export type PropertyDeal = EnumValue<typeof PropertyDeal>;

export const PropertyType = graphqlEnum(
  'PropertyType',
  {
    HOUSE: 'A house.',
    APARTMENT: 'A flat or apartment.',
    LAND: 'A plot of land.',
    COMMERCIAL: 'Shops, offices, warehouses.',
  },
  'The kind of property.',
);
export type PropertyType = EnumValue<typeof PropertyType>;

/** REMOVED: the wire left the open board (closed, fulfilled, expired or removed). */
export const WireEventType = graphqlEnum(
  'WireEventType',
  {
    CREATED: 'A wire was posted.',
    UPDATED: 'A wire changed (e.g. its response count).',
    REMOVED: 'A wire left the open board (closed, fulfilled, expired or removed).',
  },
  'What happened to the wire of a wire event.',
);
export type WireEventType = EnumValue<typeof WireEventType>;
