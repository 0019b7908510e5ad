import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import type { Reactions } from '../common/domain-events.js';
import { AppError } from '../common/errors.js';
import { memberScope, type Once } from '../common/idempotency.js';
import { cents } from '../common/money.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import { AuditSubject } from '../audit/audit.entity.js';
import type { AuditLog } from '../audit/audit.service.js';
import type { EventBus } from '../events/event-bus.js';
import { NotificationKind } from '../notification/notification.enums.js';
import type { Notifier } from '../notification/notifier.js';
import { Order, OrderLine } from './order.entity.js';
import { OrderEventType, OrderStatus, type OrderSide } from './order.enums.js';
import './order.events.js';
import { orderNotice } from './order.notices.js';
import { actingSide, partiesOf } from './order.policy.js';
import { applyOrderTransition, type OrderTransition } from './order.transitions.js';

/** Quantities in thousandths (at most three decimals), so balances add up exactly. */
export const milli = (quantity: number): number => Math.round(quantity * 1000);
export const fromMilli = (value: number): number => value / 1000;

/** What is left of a line to dispatch: ordered, less what went, plus what arrived short or damaged. */
export function toDispatchOf(line: OrderLine): number {
  return fromMilli(milli(line.quantity) - milli(line.dispatched) + milli(line.short) + milli(line.damaged));
}

/** The order's total less its confirmed payments, in cents. */
export function dueCents(order: Order): bigint {
  const due = cents(order.total) - BigInt(order.paidCents);
  return due > 0n ? due : 0n;
}

/**
 * How an order moves, shared by its commands: each move one unit of work on the locked order, by
 * the side ORDER_TRANSITIONS allows (order.policy.ts decides), with its audit entry, bus event,
 * domain event and notification of the other side.
 */
export class OrderMoves {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly bus: EventBus,
    private readonly reactions: Reactions,
    private readonly notifier: Notifier,
    private readonly audit: AuditLog,
  ) {}

  announce(tx: Tx, order: Order, type: OrderEventType, action: string): void {
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
  tell(
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
  move(
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
  act<T>(
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

  orderOnce(operation: string, key: string | null | undefined): Omit<Once<Order>, 'scope'> {
    return {
      key,
      operation,
      resultId: (order) => order.id,
      replay: (em, id) => em.findOneOrFail(Order, { id }),
    };
  }
}
