import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const PartnerCategory = graphqlEnum('PartnerCategory', ['PROPERTY', 'BUILDING_MATERIALS']);
export type PartnerCategory = EnumValue<typeof PartnerCategory>;

export const PartnerStatus = graphqlEnum('PartnerStatus', ['PENDING', 'APPROVED', 'SUSPENDED']);
export type PartnerStatus = EnumValue<typeof PartnerStatus>;
