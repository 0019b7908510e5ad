import { defineLoader } from '../common/loaders.js';
import { PartnerVerification } from './partner-verification.entity.js';

/** Each partner's verification (null: never submitted). */
export const verificationOfPartner = defineLoader<string, PartnerVerification | null>(
  'verificationOfPartner',
  async (em, partnerIds) => {
    const rows = await em.find(PartnerVerification, { partner: { $in: [...partnerIds] } });
    return partnerIds.map((id) => rows.find((row) => row.partner.id === id) ?? null);
  },
);
