import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const PartnerCategory = graphqlEnum(
  'PartnerCategory',
  {
    PROPERTY: 'Sells or lets property: sees and answers PROPERTY wires.',
    BUILDING_MATERIALS: 'Supplies building materials: sees and answers BUILDING_MATERIALS wires.',
  },
  'What a partner business deals in; it decides which kinds of wire reach it.',
);
export type PartnerCategory = EnumValue<typeof PartnerCategory>;

export const PartnerStatus = graphqlEnum(
  'PartnerStatus',
  {
    PENDING: 'Signed up and waiting for an admin to approve it.',
    APPROVED: 'Approved: it sees matching wires, responds, and its catalogue and listings are public.',
    SUSPENDED:
      'Suspended by an admin (with a reason): it cannot respond, and its catalogue and listings are not public, until reinstated.',
  },
  'Where a partner business stands with the marketplace: PENDING → APPROVED ↔ SUSPENDED.',
);
export type PartnerStatus = EnumValue<typeof PartnerStatus>;

export const PartnerApproval = graphqlEnum(
  'PartnerApproval',
  {
    AUTOMATIC: 'A new partner is APPROVED as it signs up.',
    MANUAL: 'A new partner stays PENDING until an admin approves it.',
  },
  'How a new partner is approved: at sign-up (AUTOMATIC) or by an admin (MANUAL).',
);
export type PartnerApproval = EnumValue<typeof PartnerApproval>;

export const PartnerEventType = graphqlEnum(
  'PartnerEventType',
  { CREATED: 'A partner signed up.', UPDATED: 'Its status or business changed.' },
  'What happened to the partner of a partner event.',
);
export type PartnerEventType = EnumValue<typeof PartnerEventType>;

/** The most blocked words the marketplace settings keep (`MarketplaceSettings.blockedWords`). */
export const BLOCKED_WORDS_MAX = 200;
