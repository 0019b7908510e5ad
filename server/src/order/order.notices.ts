import type { Notice, NoticeFile } from '../mail/notices.js';
import { FileAttachment } from '../storage/stored-file.enums.js';
import { OrderDocumentKind } from './order.enums.js';
import { DOCUMENT_POSITION } from './order.types.js';

/** Where the parties read an order: the buyer's page, or the partner's. */
export const orderPath = (orderId: string, forPartner: boolean) =>
  forPartner ? `/partners/orders?id=${orderId}` : `/orders?id=${orderId}`;

/** What each change tells the other side (and, for an admin's, both). */
const SAYS: Record<string, (number: string, why: string | null) => [string, string]> = {
  'order.created': (n) => [
    `New order ${n}`,
    `Order ${n} was made from your accepted quote. Confirm it with a delivery date.`,
  ],
  'order.confirmed': (n) => [
    `Order ${n} confirmed`,
    `The partner confirmed order ${n} and gave a delivery date. The purchase order is on the order's page.`,
  ],
  'order.dispatched': (n, why) => [
    `Order ${n}: a part is on its way`,
    `A part of order ${n} was dispatched.${why ? ` Note: ${why}` : ''} The invoice is on the order's page.`,
  ],
  'order.received': (n) => [
    `Order ${n}: a part was received`,
    `The buyer noted the receipt of a part of order ${n}.`,
  ],
  'order.completed': (n) => [`Order ${n} completed`, `The buyer completed order ${n}. Thank you.`],
  'order.cancel_requested': (n, why) => [
    `Order ${n}: cancellation requested`,
    `The other side asks to cancel order ${n}${why ? `: ${why}` : '.'} Agree or refuse on the order's page.`,
  ],
  'order.cancelled': (n) => [`Order ${n} cancelled`, `Order ${n} was cancelled by agreement.`],
  'order.cancel_refused': (n) => [
    `Order ${n}: cancellation refused`,
    `The other side refused to cancel order ${n}; it goes on.`,
  ],
  'order.disputed': (n, why) => [
    `Order ${n} disputed`,
    `A dispute was raised on order ${n}${why ? `: ${why}` : '.'} An admin will resolve it.`,
  ],
  'order.dispute_resolved': (n, why) => [
    `Order ${n}: dispute resolved`,
    `An admin resolved the dispute on order ${n}${why ? `: ${why}` : '.'}`,
  ],
  'order.payment_recorded': (n, why) => [
    `Order ${n}: payment recorded`,
    `The buyer recorded a payment of ${why ?? 'an amount'} on order ${n}. Confirm it once you have received it.`,
  ],
  'order.payment_confirmed': (n, why) => [
    `Order ${n}: payment confirmed`,
    `The partner confirmed receiving ${why ?? 'your payment'} on order ${n}.`,
  ],
};

/** The paper an email of `action` carries (made by its own job after the same change). */
const PAPER: Partial<Record<string, OrderDocumentKind>> = {
  'order.confirmed': OrderDocumentKind.PURCHASE_ORDER,
  'order.dispatched': OrderDocumentKind.INVOICE,
};

/** The notice of `action` on order `number`, linking to the recipient's page of it, with its paper. */
export function orderNotice(
  action: string,
  orderId: string,
  number: string,
  forPartner: boolean,
  detail: string | null,
): Notice {
  const says =
    SAYS[action] ?? ((n: string) => [`Order ${n} changed`, `Order ${n} changed.`] as [string, string]);
  const [subject, paragraph] = says(number, detail);
  const paper = PAPER[action];
  const files: NoticeFile[] = paper
    ? [
        {
          attachedType: FileAttachment.ORDER_DOCUMENT,
          attachedId: orderId,
          position: DOCUMENT_POSITION[paper],
        },
      ]
    : [];
  return {
    subject,
    paragraphs: [paragraph],
    action: { label: 'Open the order', path: orderPath(orderId, forPartner) },
    files,
  };
}
