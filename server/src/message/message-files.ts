import type { VisibilityRule } from '../storage/file-visibility.js';
import { Role } from '../common/role.js';

/**
 * A message's images are seen by the two parties of its thread (and, by the storage rule, by their
 * uploader and admins); never publicly.
 */
export const messageFilesVisible: VisibilityRule = async (em, ids, viewer) => {
  if (!viewer) return new Set();
  const rows = await em.execute<{ id: string }[]>(
    `select m.id from message m
       join response r on r.id = m.response_id
       join wire w on w.id = r.wire_id
       join partner p on p.id = r.partner_id
      where m.id in (?) and (w.owner_id = ? or p.member_id = ? or (? and exists (
        select 1 from report x where x.subject_type = 'CONVERSATION' and x.subject_id = m.response_id)))`,
    [ids, viewer.id, viewer.id, viewer.role === Role.ADMIN],
  );
  return new Set(rows.map((row) => row.id));
};
