import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Money } from '../common/money.js';
import { connectionType } from '../common/paging.js';
import { StoredFile } from '../storage/stored-file.entity.js';
import { Order, OrderLine } from './order.entity.js';
import { OrderDocumentKind, OrderEventType } from './order.enums.js';

export const OrderConnection = connectionType(Order, 'Order');

@ObjectType('OrderEvent', { description: 'An order made or changed, live.' })
export class OrderEvent {
  @Field(() => OrderEventType, { description: 'Made (CREATED) or changed (UPDATED).' })
  type!: OrderEventType;
  @Field(() => String, { description: 'The audit action of the change, e.g. "order.dispatched".' })
  action!: string;
  @Field(() => Order, { description: 'The order as it is now.' })
  order!: Order;
}

@ObjectType('OrderDocument', { description: 'A paper of an order: its purchase order or invoice, as a PDF.' })
export class OrderDocument {
  @Field(() => OrderDocumentKind, { description: 'Which paper.' })
  kind!: OrderDocumentKind;
  @Field(() => String, { description: 'Its number, e.g. "BW-2026-000123-PO".' })
  number!: string;
  @Field(() => StoredFile, { description: 'The PDF (served to the two parties and admins only).' })
  file!: StoredFile;
}

@ObjectType('ShipmentLine', { description: 'How much of one order line went in a part, and how it arrived.' })
export class ShipmentLine {
  @Field(() => OrderLine, { description: 'The order line.' })
  line!: OrderLine;
  @Field(() => Float, { description: 'How many units were dispatched in this part.' })
  quantity!: number;
  @Field(() => Float, {
    nullable: true,
    description: 'How many arrived in good order (null until received).',
  })
  received!: number | null;
  @Field(() => Float, { nullable: true, description: 'How many did not arrive (null until received).' })
  short!: number | null;
  @Field(() => Float, { nullable: true, description: 'How many arrived damaged (null until received).' })
  damaged!: number | null;
}

@ObjectType('OrderContact', { description: 'How to reach one party of an order (copied when it was made).' })
export class OrderContact {
  @Field(() => String, {
    nullable: true,
    description: "The name: the buyer's display name, or the business name.",
  })
  name!: string | null;
  @Field(() => String, { description: 'The email.' }) email!: string;
  @Field(() => String, { nullable: true, description: 'The phone, when given.' }) phone!: string | null;
  @Field(() => String, { nullable: true, description: 'The website (partners), when given.' })
  website!: string | null;
}

@ObjectType('MonthValue', { description: 'A value of one calendar month (UTC), in one currency.' })
export class MonthValue {
  @Field(() => String, { description: 'The month, "YYYY-MM".' }) month!: string;
  @Field(() => Money, { description: 'The value.' }) value!: Money;
}

@ObjectType('PartnerOrderFigures', { description: "A partner's orders at a glance, for the dashboard." })
export class PartnerOrderFigures {
  @Field(() => Int, { description: 'PLACED orders waiting for my confirmation.' }) toConfirm!: number;
  @Field(() => Int, { description: 'Confirmed orders with something left to dispatch (not disputed).' })
  toDispatch!: number;
  @Field(() => Int, { description: 'Orders not cancelled whose confirmed payments do not cover the total.' })
  awaitingPayment!: number;
  @Field(() => Int, { description: 'Payments recorded by buyers that I have not confirmed.' })
  paymentsToConfirm!: number;
  @Field(() => [MonthValue], {
    description:
      'The value of COMPLETED orders by month of completion, the last 12 months, oldest first (months without any left out).',
  })
  deliveredByMonth!: MonthValue[];
}

@ObjectType('BuyerOrderFigures', { description: "A buyer's orders at a glance." })
export class BuyerOrderFigures {
  @Field(() => Int, { description: 'Orders neither completed nor cancelled.' }) open!: number;
  @Field(() => [Money], {
    description:
      'What is left to pay on orders not cancelled (total less confirmed payments), one per currency.',
  })
  amountDue!: Money[];
}

/** The file of a paper, as stored: `position` 0 is the purchase order, 1 the invoice. */
export const DOCUMENT_POSITION: Record<OrderDocumentKind, number> = { PURCHASE_ORDER: 0, INVOICE: 1 };
export const DOCUMENT_SUFFIX: Record<OrderDocumentKind, string> = { PURCHASE_ORDER: 'PO', INVOICE: 'INV' };
