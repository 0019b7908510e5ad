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

export const VerificationStanding = graphqlEnum(
  'VerificationStanding',
  {
    VERIFIED: 'Verified by an admin and not expired.',
    PENDING_REVIEW:
      'A submitted verification waits for an admin (a verified business resubmitting included).',
    NOT_VERIFIED: 'Never verified, or its verification was refused.',
    EXPIRED: 'Was verified, and that verification has expired.',
  },
  "Where a partner stands on verification, for the admin's sellers list.",
);
export type VerificationStanding = EnumValue<typeof VerificationStanding>;

/** The warnings a partner is sent as its verification nears its expiry, and once it passes. */
export const ExpiryStage = { DAYS_30: 'DAYS_30', DAYS_7: 'DAYS_7', EXPIRED: 'EXPIRED' } as const;
export type ExpiryStage = (typeof ExpiryStage)[keyof typeof ExpiryStage];
