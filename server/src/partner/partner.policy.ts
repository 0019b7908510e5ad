import type { Viewer } from '../common/actor.js';
import type { Onlooker } from '../common/context.js';
import { Role } from '../common/role.js';
import { isSelfOrAdmin } from '../member/member.policy.js';
import type { Partner } from './partner.entity.js';
import { partnerByMember } from './partner.loaders.js';

/** Admins and the business's own account see its private contact (its account's email). */
export function seesPartnerPrivate(viewer: Viewer | null, partner: Partner): boolean {
  return isSelfOrAdmin(viewer, partner.member.id);
}

/** The business the viewer runs, when the viewer is a partner; null for anyone else. */
export async function viewersPartner({ viewer, loaders }: Onlooker): Promise<Partner | null> {
  return viewer?.role === Role.PARTNER ? loaders.load(partnerByMember, viewer.id) : null;
}
