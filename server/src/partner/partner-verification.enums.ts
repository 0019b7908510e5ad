import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const VerificationStatus = graphqlEnum(
  'VerificationStatus',
  {
    PENDING: 'Submitted (or resubmitted) and waiting for an admin to review it.',
    VERIFIED: 'An admin checked the registration; the business shows as verified until `expiresAt`.',
    REJECTED: 'An admin refused it, with a reason; the partner may submit again.',
    MORE_INFO: 'An admin asked for more (the note says what); the partner resubmits.',
  },
  "Where a partner's business verification stands: PENDING → VERIFIED (until its expiry) | REJECTED | MORE_INFO.",
);
export type VerificationStatus = EnumValue<typeof VerificationStatus>;
