import { Args, Ctx, FieldResolver, Query, Resolver, Root, Subscription } from 'type-graphql';
import { requireViewer } from '../common/actor.js';
import { onlookerOf, type Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { IdArg } from '../common/ids.js';
import { fromCents, Money } from '../common/money.js';
import { emptyPage, type Page } from '../common/paging.js';
import { live } from '../common/resolvers.js';
import { Role } from '../common/role.js';
import { Auth } from '../auth/auth.directive.js';
import { visibleListing } from '../listing/listing.policy.js';
import { PropertyListing } from '../listing/property-listing.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { partnerById, partnerByMember } from '../partner/partner.loaders.js';
import { StoredFile } from '../storage/stored-file.entity.js';
import { filesOf, attachmentKey } from '../storage/file-attachments.js';
import { FileAttachment } from '../storage/stored-file.enums.js';
import { Wire } from '../wire/wire.entity.js';
import { wireById } from '../wire/wire.loaders.js';
import { dueCents } from './order-moves.js';
import { Order, OrderLine, OrderPayment, OrderShipment } from './order.entity.js';
import { OrderDocumentKind, OrderPaymentState, OrderSide, PaymentStatus } from './order.enums.js';
import type { OrderMessage } from './order.events.js';
import { OrdersArgs } from './order.inputs.js';
import { linesByOrder, orderById, paymentsByOrder, shipmentsByOrder } from './order.loaders.js';
import { partiesOf, sideOf } from './order.policy.js';
import type { OrderQueries } from './order.queries.js';
import type { OrderStreams } from './order.streams.js';
import { ORDER_TRANSITIONS, orderCan, type OrderTransition } from './order.transitions.js';
import {
  BuyerOrderFigures,
  DOCUMENT_POSITION,
  DOCUMENT_SUFFIX,
  OrderConnection,
  OrderContact,
  OrderDocument,
  OrderEvent,
  PartnerOrderFigures,
} from './order.types.js';
import { ACTION_OF, OrderAction } from './order.actions.js';

@Resolver(() => Order)
export class OrderResolver {
  constructor(
    private readonly queries: OrderQueries,
    readonly streams: OrderStreams,
  ) {}

  @Auth()
  @Query(() => Order, {
    description: 'One order, for its buyer, its partner and admins (NOT_FOUND for anyone else).',
  })
  order(@IdArg('id', "The order's id.") id: string, @Ctx() ctx: Context): Promise<Order> {
    return this.queries.byId(ctx.actor, id);
  }

  @Auth()
  @Query(() => OrderConnection, { description: 'My orders as a buyer, newest first unless ordered.' })
  myOrders(@Ctx() ctx: Context, @Args(() => OrdersArgs) args: OrdersArgs): Promise<Page<Order>> {
    const buyerId = requireViewer(ctx.actor).id;
    return this.queries.list(ctx.actor.em, { buyerId }, args);
  }

  @Auth(Role.PARTNER)
  @Query(() => OrderConnection, { description: "My business's orders, newest first unless ordered." })
  async partnerOrders(@Ctx() ctx: Context, @Args(() => OrdersArgs) args: OrdersArgs): Promise<Page<Order>> {
    const partner = await ctx.loaders.load(partnerByMember, requireViewer(ctx.actor).id);
    if (!partner) return emptyPage();
    return this.queries.list(ctx.actor.em, { partnerId: partner.id }, args);
  }

  @Auth(Role.ADMIN)
  @Query(() => OrderConnection, {
    description:
      'Every order (the admin orders table): filters, sort, paging; CSV at /api/admin/orders.csv with the same filter.',
  })
  adminOrders(@Ctx() ctx: Context, @Args(() => OrdersArgs) args: OrdersArgs): Promise<Page<Order>> {
    return this.queries.list(ctx.actor.em, 'all', args);
  }

  @Auth(Role.PARTNER)
  @Query(() => PartnerOrderFigures, {
    description: "My business's orders at a glance (the partner dashboard).",
  })
  async partnerOrderFigures(@Ctx() ctx: Context): Promise<PartnerOrderFigures> {
    const partner = await ctx.loaders.load(partnerByMember, requireViewer(ctx.actor).id);
    if (!partner)
      return { toConfirm: 0, toDispatch: 0, awaitingPayment: 0, paymentsToConfirm: 0, deliveredByMonth: [] };
    return this.queries.partnerFigures(ctx.actor.em, partner.id);
  }

  @Auth()
  @Query(() => BuyerOrderFigures, { description: 'My orders as a buyer at a glance.' })
  buyerOrderFigures(@Ctx() ctx: Context): Promise<BuyerOrderFigures> {
    return this.queries.buyerFigures(ctx.actor.em, requireViewer(ctx.actor).id);
  }

  @Auth()
  @Subscription(() => OrderEvent, {
    description:
      'My orders (as buyer or partner; every order for admins), or one of them, live: each change with its action.',
    subscribe: live(
      () => OrderResolver,
      (resolver, args: { orderId?: string | null }, ctx) => resolver.streams.of(ctx.actor, args.orderId),
    ),
  })
  async orderEvents(
    @Root() message: OrderMessage,
    @Ctx() ctx: Context,
    @IdArg('orderId', 'Only this order (one I may see).', { nullable: true }) _orderId: string | null,
  ): Promise<OrderEvent> {
    const scope = this.streams.scopes.of(message).enter(ctx);
    const order = await scope.loaders.load(orderById, message.orderId);
    if (!order) throw new AppError('NOT_FOUND', 'This order no longer exists.');
    return { type: message.type, action: message.action, order };
  }

  @FieldResolver(() => Wire, { description: 'The wire it came from.' })
  async wire(@Root() order: Order, @Ctx() ctx: Context): Promise<Wire> {
    const wire = await ctx.loaders.load(wireById, order.wire.id);
    if (!wire) throw new AppError('NOT_FOUND', 'This request no longer exists.');
    return wire;
  }

  @FieldResolver(() => Partner, { description: 'The business selling.' })
  async partner(@Root() order: Order, @Ctx() ctx: Context): Promise<Partner> {
    const partner = await ctx.loaders.load(partnerById, order.partner.id);
    if (!partner) throw new AppError('NOT_FOUND', 'This partner no longer exists.');
    return partner;
  }

  @FieldResolver(() => OrderSide, { nullable: true, description: 'Where I stand on it (null: nowhere).' })
  async viewerSide(@Root() order: Order, @Ctx() ctx: Context): Promise<OrderSide | null> {
    return sideOf(ctx.actor.viewer, await this.parties(order, ctx));
  }

  @FieldResolver(() => [OrderAction], {
    description: 'What I may do to it now (the state machine and my side): what the page offers.',
  })
  async actions(@Root() order: Order, @Ctx() ctx: Context): Promise<OrderAction[]> {
    const side = sideOf(ctx.actor.viewer, await this.parties(order, ctx));
    if (!side) return [];
    const payments = await ctx.loaders.load(paymentsByOrder, order.id);
    return (Object.keys(ORDER_TRANSITIONS) as OrderTransition[])
      .filter((transition) => {
        const sides: readonly OrderSide[] = ORDER_TRANSITIONS[transition].sides;
        if (!sides.includes(side) || !orderCan(order, transition)) return false;
        const asked = order.cancelRequestedBy;
        if (transition === 'requestCancel') return !asked;
        if (transition === 'agreeCancel' || transition === 'refuseCancel')
          return asked !== null && asked !== ctx.actor.viewer!.id;
        if (transition === 'recordPayment') return dueCents(order) > 0n;
        if (transition === 'confirmPayment')
          return payments.some((payment) => payment.status === PaymentStatus.RECORDED);
        return true;
      })
      .map((transition) => ACTION_OF[transition]);
  }

  @FieldResolver(() => OrderContact, {
    description: "The buyer's contact, as it was when the order was made.",
  })
  buyerContact(@Root() order: Order): OrderContact {
    return { name: order.buyerName, email: order.buyerEmail, phone: order.buyerPhone, website: null };
  }

  @FieldResolver(() => OrderContact, {
    description: "The partner's contact, as it was when the order was made.",
  })
  partnerContact(@Root() order: Order): OrderContact {
    return {
      name: order.partnerName,
      email: order.partnerEmail,
      phone: order.partnerPhone,
      website: order.partnerWebsite,
    };
  }

  @FieldResolver(() => [OrderLine], { description: 'Its lines, in order (none for a PROPERTY order).' })
  lines(@Root() order: Order, @Ctx() ctx: Context): Promise<OrderLine[]> {
    return ctx.loaders.load(linesByOrder, order.id);
  }

  @FieldResolver(() => [OrderShipment], { description: 'Its dispatched parts, first first.' })
  shipments(@Root() order: Order, @Ctx() ctx: Context): Promise<OrderShipment[]> {
    return ctx.loaders.load(shipmentsByOrder, order.id);
  }

  @FieldResolver(() => [OrderPayment], { description: 'The payments recorded, oldest first.' })
  payments(@Root() order: Order, @Ctx() ctx: Context): Promise<OrderPayment[]> {
    return ctx.loaders.load(paymentsByOrder, order.id);
  }

  @FieldResolver(() => PropertyListing, {
    nullable: true,
    description: 'PROPERTY orders: the listing, while the viewer may see it.',
  })
  async listing(@Root() order: Order, @Ctx() ctx: Context): Promise<PropertyListing | null> {
    return order.listing ? visibleListing(onlookerOf(ctx), order.listing.id) : null;
  }

  @FieldResolver(() => Money, { description: 'The lines (or the quote) before VAT.' })
  subtotal(@Root() order: Order): Money {
    return { amount: order.subtotal, currency: order.currency };
  }

  @FieldResolver(() => Money, { description: 'The VAT: subtotal × vatRate, to the cent.' })
  vat(@Root() order: Order): Money {
    return { amount: order.vat, currency: order.currency };
  }

  @FieldResolver(() => Money, { description: 'Subtotal plus VAT.' })
  total(@Root() order: Order): Money {
    return { amount: order.total, currency: order.currency };
  }

  @FieldResolver(() => Money, { description: 'What the partner confirmed receiving.' })
  paid(@Root() order: Order): Money {
    return { amount: fromCents(BigInt(order.paidCents)), currency: order.currency };
  }

  @FieldResolver(() => Money, { description: 'What is left to pay: total less confirmed payments.' })
  balance(@Root() order: Order): Money {
    return { amount: fromCents(dueCents(order)), currency: order.currency };
  }

  @FieldResolver(() => OrderPaymentState, {
    description: 'UNPAID, PART_PAID or PAID, by confirmed payments.',
  })
  paymentState(@Root() order: Order): OrderPaymentState {
    if (dueCents(order) === 0n) return OrderPaymentState.PAID;
    return BigInt(order.paidCents) > 0n ? OrderPaymentState.PART_PAID : OrderPaymentState.UNPAID;
  }

  @FieldResolver(() => OrderSide, {
    nullable: true,
    description: 'Who asked to cancel, while the request waits.',
  })
  async cancelRequestedBy(@Root() order: Order, @Ctx() ctx: Context): Promise<OrderSide | null> {
    if (!order.cancelRequestedBy) return null;
    return sideOf(
      { id: order.cancelRequestedBy, role: Role.MEMBER, email: '' },
      await this.parties(order, ctx),
    );
  }

  @FieldResolver(() => OrderSide, {
    nullable: true,
    description: 'Who raised the current (or last) dispute.',
  })
  async disputedBy(@Root() order: Order, @Ctx() ctx: Context): Promise<OrderSide | null> {
    if (!order.disputedBy) return null;
    return sideOf({ id: order.disputedBy, role: Role.MEMBER, email: '' }, await this.parties(order, ctx));
  }

  @FieldResolver(() => [StoredFile], { description: 'The evidence of the current (or last) dispute.' })
  disputeEvidence(@Root() order: Order, @Ctx() ctx: Context): Promise<StoredFile[]> {
    return ctx.loaders.load(filesOf, attachmentKey({ type: FileAttachment.ORDER_DISPUTE, id: order.id }));
  }

  @FieldResolver(() => [OrderDocument], {
    description:
      'Its papers so far: the purchase order (once confirmed) and the invoice (once dispatched), as PDFs.',
  })
  async documents(@Root() order: Order, @Ctx() ctx: Context): Promise<OrderDocument[]> {
    const files = await ctx.loaders.load(
      filesOf,
      attachmentKey({ type: FileAttachment.ORDER_DOCUMENT, id: order.id }),
    );
    return (Object.keys(DOCUMENT_POSITION) as OrderDocumentKind[]).flatMap((kind) => {
      const file = files.find((candidate) => candidate.position === DOCUMENT_POSITION[kind]);
      return file ? [{ kind, number: `${order.number}-${DOCUMENT_SUFFIX[kind]}`, file }] : [];
    });
  }

  private async parties(order: Order, ctx: Context) {
    if (order.partner.member) return partiesOf(order);
    const partner = await ctx.loaders.load(partnerById, order.partner.id);
    return { buyerId: order.buyer.id, partnerMemberId: partner?.member.id ?? '' };
  }
}
