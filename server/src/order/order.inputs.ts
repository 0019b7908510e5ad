import { IsOptional, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { ArgsType, Field, Float, InputType } from 'type-graphql';
import { StatusesField } from '../common/filter-fields.js';
import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';
import { IdField } from '../common/ids.js';
import { MaxItems } from '../common/list-limits.js';
import { SortDirection } from '../common/list-order.js';
import { PageArgs } from '../common/paging.js';
import { WireKind } from '../wire/wire.enums.js';
import { DisputeOutcome, OrderStatus, PaymentMethod } from './order.enums.js';

export const ORDER_LIMITS = {
  note: 500,
  reason: 1000,
  reference: 200,
  lines: 50,
  evidence: 8,
  text: 200,
} as const;

@InputType('ConfirmOrderInput', { description: 'The partner confirms a PLACED order with a delivery date.' })
export class ConfirmOrderInput {
  @IdField("The PLACED order (one of my business's).") orderId!: string;
  @Field(() => Date, { description: 'When the partner will deliver (not in the past).' })
  deliveryDate!: Date;
}

@InputType('DispatchLineInput', { description: 'How much of one order line goes in this part.' })
export class DispatchLineInput {
  @IdField('The order line.') lineId!: string;
  @Field(() => Float, { description: 'How many units go (more than 0, at most what is left to dispatch).' })
  quantity!: number;
}

@InputType('DispatchOrderInput', {
  description: 'The partner dispatches a part of a CONFIRMED order (or all of it).',
})
export class DispatchOrderInput {
  @IdField("The order (one of my business's).") orderId!: string;

  @Field(() => [DispatchLineInput], {
    nullable: true,
    description: 'Which lines and quantities go; everything left to dispatch when omitted.',
  })
  @MaxItems(ORDER_LIMITS.lines)
  lines?: DispatchLineInput[] | null;

  @Field(() => String, {
    nullable: true,
    description: `A waybill number or driver note (at most ${ORDER_LIMITS.note} characters).`,
  })
  @IsOptional()
  @MaxLength(ORDER_LIMITS.note, { message: `At most ${ORDER_LIMITS.note} characters.` })
  note?: string | null;

  @IdField('An uploaded photo (an image of mine, from /api/uploads) of the part or its waybill.', {
    nullable: true,
  })
  photoId?: string | null;
}

@InputType('ReceiveLineInput', { description: 'What arrived wrong of one line of a part.' })
export class ReceiveLineInput {
  @IdField('The order line.') lineId!: string;
  @Field(() => Float, { nullable: true, description: 'How many units did not arrive (default 0).' })
  short?: number | null;
  @Field(() => Float, { nullable: true, description: 'How many units arrived damaged (default 0).' })
  damaged?: number | null;
}

@InputType('ReceiveShipmentInput', { description: 'The buyer notes the receipt of a dispatched part.' })
export class ReceiveShipmentInput {
  @IdField('The part (an OrderShipment of my order) not yet received.') shipmentId!: string;

  @Field(() => [ReceiveLineInput], {
    nullable: true,
    description: 'The lines that arrived short or damaged; everything arrived in good order when omitted.',
  })
  @MaxItems(ORDER_LIMITS.lines)
  problems?: ReceiveLineInput[] | null;

  @Field(() => String, {
    nullable: true,
    description: `A note on the receipt (at most ${ORDER_LIMITS.note} characters).`,
  })
  @IsOptional()
  @MaxLength(ORDER_LIMITS.note, { message: `At most ${ORDER_LIMITS.note} characters.` })
  note?: string | null;
}

@InputType('DisputeOrderInput', {
  description: 'Either party disputes a confirmed order, with a reason and evidence.',
})
export class DisputeOrderInput {
  @IdField('The order (mine, as its buyer or partner).') orderId!: string;

  @Field(() => String, { description: `What is wrong (1 to ${ORDER_LIMITS.reason} characters).` })
  @MinLength(1, { message: 'Say what is wrong.' })
  @MaxLength(ORDER_LIMITS.reason, { message: `At most ${ORDER_LIMITS.reason} characters.` })
  reason!: string;

  @IdField(`Uploaded photos or PDFs of mine, as evidence (at most ${ORDER_LIMITS.evidence}).`, {
    list: true,
    nullable: true,
  })
  @MaxItems(ORDER_LIMITS.evidence)
  evidenceIds?: string[] | null;
}

@InputType('ResolveOrderDisputeInput', { description: "An admin resolves a DISPUTED order's dispute." })
export class ResolveOrderDisputeInput {
  @IdField('The DISPUTED order.') orderId!: string;
  @Field(() => DisputeOutcome, { description: 'Back into the flow (RESUME) or CANCEL.' })
  outcome!: DisputeOutcome;
  @Field(() => String, {
    description: `The resolution, for both parties (1 to ${ORDER_LIMITS.reason} characters).`,
  })
  @MinLength(1, { message: 'Write a note for both parties.' })
  @MaxLength(ORDER_LIMITS.reason, { message: `At most ${ORDER_LIMITS.reason} characters.` })
  note!: string;
}

@InputType('RecordOrderPaymentInput', {
  description: 'The buyer records a payment they made (nothing is charged).',
})
export class RecordOrderPaymentInput {
  @IdField('The order (mine, as its buyer).') orderId!: string;
  @Field(() => String, {
    description: 'A decimal amount in the order\'s currency, more than 0, e.g. "150000" or "150000.50".',
  })
  amount!: string;
  @Field(() => Date, { description: 'When it was paid (not in the future).' })
  paidOn!: Date;
  @Field(() => PaymentMethod, { description: 'How it was paid.' })
  method!: PaymentMethod;
  @Field(() => String, {
    nullable: true,
    description: `A bank reference or receipt number (at most ${ORDER_LIMITS.reference} characters).`,
  })
  @IsOptional()
  @MaxLength(ORDER_LIMITS.reference, { message: `At most ${ORDER_LIMITS.reference} characters.` })
  reference?: string | null;
  @IdField('An uploaded proof of payment (an image or PDF of mine).', { nullable: true })
  proofId?: string | null;
}

@InputType('OrdersFilter', { description: 'Narrows a list of orders; every filter is optional.' })
export class OrdersFilter {
  @StatusesField(OrderStatus)
  statuses?: OrderStatus[] | null;

  @Field(() => WireKind, { nullable: true, description: 'Only orders of this kind.' })
  kind?: WireKind | null;

  @Field(() => Date, { nullable: true, description: 'Made at or after this instant.' })
  createdFrom?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Made before this instant.' })
  createdTo?: Date | null;

  @Field(() => String, {
    nullable: true,
    description: `Words of the order number, the wire's title or either party's name or email (at most ${ORDER_LIMITS.text} characters).`,
  })
  @IsOptional()
  @MaxLength(ORDER_LIMITS.text, { message: `At most ${ORDER_LIMITS.text} characters.` })
  text?: string | null;
}

export const OrderSort = graphqlEnum(
  'OrderSort',
  {
    CREATED: 'When the order was made.',
    UPDATED: 'When the order last changed.',
    TOTAL: 'Its total, currencies not converted.',
    NUMBER: 'Its number.',
    STATUS: 'Its status, alphabetically by name.',
  },
  'What a list of orders is sorted by (ties: by id in the same direction).',
);
export type OrderSort = EnumValue<typeof OrderSort>;

@InputType('OrdersOrder', { description: 'How a list of orders is sorted.' })
export class OrdersOrder {
  @Field(() => OrderSort, { description: 'The column.' }) field!: OrderSort;
  @Field(() => SortDirection, { description: 'ASC or DESC.' }) direction!: SortDirection;
}

/** The arguments of every list of orders: a page, a filter and an order. */
@ArgsType()
export class OrdersArgs extends PageArgs {
  @Field(() => OrdersFilter, { nullable: true, description: 'Narrows the list.' })
  @IsOptional()
  @ValidateNested()
  filter?: OrdersFilter | null;

  @Field(() => OrdersOrder, { nullable: true, description: 'Default: CREATED DESC.' })
  @IsOptional()
  orderBy?: OrdersOrder | null;
}
