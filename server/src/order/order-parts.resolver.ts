import { Ctx, FieldResolver, Float, Resolver, Root } from 'type-graphql';
import type { Context } from '../common/context.js';
import { fromCents, Money } from '../common/money.js';
import { lineTotalCents } from '../response/quote-lines.js';
import { StoredFile } from '../storage/stored-file.entity.js';
import { attachmentKey, filesOf } from '../storage/file-attachments.js';
import { FileAttachment } from '../storage/stored-file.enums.js';
import { OrderLine, OrderPayment, OrderShipment } from './order.entity.js';
import { orderById, orderLineById } from './order.loaders.js';
import { toDispatchOf } from './order-moves.js';
import { ShipmentLine } from './order.types.js';

@Resolver(() => OrderLine)
export class OrderLineResolver {
  @FieldResolver(() => Money, { description: "In the order's currency." })
  async unitPrice(@Root() line: OrderLine, @Ctx() ctx: Context): Promise<Money> {
    return { amount: line.unitPrice, currency: await currencyOf(line.order.id, ctx) };
  }

  @FieldResolver(() => Money, { description: 'quantity × unitPrice, rounded to the cent.' })
  async lineTotal(@Root() line: OrderLine, @Ctx() ctx: Context): Promise<Money> {
    return {
      amount: fromCents(lineTotalCents(line.quantity, line.unitPrice)),
      currency: await currencyOf(line.order.id, ctx),
    };
  }

  @FieldResolver(() => Float, {
    description: 'What is left to dispatch: ordered, less dispatched, plus what arrived short or damaged.',
  })
  toDispatch(@Root() line: OrderLine): number {
    return toDispatchOf(line);
  }

  @FieldResolver(() => Float, { description: 'What is yet to arrive in good order: ordered less received.' })
  balance(@Root() line: OrderLine): number {
    return Math.max(0, Math.round(line.quantity * 1000 - line.received * 1000) / 1000);
  }
}

async function currencyOf(orderId: string, ctx: Context): Promise<string> {
  const order = await ctx.loaders.load(orderById, orderId);
  return order?.currency ?? '';
}

@Resolver(() => OrderShipment)
export class OrderShipmentResolver {
  @FieldResolver(() => [ShipmentLine], { description: 'The lines of this part, and how they arrived.' })
  async lines(@Root() shipment: OrderShipment, @Ctx() ctx: Context): Promise<ShipmentLine[]> {
    const lines = await Promise.all(
      shipment.items.map((item) => ctx.loaders.load(orderLineById, item.lineId)),
    );
    return shipment.items.flatMap((item, index) => {
      const line = lines[index];
      return line ? [{ ...item, line }] : [];
    });
  }

  @FieldResolver(() => StoredFile, { nullable: true, description: 'The photo of the part or its waybill.' })
  async photo(@Root() shipment: OrderShipment, @Ctx() ctx: Context): Promise<StoredFile | null> {
    const files = await ctx.loaders.load(
      filesOf,
      attachmentKey({ type: FileAttachment.ORDER_SHIPMENT, id: shipment.id }),
    );
    return files[0] ?? null;
  }
}

@Resolver(() => OrderPayment)
export class OrderPaymentResolver {
  @FieldResolver(() => Money, { description: 'How much.' })
  amount(@Root() payment: OrderPayment): Money {
    return { amount: payment.amount, currency: payment.currency };
  }

  @FieldResolver(() => StoredFile, {
    nullable: true,
    description: 'The proof of payment, when one was given.',
  })
  async proof(@Root() payment: OrderPayment, @Ctx() ctx: Context): Promise<StoredFile | null> {
    const files = await ctx.loaders.load(
      filesOf,
      attachmentKey({ type: FileAttachment.ORDER_PAYMENT, id: payment.id }),
    );
    return files[0] ?? null;
  }
}
