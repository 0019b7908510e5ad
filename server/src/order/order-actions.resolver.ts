import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { ApiTokenScope } from '../common/api-token-scope.js';
import type { Context } from '../common/context.js';
import { IdempotencyKeyArg } from '../common/idempotency.js';
import { IdArg } from '../common/ids.js';
import { Role } from '../common/role.js';
import { Auth } from '../auth/auth.directive.js';
import type { OrderCommands } from './order.commands.js';
import type { OrderDeliveryCommands } from './order-delivery.commands.js';
import type { OrderPaymentCommands } from './order-payment.commands.js';
import { Order, OrderPayment, OrderShipment } from './order.entity.js';
import {
  ConfirmOrderInput,
  DispatchOrderInput,
  DisputeOrderInput,
  ReceiveShipmentInput,
  RecordOrderPaymentInput,
  ResolveOrderDisputeInput,
} from './order.inputs.js';

const ORDERS = { scopes: [ApiTokenScope.ORDERS] };

/** What the parties (and, for disputes, admins) do to an order: each maps to one command. */
@Resolver()
export class OrderActionsResolver {
  constructor(
    private readonly commands: OrderCommands,
    private readonly deliveries: OrderDeliveryCommands,
    private readonly payments: OrderPaymentCommands,
  ) {}

  @Auth(Role.PARTNER, ORDERS)
  @Mutation(() => Order, {
    description: 'The partner confirms a PLACED order with a delivery date (the purchase order is made).',
  })
  confirmOrder(
    @Arg('input', () => ConfirmOrderInput, { description: 'The order and the delivery date.' })
    input: ConfirmOrderInput,
    @IdempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<Order> {
    return this.commands.confirm(ctx.actor, input, idempotencyKey);
  }

  @Auth(Role.PARTNER, ORDERS)
  @Mutation(() => OrderShipment, {
    description:
      'The partner dispatches a part (some lines and quantities) or the rest of a confirmed order; the first part makes the invoice.',
  })
  dispatchOrder(
    @Arg('input', () => DispatchOrderInput, { description: 'What goes, with a waybill note and photo.' })
    input: DispatchOrderInput,
    @IdempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<OrderShipment> {
    return this.deliveries.dispatch(ctx.actor, input, idempotencyKey);
  }

  @Auth(ORDERS)
  @Mutation(() => OrderShipment, {
    description: 'The buyer notes the receipt of a part, with what arrived short or damaged.',
  })
  receiveShipment(
    @Arg('input', () => ReceiveShipmentInput, { description: 'The part and what was wrong with it.' })
    input: ReceiveShipmentInput,
    @Ctx() ctx: Context,
  ): Promise<OrderShipment> {
    return this.deliveries.receive(ctx.actor, input);
  }

  @Auth(ORDERS)
  @Mutation(() => Order, {
    description: 'The buyer completes a RECEIVED order: its wire is fulfilled and the review opens.',
  })
  completeOrder(@IdArg('id', "The order's id.") id: string, @Ctx() ctx: Context): Promise<Order> {
    return this.commands.complete(ctx.actor, id);
  }

  @Auth(ORDERS)
  @Mutation(() => Order, {
    description: 'Either party asks to cancel an order before dispatch; the other side answers.',
  })
  requestOrderCancellation(
    @IdArg('id', "The order's id.") id: string,
    @Arg('reason', () => String, { nullable: true, description: 'Why (at most 1,000 characters).' })
    reason: string | null,
    @Ctx() ctx: Context,
  ): Promise<Order> {
    return this.commands.requestCancel(ctx.actor, id, reason);
  }

  @Auth(ORDERS)
  @Mutation(() => Order, {
    description: 'The other party agrees to (CANCELLED) or refuses a cancellation request.',
  })
  answerOrderCancellation(
    @IdArg('id', "The order's id.") id: string,
    @Arg('agree', () => Boolean, { description: 'true cancels the order; false refuses and it goes on.' })
    agree: boolean,
    @IdempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<Order> {
    return this.commands.answerCancel(ctx.actor, id, agree, idempotencyKey);
  }

  @Auth(ORDERS)
  @Mutation(() => Order, {
    description:
      'Either party disputes a confirmed order (until it is completed), with a reason and evidence.',
  })
  disputeOrder(
    @Arg('input', () => DisputeOrderInput, { description: 'The order, the reason, the evidence.' })
    input: DisputeOrderInput,
    @Ctx() ctx: Context,
  ): Promise<Order> {
    return this.commands.dispute(ctx.actor, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Order, {
    description: 'An admin resolves a dispute with a note: back into the flow, or cancelled.',
  })
  resolveOrderDispute(
    @Arg('input', () => ResolveOrderDisputeInput, { description: 'The order, the outcome and the note.' })
    input: ResolveOrderDisputeInput,
    @IdempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<Order> {
    return this.commands.resolve(ctx.actor, input, idempotencyKey);
  }

  @Auth(ORDERS)
  @Mutation(() => OrderPayment, {
    description: 'The buyer records a payment they made (recorded, not processed); the partner confirms it.',
  })
  recordOrderPayment(
    @Arg('input', () => RecordOrderPaymentInput, { description: 'The payment.' })
    input: RecordOrderPaymentInput,
    @IdempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<OrderPayment> {
    return this.payments.recordPayment(ctx.actor, input, idempotencyKey);
  }

  @Auth(Role.PARTNER, ORDERS)
  @Mutation(() => OrderPayment, { description: 'The partner confirms receipt of a recorded payment.' })
  confirmOrderPayment(
    @IdArg('id', "The payment's id.") id: string,
    @Ctx() ctx: Context,
  ): Promise<OrderPayment> {
    return this.payments.confirmPayment(ctx.actor, id);
  }
}
