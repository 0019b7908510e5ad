import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const PartnerCategory = graphqlEnum('PartnerCategory', ['PROPERTY', 'BUILDING_MATERIALS']);
export type PartnerCategory = EnumValue<typeof PartnerCategory>;

export const PartnerStatus = graphqlEnum('PartnerStatus', ['PENDING', 'APPROVED', 'SUSPENDED']);
export type PartnerStatus = EnumValue<typeof PartnerStatus>;

export const PartnerApproval = graphqlEnum(
  'PartnerApproval',
  ['AUTOMATIC', 'MANUAL'],
  'How a new partner is approved: at sign-up (AUTOMATIC) or by an admin (MANUAL).',
);
export type PartnerApproval = EnumValue<typeof PartnerApproval>;

export const PartnerEventType = graphqlEnum(
  'PartnerEventType',
  ['CREATED', 'UPDATED'],
  'CREATED: a partner signed up; UPDATED: its status or business changed.',
);
export type PartnerEventType = EnumValue<typeof PartnerEventType>;
