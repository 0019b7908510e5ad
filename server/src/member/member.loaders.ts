import { byId, defineLoader } from '../common/loaders.js';
import { Member } from './member.entity.js';

export const memberById = defineLoader<string, Member | null>('memberById', async (em, ids) =>
  byId(ids, await em.find(Member, { id: { $in: [...ids] } })),
);

/** When each account last used a session still held (null: none); one grouped, indexed select. */
export const lastSeenByMember = defineLoader<string, Date | null>('lastSeenByMember', async (em, ids) => {
  const rows = await em.execute<{ member_id: string; last_seen_at: Date }[]>(
    `select member_id, max(last_seen_at) as last_seen_at from session where member_id in (${ids.map(() => '?').join(', ')}) group by member_id`,
    [...ids],
  );
  const seen = new Map(rows.map((row) => [row.member_id, new Date(row.last_seen_at)]));
  return ids.map((id) => seen.get(id) ?? null);
});
