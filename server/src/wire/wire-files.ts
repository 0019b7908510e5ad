import type { VisibilityRule } from '../storage/file-visibility.js';

/** A wire's attachments are visible with the wire, unless an admin removed it. */
export const wireFilesVisible: VisibilityRule = async (em, ids) => {
  const rows = await em.execute<{ id: string }[]>(
    `select id from wire where id in (?) and status <> 'REMOVED'`,
    [ids],
  );
  return new Set(rows.map((row) => row.id));
};
