import type { Notice } from '../mail/notices.js';
import { ExpiryStage, VerificationStatus } from './partner-verification.enums.js';

const PROFILE = { label: 'Open your profile', path: '/partners/profile' };

/** What an admin's decision on a verification tells the partner. */
export function verificationNotice(
  status: VerificationStatus,
  businessName: string,
  note: string | null,
  expiresAt: Date | null,
): Notice {
  switch (status) {
    case VerificationStatus.VERIFIED:
      return {
        subject: `${businessName} is verified on BuildWire`,
        paragraphs: [
          `An admin checked your business registration: ${businessName} now shows as verified`,
          `until ${expiresAt?.toISOString().slice(0, 10) ?? 'further notice'}.`,
        ],
        action: PROFILE,
      };
    case VerificationStatus.REJECTED:
      return {
        subject: `The verification of ${businessName} was refused`,
        paragraphs: [`Reason: ${note ?? 'none given'}.`, 'You may correct it and submit again.'],
        action: PROFILE,
      };
    default:
      return {
        subject: `The verification of ${businessName} needs more`,
        paragraphs: [`An admin asks: ${note ?? 'more papers'}.`, 'Add it on your profile and submit again.'],
        action: PROFILE,
      };
  }
}

/** The warning of a verification about to expire (30 or 7 days before), or the notice that it has. */
export function expiryNotice(stage: ExpiryStage, businessName: string, until: Date): Notice {
  const date = until.toISOString().slice(0, 10);
  if (stage === ExpiryStage.EXPIRED) {
    return {
      subject: `The verification of ${businessName} has expired`,
      paragraphs: [
        `${businessName} no longer shows as verified: its verification ran until ${date}.`,
        'Submit your registration and papers again on your profile to be verified again.',
      ],
      action: PROFILE,
    };
  }
  const days = stage === ExpiryStage.DAYS_7 ? 7 : 30;
  return {
    subject: `The verification of ${businessName} expires within ${days} days`,
    paragraphs: [
      `${businessName} shows as verified until ${date}.`,
      'Submit your registration and papers again on your profile before then, so that an admin can renew it.',
    ],
    action: PROFILE,
  };
}
