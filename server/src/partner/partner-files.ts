import type { VisibilityRule } from '../storage/file-visibility.js';

/** A partner's logo (attached to the partner) is public while the partner is approved. */
export const partnerLogoVisible: VisibilityRule = async (em, ids) => {
  const rows = await em.execute<{ id: string }[]>(
    `select id from partner where id in (?) and status = 'APPROVED'`,
    [ids],
  );
  return new Set(rows.map((row) => row.id));
};

/**
 * A business's verification papers are private: its own account sees them, and admins (who
 * review them) through their blanket access; nobody else.
 */
export const verificationPapersVisible: VisibilityRule = async (em, ids, viewer) => {
  if (!viewer) return new Set<string>();
  const rows = await em.execute<{ id: string }[]>(
    `select v.id from partner_verification v join partner p on p.id = v.partner_id
      where v.id in (?) and p.member_id = ?`,
    [ids, viewer.id],
  );
  return new Set(rows.map((row) => row.id));
};
