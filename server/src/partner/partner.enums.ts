import { registerEnumType } from 'type-graphql';

export enum PartnerCategory {
  PROPERTY = 'PROPERTY',
  BUILDING_MATERIALS = 'BUILDING_MATERIALS',
}

export enum PartnerStatus {
  PENDING = 'PENDING',
  APPROVED = 'APPROVED',
  SUSPENDED = 'SUSPENDED',
}

registerEnumType(PartnerCategory, { name: 'PartnerCategory' });
registerEnumType(PartnerStatus, { name: 'PartnerStatus' });
