import type { Viewer } from '../common/actor.js';
import type { Onlooker } from '../common/context.js';
import { isAdmin } from '../member/member.policy.js';
import { viewersPartner } from '../partner/partner.policy.js';
import type { WireResponse } from '../response/response.entity.js';
import { wireById } from '../wire/wire.loaders.js';
import { isOwnerOrAdmin } from '../wire/wire.policy.js';

/** Why an admin hid a review: for admins only. */
export function seesHiddenReason(viewer: Viewer | null): boolean {
  return isAdmin(viewer);
}

/** The review on a response's wire: for the wire's owner, the response's partner and admins. */
export async function seesReviewOf(onlooker: Onlooker, response: WireResponse): Promise<boolean> {
  if (!onlooker.viewer) return false;
  if ((await viewersPartner(onlooker))?.id === response.partner.id) return true;
  const wire = await onlooker.loaders.load(wireById, response.wire.id);
  return wire !== null && isOwnerOrAdmin(onlooker.viewer, wire);
}
