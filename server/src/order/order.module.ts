import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../common/config.js';
import { on, type Reactions } from '../common/domain-events.js';
import type { Logger } from '../common/logger.js';
import { defineModule } from '../common/module.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import type { AuditLog } from '../audit/audit.service.js';
import type { EventBus } from '../events/event-bus.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { FileStore } from '../storage/file-store.js';
import type { Notifier } from '../notification/notifier.js';
import type { ResponseCommands } from '../response/response.commands.js';
import '../response/response.events.js';
import { Order, OrderLine, OrderPayment, OrderShipment } from './order.entity.js';
import { OrderActionsResolver } from './order-actions.resolver.js';
import { OrderCommands } from './order.commands.js';
import { OrderDeliveryCommands } from './order-delivery.commands.js';
import { OrderMoves } from './order-moves.js';
import { OrderLineResolver, OrderPaymentResolver, OrderShipmentResolver } from './order-parts.resolver.js';
import { OrderPaymentCommands } from './order-payment.commands.js';
import { ORDER_ATTACHMENTS } from './order-files.js';
import { OrderPapers } from './order-documents.js';
import { OrderDocumentKind } from './order.enums.js';
import { OrderQueries } from './order.queries.js';
import { OrderResolver } from './order.resolver.js';
import { OrderStreams } from './order.streams.js';
import { ManualPaymentDriver } from './payment-driver.js';
import { ResponseOrderResolver, WireOrdersResolver } from './wire-orders.resolver.js';

/** Orders: what an accepted quote becomes, its deliveries, payments and papers. */
export const orderModule = defineModule({
  name: 'order',
  entities: [Order, OrderLine, OrderShipment, OrderPayment],
  attachments: ORDER_ATTACHMENTS,
  services: (s: {
    config: Config;
    orm: MikroORM;
    log: Logger;
    uow: UnitOfWork;
    events: EventBus;
    reactions: Reactions;
    notifier: Notifier;
    audit: AuditLog;
    jobs: JobQueue;
    files: FileStore;
    responses: { commands: ResponseCommands };
  }) => {
    const queries = new OrderQueries();
    const moves = new OrderMoves(s.uow, s.events, s.reactions, s.notifier, s.audit);
    return {
      orders: {
        queries,
        commands: new OrderCommands(s.config, moves, s.reactions, s.audit, s.responses.commands),
        deliveries: new OrderDeliveryCommands(moves),
        payments: new OrderPaymentCommands(moves, new ManualPaymentDriver()),
        streams: new OrderStreams(s.orm, s.events, queries, s.log),
        papers: new OrderPapers(s.orm, s.files, s.events, s.jobs, s.log),
      },
    };
  },
  resolvers: [
    OrderResolver,
    OrderActionsResolver,
    OrderLineResolver,
    OrderShipmentResolver,
    OrderPaymentResolver,
    WireOrdersResolver,
    ResponseOrderResolver,
  ],
  resolve: (s) => [
    new OrderResolver(s.orders.queries, s.orders.streams),
    new OrderActionsResolver(s.orders.commands, s.orders.deliveries, s.orders.payments),
    new OrderLineResolver(),
    new OrderShipmentResolver(),
    new OrderPaymentResolver(),
    new WireOrdersResolver(),
    new ResponseOrderResolver(),
  ],
  reactions: (s) => [
    // accepting a quote makes its order, in the same transaction
    on('response.accepted', (tx, { response }) => s.orders.commands.createFrom(tx, response)),
    // its papers: the purchase order once confirmed, the invoice once something is dispatched
    on('order.transitioned', (tx, { order, action }) => {
      if (action === 'order.confirmed') s.orders.papers.queue(tx, order.id, OrderDocumentKind.PURCHASE_ORDER);
      if (action === 'order.dispatched') s.orders.papers.queue(tx, order.id, OrderDocumentKind.INVOICE);
    }),
  ],
});
