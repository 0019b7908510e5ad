import { type Actor, requireViewer } from '../common/actor.js';
import { AppError, InputProblems } from '../common/errors.js';
import { QUANTITY_MAX } from '../common/input-bounds.js';
import { attachFiles } from '../storage/file-attachments.js';
import { FileAttachment, FileKind } from '../storage/stored-file.enums.js';
import { OrderLine, OrderShipment } from './order.entity.js';
import { OrderStatus } from './order.enums.js';
import type { DispatchOrderInput, ReceiveShipmentInput } from './order.inputs.js';
import { assertOrderCan } from './order.transitions.js';
import { fromMilli, milli, toDispatchOf, type OrderMoves } from './order-moves.js';

/** An order's deliveries: the partner dispatches it in parts, the buyer notes each part's receipt. */
export class OrderDeliveryCommands {
  constructor(private readonly moves: OrderMoves) {}

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
    return this.moves.act(
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
        this.moves.move(tx, order, side, 'dispatch', {
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
    return this.moves.act(actor, probe.order.id, 'receive', async (tx, order, side) => {
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
      this.moves.move(tx, order, side, 'receive', {
        target: inTransit ? OrderStatus.DISPATCHED : OrderStatus.RECEIVED,
        reason: shipment.receiptNote,
        changes: { part: shipment.sequence, linesShortOrDamaged: wrong },
      });
      return shipment;
    });
  }
}
