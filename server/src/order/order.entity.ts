import { Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Member } from '../member/member.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { PropertyListing } from '../listing/property-listing.entity.js';
import { WireResponse } from '../response/response.entity.js';
import { Wire } from '../wire/wire.entity.js';
import { WireKind } from '../wire/wire.enums.js';
import { OrderStatus, PaymentMethod, PaymentStatus } from './order.enums.js';

/**
 * The order an accepted quote makes (one per response): its lines, the delivery place and
 * window and both parties' contacts are copied when it is made, so the paper trail reads the
 * same whatever later changes. `number` comes from the `order_number_seq` sequence.
 */
@Entity({ tableName: 'wire_order' })
@Index({ properties: ['partner', 'createdAt'] })
@Index({ properties: ['buyer', 'createdAt'] })
@Index({ properties: ['status', 'createdAt'] })
@ObjectType('Order', { description: 'What an accepted quote became: lines, delivery, payments and papers.' })
export class Order extends BaseEntity<
  | 'status'
  | 'deliveryDate'
  | 'deliveryFrom'
  | 'deliveryBy'
  | 'listing'
  | 'listingTerms'
  | 'buyerName'
  | 'buyerPhone'
  | 'partnerPhone'
  | 'partnerWebsite'
  | 'cancelRequestedBy'
  | 'cancelReason'
  | 'disputedFrom'
  | 'disputedBy'
  | 'disputeReason'
  | 'resolutionNote'
  | 'confirmedAt'
  | 'completedAt'
  | 'cancelledAt'
  | 'paidCents'
> {
  @Field(() => String, { description: 'Its readable number, e.g. "BW-2026-000123" (unique).' })
  @Property({ type: 'text', unique: true })
  number!: string;

  @ManyToOne(() => Wire, { deleteRule: 'cascade' })
  wire!: Wire;

  @ManyToOne(() => WireResponse, { deleteRule: 'cascade', unique: true })
  response!: WireResponse;

  @ManyToOne(() => Partner, { deleteRule: 'cascade' })
  partner!: Partner;

  @ManyToOne(() => Member, { deleteRule: 'cascade' })
  buyer!: Member;

  @Field(() => WireKind, { description: "The wire's kind: materials lines, or a property listing." })
  @Enum({ items: () => WireKind, type: 'text' })
  kind!: WireKind;

  @Field(() => OrderStatus, { description: 'Where it stands.' })
  @Enum({ items: () => OrderStatus, type: 'text' })
  status: OrderStatus = OrderStatus.PLACED;

  @Property({ type: 'text' })
  currency!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  subtotal!: string;

  @Field(() => Float, {
    description: 'The VAT rate applied (0.075 is 7.5%), from VAT_RATE when it was made.',
  })
  @Property({ type: 'double' })
  vatRate!: number;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  vat!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  total!: string;

  /** Confirmed payments, in cents (kept with each confirmation). */
  @Property({ type: 'bigint' })
  paidCents: string = '0';

  @Field(() => String, { description: "Where to deliver: the wire's location label." })
  @Property({ type: 'text' })
  deliveryLabel!: string;

  @Field(() => Date, {
    nullable: true,
    description: 'The start of the delivery window (when the order was made).',
  })
  @Property({ type: 'timestamptz', nullable: true })
  deliveryFrom: Date | null = null;

  @Field(() => Date, {
    nullable: true,
    description: "The end of the delivery window: the wire's neededBy, when it has one.",
  })
  @Property({ type: 'timestamptz', nullable: true })
  deliveryBy: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'The delivery date the partner gave when confirming.' })
  @Property({ type: 'timestamptz', nullable: true })
  deliveryDate: Date | null = null;

  /** PROPERTY orders: the listing offered (its title and terms are copied below). */
  @ManyToOne(() => PropertyListing, { nullable: true, deleteRule: 'set null' })
  listing: PropertyListing | null = null;

  @Field(() => String, {
    nullable: true,
    description: "PROPERTY orders: the listing's title and terms as quoted.",
  })
  @Property({ type: 'text', nullable: true })
  listingTerms: string | null = null;

  @Property({ type: 'text', nullable: true })
  buyerName: string | null = null;
  @Property({ type: 'text' })
  buyerEmail!: string;
  @Property({ type: 'text', nullable: true })
  buyerPhone: string | null = null;
  @Property({ type: 'text' })
  partnerName!: string;
  @Property({ type: 'text' })
  partnerEmail!: string;
  @Property({ type: 'text', nullable: true })
  partnerPhone: string | null = null;
  @Property({ type: 'text', nullable: true })
  partnerWebsite: string | null = null;

  /** The member who asked to cancel, while their request waits for the other side. */
  @Property({ type: 'uuid', nullable: true })
  cancelRequestedBy: string | null = null;

  @Field(() => String, {
    nullable: true,
    description: 'Why a cancellation was asked for (while it waits, and once cancelled).',
  })
  @Property({ type: 'text', nullable: true })
  cancelReason: string | null = null;

  @Field(() => OrderStatus, {
    nullable: true,
    description: 'While DISPUTED: where it stood when the dispute was raised.',
  })
  @Enum({ items: () => OrderStatus, type: 'text', nullable: true })
  disputedFrom: OrderStatus | null = null;

  /** The member who raised the current (or last) dispute. */
  @Property({ type: 'uuid', nullable: true })
  disputedBy: string | null = null;

  @Field(() => String, { nullable: true, description: 'The reason of the current (or last) dispute.' })
  @Property({ type: 'text', nullable: true })
  disputeReason: string | null = null;

  @Field(() => String, { nullable: true, description: "The admin's note resolving the last dispute." })
  @Property({ type: 'text', nullable: true })
  resolutionNote: string | null = null;

  @Field(() => Date, { nullable: true, description: 'When the partner confirmed it.' })
  @Property({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When the buyer completed it.' })
  @Property({ type: 'timestamptz', nullable: true })
  completedAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When it was cancelled.' })
  @Property({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null = null;
}

/** One line of an order: copied from the quote's line, with what was dispatched and received of it. */
@Entity({ tableName: 'wire_order_line' })
@ObjectType('OrderLine', { description: 'A line of an order, with its delivery balance.' })
export class OrderLine extends BaseEntity<'dispatched' | 'received' | 'short' | 'damaged' | 'productId'> {
  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Order;

  @Field(() => Int, { description: 'Its place in the order, from 0.' })
  @Property({ type: 'integer' })
  position!: number;

  /** The catalogue product it came from (a plain id: the product may be deleted later). */
  @Property({ type: 'uuid', nullable: true })
  productId: string | null = null;

  @Field(() => String, { description: 'What it is, as quoted.' })
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { description: 'The unit, e.g. "bag".' })
  @Property({ type: 'text' })
  unit!: string;

  @Field(() => Float, { description: 'How many units were ordered.' })
  @Property({ type: 'double' })
  quantity!: number;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  unitPrice!: string;

  @Field(() => Float, { description: 'How many units were dispatched so far.' })
  @Property({ type: 'double' })
  dispatched: number = 0;

  @Field(() => Float, { description: 'How many dispatched units the buyer received in good order.' })
  @Property({ type: 'double' })
  received: number = 0;

  @Field(() => Float, { description: 'How many dispatched units arrived short (missing).' })
  @Property({ type: 'double' })
  short: number = 0;

  @Field(() => Float, { description: 'How many dispatched units arrived damaged.' })
  @Property({ type: 'double' })
  damaged: number = 0;
}

/** One line of a part: how much of an order line went, and what the buyer noted on receipt. */
export type ShipmentItem = {
  lineId: string;
  quantity: number;
  received: number | null;
  short: number | null;
  damaged: number | null;
};

/** One dispatched part of an order (a delivery): its lines, waybill note, photo, and its receipt. */
@Entity({ tableName: 'wire_order_shipment' })
@Unique({ properties: ['order', 'sequence'] })
@ObjectType('OrderShipment', { description: 'A dispatched part of an order, and its receipt.' })
export class OrderShipment extends BaseEntity<'note' | 'receivedAt' | 'receiptNote'> {
  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Order;

  @Field(() => Int, { description: 'Which part of the order it is: 1, 2, …' })
  @Property({ type: 'integer' })
  sequence!: number;

  @Property({ type: 'jsonb' })
  items!: ShipmentItem[];

  @Field(() => String, { nullable: true, description: 'The waybill number or driver note.' })
  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the buyer noted its receipt (null while on its way).',
  })
  @Property({ type: 'timestamptz', nullable: true })
  receivedAt: Date | null = null;

  @Field(() => String, { nullable: true, description: "The buyer's note on receipt." })
  @Property({ type: 'text', nullable: true })
  receiptNote: string | null = null;
}

/** A payment the buyer recorded (not processed: a driver says how it was taken, "manual" here). */
@Entity({ tableName: 'wire_order_payment' })
@ObjectType('OrderPayment', {
  description: 'A payment the buyer recorded, and whether the partner confirmed it.',
})
export class OrderPayment extends BaseEntity<'status' | 'reference' | 'confirmedAt'> {
  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Order;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  amount!: string;

  @Property({ type: 'text' })
  currency!: string;

  @Field(() => Date, { description: 'When the buyer says they paid.' })
  @Property({ type: 'timestamptz' })
  paidOn!: Date;

  @Field(() => PaymentMethod, { description: 'How.' })
  @Enum({ items: () => PaymentMethod, type: 'text' })
  method!: PaymentMethod;

  @Field(() => String, { nullable: true, description: 'A bank reference, receipt number or note.' })
  @Property({ type: 'text', nullable: true })
  reference: string | null = null;

  @Field(() => String, { description: 'The payment driver that took it ("manual": recorded by hand).' })
  @Property({ type: 'text' })
  driver!: string;

  @Field(() => PaymentStatus, { description: 'RECORDED, or CONFIRMED by the partner.' })
  @Enum({ items: () => PaymentStatus, type: 'text' })
  status: PaymentStatus = PaymentStatus.RECORDED;

  @Field(() => Date, { nullable: true, description: 'When the partner confirmed receipt.' })
  @Property({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null = null;
}
