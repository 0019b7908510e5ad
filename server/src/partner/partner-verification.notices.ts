import type { Notice } from '../mail/notices.js';
import { VerificationStatus } from './partner-verification.enums.js';

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
