import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';
import type { OrderTransition } from './order.transitions.js';

/** The transitions of ORDER_TRANSITIONS, as the API names them in `Order.actions`. */
export const OrderAction = graphqlEnum(
  'OrderAction',
  {
    CONFIRM: 'confirmOrder (the partner).',
    DISPATCH: 'dispatchOrder (the partner).',
    RECEIVE: 'receiveShipment (the buyer).',
    COMPLETE: 'completeOrder (the buyer).',
    REQUEST_CANCEL: 'requestOrderCancellation (either party).',
    AGREE_CANCEL: 'answerOrderCancellation with agree: true (the other party).',
    REFUSE_CANCEL: 'answerOrderCancellation with agree: false (the other party).',
    DISPUTE: 'disputeOrder (either party).',
    RESOLVE: 'resolveOrderDispute (an admin).',
    RECORD_PAYMENT: 'recordOrderPayment (the buyer).',
    CONFIRM_PAYMENT: 'confirmOrderPayment (the partner).',
  },
  'Something that may be done to an order now.',
);
export type OrderAction = EnumValue<typeof OrderAction>;

/** The action of each transition. */
export const ACTION_OF: Record<OrderTransition, OrderAction> = {
  confirm: 'CONFIRM',
  dispatch: 'DISPATCH',
  receive: 'RECEIVE',
  complete: 'COMPLETE',
  requestCancel: 'REQUEST_CANCEL',
  agreeCancel: 'AGREE_CANCEL',
  refuseCancel: 'REFUSE_CANCEL',
  dispute: 'DISPUTE',
  resolve: 'RESOLVE',
  recordPayment: 'RECORD_PAYMENT',
  confirmPayment: 'CONFIRM_PAYMENT',
};
