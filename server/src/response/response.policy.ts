import type { Onlooker } from '../common/context.js';
import { isAdmin } from '../member/member.policy.js';
import { viewersPartner } from '../partner/partner.policy.js';
import type { Wire } from '../wire/wire.entity.js';
import { wireById } from '../wire/wire.loaders.js';
import { isOwnerOrAdmin, isSealed } from '../wire/wire.policy.js';
import type { WireResponse } from './response.entity.js';
import { ResponseStatus } from './response.enums.js';
import { liveResponseByWireAndPartner } from './response.loaders.js';

/**
 * Which of a wire's responses the onlooker sees: `'all'` for its owner and admins, only their own
 * for a partner (`partnerId`), none (null) for anyone else and for the owner (not an admin) while
 * the quotes are sealed.
 */
export type ResponsesSeen = 'all' | { partnerId: string } | null;

export async function responsesSeenOn(onlooker: Onlooker, wire: Wire): Promise<ResponsesSeen> {
  const { viewer } = onlooker;
  if (isOwnerOrAdmin(viewer, wire)) return isSealed(wire) && !isAdmin(viewer) ? null : 'all';
  const partner = await viewersPartner(onlooker);
  return partner ? { partnerId: partner.id } : null;
}

/** The onlooker's business's live response to `wire`, for a partner (null for anyone else). */
export async function myLiveResponse(onlooker: Onlooker, wire: Wire): Promise<WireResponse | null> {
  const partner = await viewersPartner(onlooker);
  return partner ? onlooker.loaders.load(liveResponseByWireAndPartner, `${wire.id} ${partner.id}`) : null;
}

/** The buyer's contact: for the wire's owner, admins and the partner whose response was accepted. */
export async function seesBuyerContact(onlooker: Onlooker, wire: Wire): Promise<boolean> {
  return (
    isOwnerOrAdmin(onlooker.viewer, wire) ||
    (await myLiveResponse(onlooker, wire))?.status === ResponseStatus.ACCEPTED
  );
}

/** The partner's contact on a response: once it is ACCEPTED, for the wire's owner and admins. */
export async function seesPartnerContact(onlooker: Onlooker, response: WireResponse): Promise<boolean> {
  if (response.status !== ResponseStatus.ACCEPTED) return false;
  const wire = await onlooker.loaders.load(wireById, response.wire.id);
  return wire !== null && isOwnerOrAdmin(onlooker.viewer, wire);
}
