import { byId, defineLoader } from '../common/loaders.js';
import { Member } from './member.entity.js';

export const memberById = defineLoader<string, Member | null>('memberById', async (em, ids) =>
  byId(ids, await em.find(Member, { id: { $in: [...ids] } })),
);
