import { requireViewer, type Actor } from '../common/actor.js';
import type { Config } from '../common/config.js';
import type { Reactions } from '../common/domain-events.js';
import { AppError } from '../common/errors.js';
import { cents, fromCents, spokenMoney } from '../common/money.js';
import type { Tx } from '../common/unit-of-work.js';
import { AuditSubject } from '../audit/audit.entity.js';
import type { AuditLog } from '../audit/audit.service.js';
import { Member } from '../member/member.entity.js';
import { PropertyListing } from '../listing/property-listing.entity.js';
import { OfferedProduct } from '../response/offered-product.entity.js';
import type { WireResponse } from '../response/response.entity.js';
import type { ResponseCommands } from '../response/response.commands.js';
import { attachFiles } from '../storage/file-attachments.js';
import { FileAttachment, FileKind } from '../storage/stored-file.enums.js';
import { Wire } from '../wire/wire.entity.js';
import { WireStatus } from '../wire/wire.enums.js';
import { Order, OrderLine } from './order.entity.js';
import { DisputeOutcome, OrderEventType, OrderStatus } from './order.enums.js';
import type { ConfirmOrderInput, DisputeOrderInput, ResolveOrderDisputeInput } from './order.inputs.js';
import { assertOtherSide } from './order.policy.js';
import { assertOrderCan } from './order.transitions.js';
import type { OrderMoves } from './order-moves.js';

const startOfTodayUtc = () => new Date(new Date().toISOString().slice(0, 10));

/**
 * Orders: made when a quote is accepted, then confirmed, completed, cancelled or disputed by their
 * parties (deliveries and payments have their own commands; every move goes through OrderMoves).
 */
export class OrderCommands {
  constructor(
    private readonly config: Config,
    private readonly moves: OrderMoves,
    private readonly reactions: Reactions,
    private readonly audit: AuditLog,
    private readonly responses: ResponseCommands,
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
    this.moves.announce(tx, order, OrderEventType.CREATED, 'order.created');
    this.reactions.raise(tx, 'order.transitioned', {
      order,
      action: 'order.created',
      before: null,
      after: order.status,
    });
    this.moves.tell(
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

  /** The partner confirms a PLACED order with a delivery date (today or later). */
  confirm(actor: Actor, input: ConfirmOrderInput, idempotencyKey?: string | null): Promise<Order> {
    if (Number.isNaN(input.deliveryDate.getTime()) || input.deliveryDate < startOfTodayUtc())
      throw new AppError('BAD_USER_INPUT', 'The delivery date cannot be in the past.', {
        field: 'deliveryDate',
      });
    return this.moves.act(
      actor,
      input.orderId,
      'confirm',
      async (tx, order, side) => {
        this.moves.move(tx, order, side, 'confirm', {
          changes: { deliveryDate: input.deliveryDate.toISOString() },
        });
        order.deliveryDate = input.deliveryDate;
        order.confirmedAt = new Date();
        return order;
      },
      this.moves.orderOnce('confirmOrder', idempotencyKey),
    );
  }

  /** The buyer completes a RECEIVED order: the wire is fulfilled (if still open), so the review opens. */
  complete(actor: Actor, orderId: string): Promise<Order> {
    return this.moves.act(actor, orderId, 'complete', async (tx, order, side) => {
      this.moves.move(tx, order, side, 'complete');
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
    return this.moves.act(actor, orderId, 'requestCancel', async (tx, order, side) => {
      assertOrderCan(order, 'requestCancel');
      if (order.cancelRequestedBy)
        throw new AppError('CONFLICT', 'A cancellation request already waits for an answer.', {
          details: { reason: 'CANCEL_REQUESTED' },
        });
      this.moves.move(tx, order, side, 'requestCancel', { reason: why });
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
    return this.moves.act(
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
        this.moves.move(tx, order, side, transition, { reason: order.cancelReason });
        if (agree) order.cancelledAt = new Date();
        else {
          order.cancelRequestedBy = null;
          order.cancelReason = null;
        }
        return order;
      },
      this.moves.orderOnce('answerOrderCancellation', idempotencyKey),
    );
  }

  /** Either party disputes a confirmed order, with a reason and evidence (their uploads). */
  dispute(actor: Actor, input: DisputeOrderInput): Promise<Order> {
    const viewer = requireViewer(actor);
    const reason = input.reason.trim();
    if (!reason) throw new AppError('BAD_USER_INPUT', 'Say what is wrong.', { field: 'reason' });
    return this.moves.act(actor, input.orderId, 'dispute', async (tx, order, side) => {
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
      this.moves.move(tx, order, side, 'dispute', {
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
    return this.moves.act(
      actor,
      input.orderId,
      'resolve',
      async (tx, order, side) => {
        assertOrderCan(order, 'resolve');
        const target = input.outcome === DisputeOutcome.CANCEL ? OrderStatus.CANCELLED : order.disputedFrom!;
        this.moves.move(tx, order, side, 'resolve', {
          target,
          reason: note,
          changes: { outcome: input.outcome },
        });
        order.disputedFrom = null;
        order.resolutionNote = note;
        if (target === OrderStatus.CANCELLED) order.cancelledAt = new Date();
        return order;
      },
      this.moves.orderOnce('resolveOrderDispute', idempotencyKey),
    );
  }
}
