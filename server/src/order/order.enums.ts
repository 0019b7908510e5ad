import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const OrderStatus = graphqlEnum(
  'OrderStatus',
  {
    PLACED: 'Made from an accepted quote; waiting for the partner to confirm it with a delivery date.',
    CONFIRMED: 'The partner confirmed it and gave a delivery date; nothing is on its way yet.',
    DISPATCHED: 'At least one part is on its way and not yet received.',
    RECEIVED: 'Every part sent so far was received by the buyer (some quantities may still be to come).',
    COMPLETED: 'The buyer completed it; the wire is fulfilled and the review opens.',
    CANCELLED: 'Cancelled by agreement before dispatch, or by an admin resolving a dispute.',
    DISPUTED: 'One side raised a dispute; an admin resolves it back into the flow or to CANCELLED.',
  },
  'Where an order stands (see docs/API.md, "Orders", for who moves it where).',
);
export type OrderStatus = EnumValue<typeof OrderStatus>;

export const OrderEventType = graphqlEnum(
  'OrderEventType',
  {
    CREATED: 'An order was made from an accepted quote.',
    UPDATED: 'An order changed: a transition, a dispatch, a receipt, a payment or a document.',
  },
  'What happened to the order of an order event.',
);
export type OrderEventType = EnumValue<typeof OrderEventType>;

export const PaymentMethod = graphqlEnum(
  'PaymentMethod',
  {
    BANK_TRANSFER: 'A bank transfer.',
    CASH: 'Cash handed over.',
    OTHER: 'Any other way (say which in the reference).',
  },
  'How the buyer says they paid.',
);
export type PaymentMethod = EnumValue<typeof PaymentMethod>;

export const PaymentStatus = graphqlEnum(
  'PaymentStatus',
  {
    RECORDED: 'The buyer recorded it; the partner has not confirmed receipt yet.',
    CONFIRMED: 'The partner confirmed they received it: it counts towards what is paid.',
  },
  'Where a recorded payment stands.',
);
export type PaymentStatus = EnumValue<typeof PaymentStatus>;

export const OrderPaymentState = graphqlEnum(
  'OrderPaymentState',
  {
    UNPAID: 'No confirmed payment yet.',
    PART_PAID: 'Confirmed payments cover part of the total.',
    PAID: 'Confirmed payments cover the total.',
  },
  "How much of an order's total confirmed payments cover.",
);
export type OrderPaymentState = EnumValue<typeof OrderPaymentState>;

export const DisputeOutcome = graphqlEnum(
  'DisputeOutcome',
  {
    RESUME: 'The order goes back to where it stood when the dispute was raised.',
    CANCEL: 'The order is cancelled.',
  },
  "How an admin resolves an order's dispute.",
);
export type DisputeOutcome = EnumValue<typeof DisputeOutcome>;

export const OrderDocumentKind = graphqlEnum(
  'OrderDocumentKind',
  {
    PURCHASE_ORDER: 'The purchase order, made when the partner confirms.',
    INVOICE: 'The invoice, made when the first part is dispatched.',
  },
  'Which paper of an order a document is.',
);
export type OrderDocumentKind = EnumValue<typeof OrderDocumentKind>;

export const OrderSide = graphqlEnum(
  'OrderSide',
  { BUYER: "The order's buyer.", PARTNER: "The order's partner.", ADMIN: 'An admin.' },
  'Who stands where on an order.',
);
export type OrderSide = EnumValue<typeof OrderSide>;
