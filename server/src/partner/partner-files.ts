import type { VisibilityRule } from '../storage/file-visibility.js';

/** A partner's logo (attached to the partner) is public while the partner is approved. */
export const partnerLogoVisible: VisibilityRule = async (em, ids) => {
  const rows = await em.execute<{ id: string }[]>(
    `select id from partner where id in (?) and status = 'APPROVED'`,
    [ids],
  );
  return new Set(rows.map((row) => row.id));
};
