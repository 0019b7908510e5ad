import type { VisibilityRule } from '../storage/file-visibility.js';

/** A listing's photos are public unless it is HIDDEN, while its partner is approved. */
export const listingFilesVisible: VisibilityRule = async (em, ids) => {
  const rows = await em.execute<{ id: string }[]>(
    `select l.id from property_listing l join partner pa on pa.id = l.partner_id
      where l.id in (?) and l.status <> 'HIDDEN' and pa.status = 'APPROVED'`,
    [ids],
  );
  return new Set(rows.map((row) => row.id));
};
