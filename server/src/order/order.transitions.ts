import { AppError } from '../common/errors.js';
import { OrderStatus, type OrderSide } from './order.enums.js';

const { PLACED, CONFIRMED, DISPATCHED, RECEIVED, COMPLETED, CANCELLED, DISPUTED } = OrderStatus;

/**
 * An order's state machine, the one every command goes through: from which statuses each
 * transition may happen, where it takes the order, who may ask for it (order.policy.ts checks the
 * side) and the audit action it records. `to: null` leaves the status as it is (a cancellation
 * requested, a payment recorded); `receive` stays DISPATCHED while another part is on its way,
 * and `resolve` goes back to where the dispute was raised (or to CANCELLED).
 */
export const ORDER_TRANSITIONS = {
  confirm: { from: [PLACED], to: CONFIRMED, sides: ['PARTNER'], action: 'order.confirmed' },
  dispatch: {
    from: [CONFIRMED, DISPATCHED, RECEIVED],
    to: DISPATCHED,
    sides: ['PARTNER'],
    action: 'order.dispatched',
  },
  receive: { from: [DISPATCHED], to: RECEIVED, sides: ['BUYER'], action: 'order.received' },
  complete: { from: [RECEIVED], to: COMPLETED, sides: ['BUYER'], action: 'order.completed' },
  requestCancel: {
    from: [PLACED, CONFIRMED],
    to: null,
    sides: ['BUYER', 'PARTNER'],
    action: 'order.cancel_requested',
  },
  agreeCancel: {
    from: [PLACED, CONFIRMED],
    to: CANCELLED,
    sides: ['BUYER', 'PARTNER'],
    action: 'order.cancelled',
  },
  refuseCancel: {
    from: [PLACED, CONFIRMED],
    to: null,
    sides: ['BUYER', 'PARTNER'],
    action: 'order.cancel_refused',
  },
  dispute: {
    from: [CONFIRMED, DISPATCHED, RECEIVED],
    to: DISPUTED,
    sides: ['BUYER', 'PARTNER'],
    action: 'order.disputed',
  },
  resolve: { from: [DISPUTED], to: null, sides: ['ADMIN'], action: 'order.dispute_resolved' },
  recordPayment: {
    from: [PLACED, CONFIRMED, DISPATCHED, RECEIVED, COMPLETED, DISPUTED],
    to: null,
    sides: ['BUYER'],
    action: 'order.payment_recorded',
  },
  confirmPayment: {
    from: [PLACED, CONFIRMED, DISPATCHED, RECEIVED, COMPLETED, DISPUTED],
    to: null,
    sides: ['PARTNER'],
    action: 'order.payment_confirmed',
  },
} as const satisfies Record<
  string,
  { from: readonly OrderStatus[]; to: OrderStatus | null; sides: readonly OrderSide[]; action: string }
>;
export type OrderTransition = keyof typeof ORDER_TRANSITIONS;

/** What CONFLICT says when `transition` is refused from where the order stands. */
const REFUSED: Record<OrderTransition, string> = {
  confirm: 'Only a newly placed order can be confirmed.',
  dispatch: 'Only a confirmed order, not disputed, completed or cancelled, can be dispatched.',
  receive: 'Nothing of this order is on its way to be received.',
  complete: 'Only an order whose dispatched parts were all received can be completed.',
  requestCancel: 'An order can be cancelled by agreement only before anything is dispatched.',
  agreeCancel: 'An order can be cancelled by agreement only before anything is dispatched.',
  refuseCancel: 'An order can be cancelled by agreement only before anything is dispatched.',
  dispute: 'A dispute can be raised once the order is confirmed, until it is completed or cancelled.',
  resolve: 'This order is not disputed.',
  recordPayment: 'Payments cannot be recorded on a cancelled order.',
  confirmPayment: 'Payments cannot be confirmed on a cancelled order.',
};

export function orderCan(order: { status: OrderStatus }, transition: OrderTransition): boolean {
  return (ORDER_TRANSITIONS[transition].from as readonly OrderStatus[]).includes(order.status);
}

/** CONFLICT (`reason: ORDER_<STATUS>`) unless `transition` may happen to `order` as it stands. */
export function assertOrderCan(order: { status: OrderStatus }, transition: OrderTransition): void {
  if (!orderCan(order, transition))
    throw new AppError('CONFLICT', REFUSED[transition], { details: { reason: `ORDER_${order.status}` } });
}

/**
 * Applies `transition` to `order` (or throws CONFLICT as `assertOrderCan`): its status becomes
 * `to`, or `target` for the transitions whose end the command decides (`receive` while a part is
 * still on its way, `resolve`). Returns what to audit.
 */
export function applyOrderTransition(
  order: { status: OrderStatus },
  transition: OrderTransition,
  target?: OrderStatus,
): { before: OrderStatus; after: OrderStatus; action: string } {
  assertOrderCan(order, transition);
  const before = order.status;
  const rule = ORDER_TRANSITIONS[transition];
  const after = target ?? rule.to ?? before;
  order.status = after;
  return { before, after, action: rule.action };
}

/** Where a dispute may send an order back to (the statuses it may be raised from). */
export const RESUMABLE: readonly OrderStatus[] = ORDER_TRANSITIONS.dispute.from;
