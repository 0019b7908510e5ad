import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors.js';
import type { Partner } from './partner.entity.js';
import { MarketplaceSettings, SETTINGS_ROW } from './marketplace-settings.entity.js';

/** Whether the business counts as verified at `now`: verified by an admin and not yet expired. */
export function isVerified(partner: Pick<Partner, 'verifiedUntil'>, now = new Date()): boolean {
  return partner.verifiedUntil !== null && partner.verifiedUntil.getTime() > now.getTime();
}

/**
 * FORBIDDEN (PARTNER_NOT_VERIFIED) when the marketplace asks for verification before quoting and
 * `partner` is not verified now (never, or expired); read in the caller's transaction.
 */
export async function assertMayQuote(em: EntityManager, partner: Partner): Promise<void> {
  const settings = await em.findOne(MarketplaceSettings, { id: SETTINGS_ROW });
  if (!settings?.verificationRequiredToQuote || isVerified(partner)) return;
  throw new AppError(
    'FORBIDDEN',
    partner.verifiedUntil
      ? "Your business's verification has expired; submit it again on your profile to respond."
      : 'The marketplace asks for a verified business before quoting; submit your registration on your profile.',
    { details: { reason: 'PARTNER_NOT_VERIFIED' } },
  );
}
