import { byId, defineLoader } from '../common/loaders.js';
import { Partner } from './partner.entity.js';

export const partnerById = defineLoader<string, Partner | null>('partnerById', async (em, ids) =>
  byId(ids, await em.find(Partner, { id: { $in: [...ids] } })),
);

/** Each member's business (null for an account that has none). */
export const partnerByMember = defineLoader<string, Partner | null>(
  'partnerByMember',
  async (em, memberIds) => {
    const rows = await em.find(Partner, { member: { $in: [...memberIds] } });
    return memberIds.map((id) => rows.find((partner) => partner.member.id === id) ?? null);
  },
);
