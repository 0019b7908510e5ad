import type {
  OrderAction,
  OrdersFilter,
  OrdersOrder,
  OrderDetailFieldsFragment,
  OrderRowFieldsFragment,
  OrderSide,
  OrderStatus,
} from '../gql/graphql';
import { formatDate, formatMoney } from '../shared/format';

/** How each state reads, and its badge colour. */
export const statusLabels: Record<OrderStatus, { label: string; color: string }> = {
  PLACED: { label: 'Placed', color: 'blue' },
  CONFIRMED: { label: 'Confirmed', color: 'teal' },
  DISPATCHED: { label: 'Dispatched', color: 'indigo' },
  RECEIVED: { label: 'Received', color: 'cyan' },
  COMPLETED: { label: 'Completed', color: 'green' },
  CANCELLED: { label: 'Cancelled', color: 'gray' },
  DISPUTED: { label: 'Disputed', color: 'red' },
};

export const paymentLabels = { UNPAID: 'Unpaid', PART_PAID: 'Part paid', PAID: 'Paid' } as const;

export const ORDER_STATUSES = Object.keys(statusLabels) as OrderStatus[];

const sideNames: Record<OrderSide, string> = {
  BUYER: 'The buyer',
  PARTNER: 'The partner',
  ADMIN: 'An admin',
};

/** Where an order's page is for its viewer: in the buyer's, the partner's or the admin's orders (SPEC §2). */
export function orderHref(id: string, side: OrderSide | null): string {
  const list = side === 'PARTNER' ? '/partners/orders' : side === 'ADMIN' ? '/admin/orders' : '/orders';
  return `${list}?id=${id}`;
}

export function can(order: Pick<OrderRowFieldsFragment, 'actions'>, action: OrderAction): boolean {
  return order.actions.includes(action);
}

/** The other party's name, as the viewer's list shows it. */
export function otherParty(order: OrderRowFieldsFragment): string {
  if (order.viewerSide === 'PARTNER') return order.buyerContact.name ?? order.buyerContact.email;
  return order.partner.businessName;
}

/**
 * What is due next on an order, said for the viewer: their own next step first ("Confirm with a
 * delivery date"), else what the other side owes. Empty once nothing is due.
 */
export function whatIsDue(order: OrderRowFieldsFragment): string {
  const mine = order.viewerSide;
  const waiting = order.payments.filter((payment) => payment.status === 'RECORDED').length;
  if (order.status === 'CANCELLED' || order.status === 'COMPLETED') return '';
  if (order.cancelRequestedBy) {
    return can(order, 'AGREE_CANCEL') ? 'Answer the cancellation request' : 'Cancellation requested';
  }
  if (order.status === 'DISPUTED') return 'Disputed: an admin will resolve it';
  if (can(order, 'CONFIRM')) return 'Confirm with a delivery date';
  if (order.status === 'PLACED') return 'Waiting for the partner to confirm';
  if (can(order, 'RECEIVE')) return 'Note the receipt of a dispatched part';
  if (can(order, 'DISPATCH')) return 'Dispatch what is left';
  if (can(order, 'CONFIRM_PAYMENT') && waiting)
    return `Confirm ${waiting === 1 ? 'a payment' : `${waiting} payments`}`;
  if (order.status === 'DISPATCHED')
    return mine === 'PARTNER' ? 'On its way to the buyer' : 'On its way to you';
  if (order.status === 'CONFIRMED') return mine === 'PARTNER' ? 'Dispatch it' : 'Waiting for dispatch';
  if (order.status === 'RECEIVED' && !allDispatched(order) && mine !== 'PARTNER')
    return 'Waiting for the rest';
  if (order.paymentState !== 'PAID') {
    const left = formatMoney(order.balance.amount, order.balance.currency);
    return mine === 'BUYER' ? `${left} to pay` : `${left} to be paid`;
  }
  if (can(order, 'COMPLETE')) return 'Complete the order';
  return mine === 'PARTNER' ? 'Waiting for the buyer to complete it' : '';
}

/** Whether every line was sent in full (nothing left to dispatch). */
export function allDispatched(order: Pick<OrderRowFieldsFragment, 'lines'>): boolean {
  return order.lines.every((line) => line.toDispatch <= 0);
}

export type TimelineEntry = { at: string; title: string; who: string; note?: string | null };

/**
 * The order's story, oldest first, from the times the API gives: made, confirmed, each part sent
 * and received, each payment recorded and confirmed, completed or cancelled; a dispute and its
 * resolution have no time of their own and come last while they stand.
 */
export function orderTimeline(order: OrderDetailFieldsFragment): TimelineEntry[] {
  const buyer = order.buyerContact.name ?? 'The buyer';
  const partner = order.partner.businessName;
  const entries: TimelineEntry[] = [{ at: order.createdAt, title: 'Order placed', who: buyer }];
  if (order.confirmedAt)
    entries.push({
      at: order.confirmedAt,
      title: 'Confirmed',
      who: partner,
      note: order.deliveryDate ? `Delivery on ${formatDate(order.deliveryDate)}` : null,
    });
  for (const shipment of order.shipments) {
    entries.push({
      at: shipment.createdAt,
      title: `Part ${shipment.sequence} dispatched`,
      who: partner,
      note: shipment.note,
    });
    if (shipment.receivedAt)
      entries.push({
        at: shipment.receivedAt,
        title: `Part ${shipment.sequence} received`,
        who: buyer,
        note: shipment.receiptNote,
      });
  }
  for (const payment of order.payments) {
    const amount = formatMoney(payment.amount.amount, payment.amount.currency);
    entries.push({
      at: payment.createdAt,
      title: `Payment of ${amount} recorded`,
      who: buyer,
      note: payment.reference,
    });
    if (payment.confirmedAt)
      entries.push({ at: payment.confirmedAt, title: `Payment of ${amount} confirmed`, who: partner });
  }
  if (order.completedAt) entries.push({ at: order.completedAt, title: 'Completed', who: buyer });
  if (order.cancelledAt)
    entries.push({ at: order.cancelledAt, title: 'Cancelled', who: '', note: order.cancelReason });
  entries.sort((a, b) => a.at.localeCompare(b.at));
  if (order.disputedBy || order.disputeReason) {
    const open = order.status === 'DISPUTED';
    entries.push({
      at: '',
      title: open ? 'Disputed' : 'Was disputed',
      who: order.disputedBy ? sideNames[order.disputedBy] : '',
      note: order.disputeReason,
    });
  }
  if (order.resolutionNote && order.status !== 'DISPUTED')
    entries.push({ at: '', title: 'Dispute resolved', who: sideNames.ADMIN, note: order.resolutionNote });
  if (order.cancelRequestedBy)
    entries.push({
      at: '',
      title: 'Cancellation requested',
      who: sideNames[order.cancelRequestedBy],
      note: order.cancelReason,
    });
  return entries;
}

/** The dispatch form's starting quantities: everything left to dispatch, per line. */
export function dispatchDefaults(
  lines: readonly { id: string; toDispatch: number }[],
): Record<string, number> {
  return Object.fromEntries(lines.map((line) => [line.id, Math.max(0, line.toDispatch)]));
}

/**
 * The dispatch input's lines from the form's quantities: lines with nothing left out; null when it
 * is everything left (the server then sends the rest).
 */
export function dispatchLines(
  lines: readonly { id: string; toDispatch: number }[],
  quantities: Record<string, number | string | undefined>,
): { lineId: string; quantity: number }[] | null {
  const chosen = lines.flatMap((line) => {
    const quantity = Number(quantities[line.id] ?? 0);
    return quantity > 0 ? [{ lineId: line.id, quantity }] : [];
  });
  const everything =
    chosen.length === lines.filter((line) => line.toDispatch > 0).length &&
    chosen.every((c) => c.quantity === lines.find((line) => line.id === c.lineId)?.toDispatch);
  return everything ? null : chosen;
}

/** The admin table's CSV export of `filter` in `orderBy`'s order (GET /api/admin/orders.csv, the same names). */
export function ordersCsvHref(filter: OrdersFilter, orderBy: OrdersOrder): string {
  const params = new URLSearchParams();
  if (filter.statuses?.length) params.set('statuses', filter.statuses.join(','));
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.text) params.set('text', filter.text);
  params.set('sort', orderBy.field);
  params.set('direction', orderBy.direction);
  return `/api/admin/orders.csv?${params}`;
}
