import type { VisibilityRule } from '../storage/file-visibility.js';

/** A product's images are public while it is shown and its partner is approved. */
export const productFilesVisible: VisibilityRule = async (em, ids) => {
  const rows = await em.execute<{ id: string }[]>(
    `select p.id from product p join partner pa on pa.id = p.partner_id
      where p.id in (?) and not p.hidden and pa.status = 'APPROVED'`,
    [ids],
  );
  return new Set(rows.map((row) => row.id));
};
