import type { Order } from './order.entity.js';
import type { OrderEventType, OrderStatus } from './order.enums.js';

/** An order made or changed: its parties' streams, the admins' and webhooks read it again. */
export type OrderMessage = {
  topic: 'ORDER';
  type: OrderEventType;
  orderId: string;
  buyerId: string;
  partnerMemberId: string;
  /** The audit action of the change, e.g. `order.dispatched`. */
  action: string;
};

declare module '../events/topics.js' {
  interface Topics {
    ORDER: OrderMessage;
  }
}

declare module '../common/domain-events.js' {
  interface DomainEvents {
    /**
     * An order was made (`before` null) or moved by a transition, in that transaction (the order
     * domain queues its papers from here; other slices may react).
     */
    'order.transitioned': { order: Order; action: string; before: OrderStatus | null; after: OrderStatus };
  }
}
