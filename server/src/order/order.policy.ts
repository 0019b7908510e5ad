import type { Viewer } from '../common/actor.js';
import { AppError } from '../common/errors.js';
import { Role } from '../common/role.js';
import type { Order } from './order.entity.js';
import type { OrderSide } from './order.enums.js';
import { ORDER_TRANSITIONS, type OrderTransition } from './order.transitions.js';

/** An order's parties, as ids: enough to say who stands where without loading them. */
export type OrderParties = { buyerId: string; partnerMemberId: string };

export function partiesOf(order: Order): OrderParties {
  return { buyerId: order.buyer.id, partnerMemberId: order.partner.member.id };
}

/** Where `viewer` stands on an order: its buyer, its partner, an admin, or nowhere (null). */
export function sideOf(viewer: Viewer | null, parties: OrderParties): OrderSide | null {
  if (!viewer) return null;
  if (viewer.id === parties.buyerId) return 'BUYER';
  if (viewer.id === parties.partnerMemberId) return 'PARTNER';
  return viewer.role === Role.ADMIN ? 'ADMIN' : null;
}

/** Whether `viewer` may see the order (and its papers and files): its two parties and admins. */
export function seesOrder(viewer: Viewer | null, parties: OrderParties): boolean {
  return sideOf(viewer, parties) !== null;
}

const WHO: Record<OrderSide, string> = {
  BUYER: 'the buyer',
  PARTNER: 'the partner',
  ADMIN: 'an admin',
};

/**
 * The side `viewer` acts as for `transition`: NOT_FOUND for someone who may not see the order
 * (it is not theirs to know of), FORBIDDEN (reason NOT_<SIDE>) when their side may not do it.
 */
export function actingSide(
  viewer: Viewer | null,
  parties: OrderParties,
  transition: OrderTransition,
): OrderSide {
  const side = sideOf(viewer, parties);
  if (!side) throw new AppError('NOT_FOUND', 'No such order.');
  const sides: readonly OrderSide[] = ORDER_TRANSITIONS[transition].sides;
  if (!sides.includes(side)) {
    const allowed = sides.map((s) => WHO[s]).join(' or ');
    throw new AppError('FORBIDDEN', `Only ${allowed} of this order can do this.`, {
      details: { reason: sides.length === 1 ? `NOT_${sides[0]}` : 'NOT_A_PARTY' },
    });
  }
  return side;
}

/** The other party to a cancellation `requestedBy` asked for: FORBIDDEN when it is the asker. */
export function assertOtherSide(viewerId: string, requestedBy: string): void {
  if (viewerId === requestedBy)
    throw new AppError('FORBIDDEN', 'The other side of the order answers your cancellation request.', {
      details: { reason: 'OWN_REQUEST' },
    });
}
