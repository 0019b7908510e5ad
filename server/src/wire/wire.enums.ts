import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const WireKind = graphqlEnum('WireKind', ['PROPERTY', 'BUILDING_MATERIALS']);
export type WireKind = EnumValue<typeof WireKind>;

export const WireStatus = graphqlEnum('WireStatus', ['OPEN', 'FULFILLED', 'CLOSED', 'EXPIRED', 'REMOVED']);
export type WireStatus = EnumValue<typeof WireStatus>;

export const PropertyDeal = graphqlEnum('PropertyDeal', ['BUY', 'RENT']);
export type PropertyDeal = EnumValue<typeof PropertyDeal>;

export const PropertyType = graphqlEnum('PropertyType', ['HOUSE', 'APARTMENT', 'LAND', 'COMMERCIAL']);
export type PropertyType = EnumValue<typeof PropertyType>;

/** REMOVED: the wire left the open board (closed, fulfilled, expired or removed). */
export const WireEventType = graphqlEnum('WireEventType', ['CREATED', 'UPDATED', 'REMOVED']);
export type WireEventType = EnumValue<typeof WireEventType>;
