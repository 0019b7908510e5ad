import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import type { Config } from '../common/config.js';
import type { Reactions } from '../common/domain-events.js';
import { AppError, InputProblems } from '../common/errors.js';
import { memberScope, type Once } from '../common/idempotency.js';
import { QUANTITY_MAX } from '../common/input-bounds.js';
import { cents, DECIMAL, fromCents, spokenMoney, toDecimal } from '../common/money.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import { AuditSubject } from '../audit/audit.entity.js';
import type { AuditLog } from '../audit/audit.service.js';
import type { EventBus } from '../events/event-bus.js';
import { Member } from '../member/member.entity.js';
import { NotificationKind } from '../notification/notification.enums.js';
import type { Notifier } from '../notification/notifier.js';
import { PropertyListing } from '../listing/property-listing.entity.js';
import { OfferedProduct } from '../response/offered-product.entity.js';
import type { WireResponse } from '../response/response.entity.js';
import type { ResponseCommands } from '../response/response.commands.js';
import { attachFiles } from '../storage/file-attachments.js';
import { FileAttachment, FileKind } from '../storage/stored-file.enums.js';
import { Wire } from '../wire/wire.entity.js';
import { WireStatus } from '../wire/wire.enums.js';
import { Order, OrderLine, OrderPayment, OrderShipment } from './order.entity.js';
import { DisputeOutcome, OrderEventType, OrderStatus, PaymentStatus, type OrderSide } from './order.enums.js';
import './order.events.js';
import type {
  ConfirmOrderInput,
  DispatchOrderInput,
  DisputeOrderInput,
  ReceiveShipmentInput,
  RecordOrderPaymentInput,
  ResolveOrderDisputeInput,
} from './order.inputs.js';
import { orderNotice } from './order.notices.js';
import { actingSide, assertOtherSide, partiesOf } from './order.policy.js';
import { applyOrderTransition, assertOrderCan, type OrderTransition } from './order.transitions.js';
import type { PaymentDriver } from './payment-driver.js';

/** Quantities in thousandths (at most three decimals), so balances add up exactly. */
export const milli = (quantity: number): number => Math.round(quantity * 1000);
const fromMilli = (value: number): number => value / 1000;

/** What is left of a line to dispatch: ordered, less what went, plus what arrived short or damaged. */
export function toDispatchOf(line: OrderLine): number {
  return fromMilli(milli(line.quantity) - milli(line.dispatched) + milli(line.short) + milli(line.damaged));
}

/** The order's total less its confirmed payments, in cents. */
export function dueCents(order: Order): bigint {
  const due = cents(order.total) - BigInt(order.paidCents);
  return due > 0n ? due : 0n;
}

const startOfTodayUtc = () => new Date(new Date().toISOString().slice(0, 10));

/**
 * Orders: made when a quote is accepted, moved by their parties through ORDER_TRANSITIONS (who may
 * do what is order.policy.ts's), each move one unit of work with its audit entry, bus event, domain
 * event and notification of the other side.
 */
export class OrderCommands {
  constructor(
    private readonly config: Config,
    private readonly uow: UnitOfWork,
    private readonly bus: EventBus,
    private readonly reactions: Reactions,
    private readonly notifier: Notifier,
    private readonly audit: AuditLog,
    private readonly responses: ResponseCommands,
    private readonly payments: PaymentDriver,
  ) {}

  /**
   * The order of an accepted response, in the acceptance's transaction: its quote's lines (or the
   * listing and its terms), the delivery place and window, both parties' contacts, VAT at VAT_RATE.
   */
  async createFrom(tx: Tx, response: WireResponse): Promise<Order> {
    const em = tx.em;
    const wire = response.wire;
    const buyer = await em.findOneOrFail(Member, { id: wire.owner.id });
    const partner = response.partner;
    const partnerMember = await em.findOneOrFail(Member, { id: partner.member.id });
    const [{ n }] = (await em.execute(`select nextval('order_number_seq')::int as n`)) as [{ n: number }];
    const subtotalCents = cents(response.quoteAmount);
    const vatCents = BigInt(Math.round(Number(subtotalCents) * this.config.vatRate));
    const listing = response.offeredProperty
      ? await em.findOne(PropertyListing, { id: response.offeredProperty.id })
      : null;
    const order = em.create(Order, {
      number: `BW-${new Date().getUTCFullYear()}-${String(n).padStart(6, '0')}`,
      wire,
      response,
      partner,
      buyer,
      kind: wire.kind,
      currency: response.quoteCurrency,
      subtotal: response.quoteAmount,
      vatRate: this.config.vatRate,
      vat: fromCents(vatCents),
      total: fromCents(subtotalCents + vatCents),
      deliveryLabel: wire.locationLabel,
      deliveryFrom: new Date(),
      deliveryBy: wire.neededBy,
      listing,
      listingTerms: listing
        ? `${listing.title}: ${listing.deal} at ${spokenMoney(listing.price, listing.currency)}`
        : null,
      buyerName: buyer.displayName,
      buyerEmail: buyer.email,
      buyerPhone: buyer.phone,
      partnerName: partner.businessName,
      partnerEmail: partnerMember.email,
      partnerPhone: partner.phone,
      partnerWebsite: partner.website,
    });
    em.persist(order);
    const offered = await em.find(
      OfferedProduct,
      { response: response.id },
      { orderBy: { position: 'asc' } },
    );
    offered.forEach((line, position) =>
      em.persist(
        em.create(OrderLine, {
          order,
          position,
          productId: line.product?.id ?? null,
          name: line.name,
          unit: line.unit,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
        }),
      ),
    );
    await em.flush();
    this.audit.record(tx, {
      action: 'order.created',
      subjectType: AuditSubject.ORDER,
      subjectId: order.id,
      after: {
        status: order.status,
        number: order.number,
        responseId: response.id,
        total: `${order.total} ${order.currency}`,
      },
    });
    this.announce(tx, order, OrderEventType.CREATED, 'order.created');
    this.reactions.raise(tx, 'order.transitioned', {
      order,
      action: 'order.created',
      before: null,
      after: order.status,
    });
    this.tell(
      tx,
      order,
      ['PARTNER'],
      'order.created',
      null,
      { id: partnerMember.id, email: partnerMember.email },
      buyer,
    );
    return order;
  }

  private announce(tx: Tx, order: Order, type: OrderEventType, action: string): void {
    this.bus.publish(tx, {
      topic: 'ORDER',
      type,
      orderId: order.id,
      buyerId: order.buyer.id,
      partnerMemberId: order.partner.member.id,
      action,
    });
  }

  /** Notifies `sides` of `action` (bell, email with a link to the order's papers). */
  private tell(
    tx: Tx,
    order: Order,
    sides: readonly OrderSide[],
    action: string,
    detail: string | null,
    partnerMember: { id: string; email: string } = order.partner.member,
    buyer: { id: string; email: string } = order.buyer,
  ): void {
    for (const side of sides) {
      const forPartner = side === 'PARTNER';
      this.notifier.notify(tx, forPartner ? partnerMember : buyer, {
        kind: NotificationKind.ORDER_UPDATE,
        notice: orderNotice(action, order.id, order.number, forPartner, detail),
      });
    }
  }

  /**
   * Moves `order` by `transition` (CONFLICT from the wrong status), then audits who did it and
   * why, announces it, raises `order.transitioned` and tells the other side (both, for an admin).
   */
  private move(
    tx: Tx,
    order: Order,
    side: OrderSide,
    transition: OrderTransition,
    options: {
      target?: OrderStatus;
      reason?: string | null;
      detail?: string | null;
      changes?: Record<string, string | number | null>;
    } = {},
  ): void {
    const { before, after, action } = applyOrderTransition(order, transition, options.target);
    this.audit.record(tx, {
      action,
      subjectType: AuditSubject.ORDER,
      subjectId: order.id,
      before: { status: before },
      after: { status: after, ...options.changes },
      reason: options.reason ?? null,
    });
    this.announce(tx, order, OrderEventType.UPDATED, action);
    this.reactions.raise(tx, 'order.transitioned', { order, action, before, after });
    const others: OrderSide[] =
      side === 'BUYER' ? ['PARTNER'] : side === 'PARTNER' ? ['BUYER'] : ['BUYER', 'PARTNER'];
    this.tell(tx, order, others, action, options.detail ?? options.reason ?? null);
  }

  /** The order, locked for this unit of work; NOT_FOUND when there is none. */
  private async lock(em: EntityManager, id: string): Promise<Order> {
    await em.execute(`select 1 from wire_order where id = ? for update`, [id]);
    const order = await em.findOne(Order, { id }, { populate: ['buyer', 'partner.member'] });
    if (!order) throw new AppError('NOT_FOUND', 'No such order.');
    return order;
  }

  /** Runs `work` on the locked order as the side that may do `transition` (NOT_FOUND, FORBIDDEN). */
  private act<T>(
    actor: Actor,
    orderId: string,
    transition: OrderTransition,
    work: (tx: Tx, order: Order, side: OrderSide) => Promise<T>,
    once?: Omit<Once<T>, 'scope'>,
  ): Promise<T> {
    const viewer = requireViewer(actor);
    return this.uow.run(
      actor,
      async (tx) => {
        const order = await this.lock(tx.em, orderId);
        const side = actingSide(viewer, partiesOf(order), transition);
        return work(tx, order, side);
      },
      once && { ...once, scope: memberScope(viewer.id) },
    );
  }

  private orderOnce(operation: string, key: string | null | undefined): Omit<Once<Order>, 'scope'> {
    return {
      key,
      operation,
      resultId: (order) => order.id,
      replay: (em, id) => em.findOneOrFail(Order, { id }),
    };
  }

  /** The partner confirms a PLACED order with a delivery date (today or later). */
  confirm(actor: Actor, input: ConfirmOrderInput, idempotencyKey?: string | null): Promise<Order> {
    if (Number.isNaN(input.deliveryDate.getTime()) || input.deliveryDate < startOfTodayUtc())
      throw new AppError('BAD_USER_INPUT', 'The delivery date cannot be in the past.', {
        field: 'deliveryDate',
      });
    return this.act(
      actor,
      input.orderId,
      'confirm',
      async (tx, order, side) => {
        this.move(tx, order, side, 'confirm', {
          changes: { deliveryDate: input.deliveryDate.toISOString() },
        });
        order.deliveryDate = input.deliveryDate;
        order.confirmedAt = new Date();
        return order;
      },
      this.orderOnce('confirmOrder', idempotencyKey),
    );
  }

  /**
   * The partner dispatches a part: the lines and quantities given (each more than 0 and at most
   * what is left of its line), or everything left. CONFLICT NOTHING_TO_DISPATCH when nothing is.
   */
  dispatch(actor: Actor, input: DispatchOrderInput, idempotencyKey?: string | null): Promise<OrderShipment> {
    const problems = new InputProblems();
    (input.lines ?? []).forEach((line, index) => {
      if (
        !Number.isFinite(line.quantity) ||
        line.quantity <= 0 ||
        line.quantity > QUANTITY_MAX ||
        Math.abs(line.quantity * 1000 - milli(line.quantity)) > 1e-6
      )
        problems.add(
          ['input', 'lines', index, 'quantity'],
          'Dispatch more than 0, with at most 3 decimals.',
          `lines[${index}].quantity`,
        );
    });
    if (input.lines && new Set(input.lines.map((line) => line.lineId)).size !== input.lines.length)
      problems.add(['input', 'lines'], 'Each line once.');
    problems.throwIfAny();
    const viewer = requireViewer(actor);
    return this.act(
      actor,
      input.orderId,
      'dispatch',
      async (tx, order, side) => {
        assertOrderCan(order, 'dispatch');
        const em = tx.em;
        const lines = await em.find(OrderLine, { order: order.id }, { orderBy: { position: 'asc' } });
        const byId = new Map(lines.map((line) => [line.id, line]));
        const wanted = input.lines
          ? input.lines.map((line, index) => {
              const ordered = byId.get(line.lineId);
              if (!ordered)
                problems.add(
                  ['input', 'lines', index, 'lineId'],
                  'This line is not on this order.',
                  `lines[${index}].lineId`,
                );
              else if (milli(line.quantity) > milli(toDispatchOf(ordered)))
                problems.add(
                  ['input', 'lines', index, 'quantity'],
                  `At most ${toDispatchOf(ordered)} ${ordered.unit} of this line are left to dispatch.`,
                  `lines[${index}].quantity`,
                );
              return { line: ordered!, quantity: line.quantity };
            })
          : lines
              .filter((line) => toDispatchOf(line) > 0)
              .map((line) => ({ line, quantity: toDispatchOf(line) }));
        problems.throwIfAny();
        // a property order has no lines: its one part is the handover
        if (!wanted.length && (lines.length || (await em.count(OrderShipment, { order: order.id }))))
          throw new AppError('CONFLICT', 'Everything on this order has been dispatched.', {
            details: { reason: 'NOTHING_TO_DISPATCH' },
          });
        const shipment = em.create(OrderShipment, {
          order,
          sequence: (await em.count(OrderShipment, { order: order.id })) + 1,
          items: wanted.map(({ line, quantity }) => ({
            lineId: line.id,
            quantity,
            received: null,
            short: null,
            damaged: null,
          })),
          note: input.note?.trim() || null,
        });
        em.persist(shipment);
        for (const { line, quantity } of wanted)
          line.dispatched = fromMilli(milli(line.dispatched) + milli(quantity));
        if (input.photoId)
          await attachFiles(
            em,
            viewer.id,
            { type: FileAttachment.ORDER_SHIPMENT, id: shipment.id },
            [input.photoId],
            {
              field: 'photoId',
              max: 1,
              kinds: [FileKind.IMAGE],
            },
          );
        this.move(tx, order, side, 'dispatch', {
          detail: shipment.note,
          changes: { part: shipment.sequence, note: shipment.note },
        });
        await em.flush();
        return shipment;
      },
      {
        key: idempotencyKey,
        operation: 'dispatchOrder',
        resultId: (shipment) => shipment.id,
        replay: (em, id) => em.findOneOrFail(OrderShipment, { id }),
      },
    );
  }

  /**
   * The buyer notes a part's receipt, with what arrived short or damaged (at most its quantity);
   * the order stays DISPATCHED while another part is on its way.
   */
  async receive(actor: Actor, input: ReceiveShipmentInput): Promise<OrderShipment> {
    const probe = await actor.em.findOne(OrderShipment, { id: input.shipmentId }, { fields: ['order'] });
    if (!probe) throw new AppError('NOT_FOUND', 'No such part of an order.');
    return this.act(actor, probe.order.id, 'receive', async (tx, order, side) => {
      const em = tx.em;
      const shipment = await em.findOneOrFail(OrderShipment, { id: input.shipmentId });
      if (shipment.receivedAt)
        throw new AppError('CONFLICT', `Part ${shipment.sequence} was already received.`, {
          details: { reason: 'SHIPMENT_RECEIVED' },
        });
      assertOrderCan(order, 'receive');
      const problems = new InputProblems();
      const noted = new Map(
        (input.problems ?? []).map((problem, index) => [problem.lineId, { problem, index }]),
      );
      (input.problems ?? []).forEach((problem, index) => {
        const item = shipment.items.find((candidate) => candidate.lineId === problem.lineId);
        const wrong = (problem.short ?? 0) + (problem.damaged ?? 0);
        if (!item)
          problems.add(
            ['input', 'problems', index, 'lineId'],
            'This line is not in this part.',
            `problems[${index}].lineId`,
          );
        else if (
          (problem.short ?? 0) < 0 ||
          (problem.damaged ?? 0) < 0 ||
          milli(wrong) > milli(item.quantity)
        )
          problems.add(
            ['input', 'problems', index, 'short'],
            `Short and damaged together are 0 to ${item.quantity}.`,
            `problems[${index}].short`,
          );
      });
      problems.throwIfAny();
      const lines = new Map((await em.find(OrderLine, { order: order.id })).map((line) => [line.id, line]));
      shipment.items = shipment.items.map((item) => {
        const problem = noted.get(item.lineId)?.problem;
        const short = problem?.short ?? 0;
        const damaged = problem?.damaged ?? 0;
        const received = fromMilli(milli(item.quantity) - milli(short) - milli(damaged));
        const line = lines.get(item.lineId);
        if (line) {
          line.received = fromMilli(milli(line.received) + milli(received));
          line.short = fromMilli(milli(line.short) + milli(short));
          line.damaged = fromMilli(milli(line.damaged) + milli(damaged));
        }
        return { ...item, received, short, damaged };
      });
      shipment.receivedAt = new Date();
      shipment.receiptNote = input.note?.trim() || null;
      const inTransit = await em.count(OrderShipment, {
        order: order.id,
        receivedAt: null,
        id: { $ne: shipment.id },
      });
      const wrong = shipment.items.filter((item) => (item.short ?? 0) + (item.damaged ?? 0) > 0).length;
      this.move(tx, order, side, 'receive', {
        target: inTransit ? OrderStatus.DISPATCHED : OrderStatus.RECEIVED,
        reason: shipment.receiptNote,
        changes: { part: shipment.sequence, linesShortOrDamaged: wrong },
      });
      return shipment;
    });
  }

  /** The buyer completes a RECEIVED order: the wire is fulfilled (if still open), so the review opens. */
  complete(actor: Actor, orderId: string): Promise<Order> {
    return this.act(actor, orderId, 'complete', async (tx, order, side) => {
      this.move(tx, order, side, 'complete');
      order.completedAt = new Date();
      // the buyer may have marked the wire fulfilled already (or another of its orders did)
      const wire = await tx.em.findOneOrFail(Wire, { id: order.wire.id });
      if (wire.status === WireStatus.OPEN)
        await this.responses.fulfilIn(tx, wire, `Order ${order.number} was completed.`);
      return order;
    });
  }

  /** Either party asks to cancel before dispatch; CONFLICT CANCEL_REQUESTED while one waits. */
  requestCancel(actor: Actor, orderId: string, reason: string | null | undefined): Promise<Order> {
    const why = reason?.trim() || null;
    if (why && why.length > 1000)
      throw new AppError('BAD_USER_INPUT', 'At most 1000 characters.', { field: 'reason' });
    const viewer = requireViewer(actor);
    return this.act(actor, orderId, 'requestCancel', async (tx, order, side) => {
      assertOrderCan(order, 'requestCancel');
      if (order.cancelRequestedBy)
        throw new AppError('CONFLICT', 'A cancellation request already waits for an answer.', {
          details: { reason: 'CANCEL_REQUESTED' },
        });
      this.move(tx, order, side, 'requestCancel', { reason: why });
      order.cancelRequestedBy = viewer.id;
      order.cancelReason = why;
      return order;
    });
  }

  /** The other party agrees (CANCELLED) or refuses; CONFLICT NO_CANCEL_REQUEST when none waits. */
  answerCancel(
    actor: Actor,
    orderId: string,
    agree: boolean,
    idempotencyKey?: string | null,
  ): Promise<Order> {
    const viewer = requireViewer(actor);
    const transition = agree ? 'agreeCancel' : 'refuseCancel';
    return this.act(
      actor,
      orderId,
      transition,
      async (tx, order, side) => {
        assertOrderCan(order, transition);
        if (!order.cancelRequestedBy)
          throw new AppError('CONFLICT', 'Nobody asked to cancel this order.', {
            details: { reason: 'NO_CANCEL_REQUEST' },
          });
        assertOtherSide(viewer.id, order.cancelRequestedBy);
        this.move(tx, order, side, transition, { reason: order.cancelReason });
        if (agree) order.cancelledAt = new Date();
        else {
          order.cancelRequestedBy = null;
          order.cancelReason = null;
        }
        return order;
      },
      this.orderOnce('answerOrderCancellation', idempotencyKey),
    );
  }

  /** Either party disputes a confirmed order, with a reason and evidence (their uploads). */
  dispute(actor: Actor, input: DisputeOrderInput): Promise<Order> {
    const viewer = requireViewer(actor);
    const reason = input.reason.trim();
    if (!reason) throw new AppError('BAD_USER_INPUT', 'Say what is wrong.', { field: 'reason' });
    return this.act(actor, input.orderId, 'dispute', async (tx, order, side) => {
      assertOrderCan(order, 'dispute');
      const from = order.status;
      await attachFiles(
        tx.em,
        viewer.id,
        { type: FileAttachment.ORDER_DISPUTE, id: order.id },
        input.evidenceIds ?? [],
        {
          field: 'evidenceIds',
          max: 8,
          kinds: [FileKind.IMAGE, FileKind.DOCUMENT],
        },
      );
      this.move(tx, order, side, 'dispute', {
        reason,
        changes: { evidence: input.evidenceIds?.length ?? 0 },
      });
      order.disputedFrom = from;
      order.disputedBy = viewer.id;
      order.disputeReason = reason;
      order.resolutionNote = null;
      return order;
    });
  }

  /** An admin resolves a dispute, with a note: back to where it stood (RESUME) or CANCELLED. */
  resolve(actor: Actor, input: ResolveOrderDisputeInput, idempotencyKey?: string | null): Promise<Order> {
    const note = input.note.trim();
    if (!note) throw new AppError('BAD_USER_INPUT', 'Write a note for both parties.', { field: 'note' });
    return this.act(
      actor,
      input.orderId,
      'resolve',
      async (tx, order, side) => {
        assertOrderCan(order, 'resolve');
        const target = input.outcome === DisputeOutcome.CANCEL ? OrderStatus.CANCELLED : order.disputedFrom!;
        this.move(tx, order, side, 'resolve', { target, reason: note, changes: { outcome: input.outcome } });
        order.disputedFrom = null;
        order.resolutionNote = note;
        if (target === OrderStatus.CANCELLED) order.cancelledAt = new Date();
        return order;
      },
      this.orderOnce('resolveOrderDispute', idempotencyKey),
    );
  }

  /**
   * The buyer records a payment (through the payment driver; nothing is charged): more than 0,
   * at most what is left to pay, paid today or before; an optional proof of theirs.
   */
  recordPayment(
    actor: Actor,
    input: RecordOrderPaymentInput,
    idempotencyKey?: string | null,
  ): Promise<OrderPayment> {
    const viewer = requireViewer(actor);
    const problems = new InputProblems();
    const amount = input.amount.trim();
    if (!DECIMAL.test(amount) || cents(amount) <= 0n)
      problems.add(['input', 'amount'], 'Enter an amount more than 0, such as 150000 or 150000.50.');
    if (Number.isNaN(input.paidOn.getTime()) || input.paidOn.getTime() > Date.now() + 60_000)
      problems.add(['input', 'paidOn'], 'The payment date cannot be in the future.');
    problems.throwIfAny();
    return this.act(
      actor,
      input.orderId,
      'recordPayment',
      async (tx, order, side) => {
        assertOrderCan(order, 'recordPayment');
        const due = dueCents(order);
        if (cents(amount) > due)
          throw new AppError(
            'BAD_USER_INPUT',
            `That is more than is left to pay (${spokenMoney(fromCents(due), order.currency)}).`,
            { field: 'amount' },
          );
        const claim = {
          orderId: order.id,
          amount: toDecimal(amount),
          currency: order.currency,
          paidOn: input.paidOn,
          method: input.method,
          reference: input.reference?.trim() || null,
        };
        const taken = await this.payments.record(claim);
        const payment = tx.em.create(OrderPayment, {
          ...claim,
          order,
          reference: taken.reference,
          driver: this.payments.name,
          status: taken.status,
        });
        tx.em.persist(payment);
        if (input.proofId)
          await attachFiles(
            tx.em,
            viewer.id,
            { type: FileAttachment.ORDER_PAYMENT, id: payment.id },
            [input.proofId],
            {
              field: 'proofId',
              max: 1,
              kinds: [FileKind.IMAGE, FileKind.DOCUMENT],
            },
          );
        const spoken = spokenMoney(payment.amount, payment.currency);
        this.move(tx, order, side, 'recordPayment', {
          detail: spoken,
          changes: { payment: spoken, method: payment.method, reference: payment.reference },
        });
        await tx.em.flush();
        return payment;
      },
      {
        key: idempotencyKey,
        operation: 'recordOrderPayment',
        resultId: (payment) => payment.id,
        replay: (em, id) => em.findOneOrFail(OrderPayment, { id }),
      },
    );
  }

  /** The partner confirms they received a RECORDED payment: it counts towards what is paid. */
  async confirmPayment(actor: Actor, paymentId: string): Promise<OrderPayment> {
    const probe = await actor.em.findOne(OrderPayment, { id: paymentId }, { fields: ['order'] });
    if (!probe) throw new AppError('NOT_FOUND', 'No such payment.');
    return this.act(actor, probe.order.id, 'confirmPayment', async (tx, order, side) => {
      const payment = await tx.em.findOneOrFail(OrderPayment, { id: paymentId });
      if (payment.status === PaymentStatus.CONFIRMED)
        throw new AppError('CONFLICT', 'This payment is already confirmed.', {
          details: { reason: 'PAYMENT_CONFIRMED' },
        });
      assertOrderCan(order, 'confirmPayment');
      await this.payments.confirm(payment);
      payment.status = PaymentStatus.CONFIRMED;
      payment.confirmedAt = new Date();
      order.paidCents = String(BigInt(order.paidCents) + cents(payment.amount));
      const spoken = spokenMoney(payment.amount, payment.currency);
      this.move(tx, order, side, 'confirmPayment', {
        detail: spoken,
        changes: { payment: spoken, paymentId: payment.id },
      });
      return payment;
    });
  }
}
