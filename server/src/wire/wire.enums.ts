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
export enum PartnerCategory {
  PROPERTY = 'PROPERTY',
  BUILDING_MATERIALS = 'BUILDING_MATERIALS',
}
export enum PartnerStatus {
  PENDING = 'PENDING',
  APPROVED = 'APPROVED',
  SUSPENDED = 'SUSPENDED',
}
export enum ResponseStatus {
  SENT = 'SENT',
  ACCEPTED = 'ACCEPTED',
  DECLINED = 'DECLINED',
  WITHDRAWN = 'WITHDRAWN',
}
/** REMOVED: the wire left the open board (closed, fulfilled, expired or removed). */
export enum WireEventType {
  CREATED = 'CREATED',
  UPDATED = 'UPDATED',
  REMOVED = 'REMOVED',
}
export enum ResponseEventType {
  CREATED = 'CREATED',
  UPDATED = 'UPDATED',
}
export enum WireOrder {
  NEWEST = 'NEWEST',
  BUDGET_HIGH = 'BUDGET_HIGH',
}

registerEnumType(WireKind, { name: 'WireKind' });
registerEnumType(WireStatus, { name: 'WireStatus' });
registerEnumType(PropertyDeal, { name: 'PropertyDeal' });
registerEnumType(PropertyType, { name: 'PropertyType' });
registerEnumType(PartnerCategory, { name: 'PartnerCategory' });
registerEnumType(PartnerStatus, { name: 'PartnerStatus' });
registerEnumType(ResponseStatus, { name: 'ResponseStatus' });
registerEnumType(WireEventType, { name: 'WireEventType' });
registerEnumType(ResponseEventType, { name: 'ResponseEventType' });
registerEnumType(WireOrder, { name: 'WireOrder' });
