import { registerEnumType } from 'type-graphql';

export enum WireKind {
  PROPERTY = 'PROPERTY',
  BUILDING_MATERIALS = 'BUILDING_MATERIALS',
}
export enum WireStatus {
  OPEN = 'OPEN',
  FULFILLED = 'FULFILLED',
  CLOSED = 'CLOSED',
  EXPIRED = 'EXPIRED',
  REMOVED = 'REMOVED',
}
export enum PropertyDeal {
  BUY = 'BUY',
  RENT = 'RENT',
}
export enum PropertyType {
  HOUSE = 'HOUSE',
  APARTMENT = 'APARTMENT',
  LAND = 'LAND',
  COMMERCIAL = 'COMMERCIAL',
}
/** REMOVED: the wire left the open board (closed, fulfilled, expired or removed). */
export enum WireEventType {
  CREATED = 'CREATED',
  UPDATED = 'UPDATED',
  REMOVED = 'REMOVED',
}

registerEnumType(WireKind, { name: 'WireKind' });
registerEnumType(WireStatus, { name: 'WireStatus' });
registerEnumType(PropertyDeal, { name: 'PropertyDeal' });
registerEnumType(PropertyType, { name: 'PropertyType' });
registerEnumType(WireEventType, { name: 'WireEventType' });
