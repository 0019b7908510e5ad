import type { MikroORM } from '@mikro-orm/postgresql';
import type { Actor } from '../common/actor.js';
import type { Logger } from '../common/logger.js';
import { Role } from '../common/role.js';
import type { EventBus } from '../events/event-bus.js';
import { EventScope, EventScopes } from '../events/event-scope.js';
import { topicStream } from '../events/topic-stream.js';
import type { OrderMessage } from './order.events.js';
import type { OrderQueries } from './order.queries.js';

/**
 * The live order streams of this process, over the one event bus: each ORDER message gets one
 * shared scope, so the order a payload shows is loaded once per event, not once per subscriber.
 */
export class OrderStreams {
  readonly scopes: EventScopes<OrderMessage, EventScope<OrderMessage>>;

  constructor(
    orm: MikroORM,
    private readonly bus: EventBus,
    private readonly queries: OrderQueries,
    log: Logger,
  ) {
    this.scopes = new EventScopes((message) => new EventScope(message, orm, log));
  }

  /**
   * The viewer's orders' events (as buyer or partner; every order's for admins), or one order's
   * (NOT_FOUND first unless it is theirs to see).
   */
  async of(actor: Actor, orderId: string | null | undefined): Promise<AsyncIterable<OrderMessage>> {
    const viewer = actor.viewer!;
    if (orderId) await this.queries.byId(actor, orderId);
    const admin = viewer.role === Role.ADMIN;
    return topicStream(
      this.bus,
      'ORDER',
      (message) =>
        (!orderId || message.orderId === orderId) &&
        (admin || message.buyerId === viewer.id || message.partnerMemberId === viewer.id),
    );
  }
}
