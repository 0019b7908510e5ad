import { type Actor, requireViewer } from '../common/actor.js';
import { AppError, InputProblems } from '../common/errors.js';
import { cents, DECIMAL, fromCents, spokenMoney, toDecimal } from '../common/money.js';
import { attachFiles } from '../storage/file-attachments.js';
import { FileAttachment, FileKind } from '../storage/stored-file.enums.js';
import { OrderPayment } from './order.entity.js';
import { PaymentStatus } from './order.enums.js';
import type { RecordOrderPaymentInput } from './order.inputs.js';
import { assertOrderCan } from './order.transitions.js';
import { dueCents, type OrderMoves } from './order-moves.js';
import type { PaymentDriver } from './payment-driver.js';

/** An order's payments: the buyer records what they paid, the partner confirms receiving it. */
export class OrderPaymentCommands {
  constructor(
    private readonly moves: OrderMoves,
    private readonly payments: PaymentDriver,
  ) {}

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
    return this.moves.act(
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
        this.moves.move(tx, order, side, 'recordPayment', {
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
    return this.moves.act(actor, probe.order.id, 'confirmPayment', async (tx, order, side) => {
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
      this.moves.move(tx, order, side, 'confirmPayment', {
        detail: spoken,
        changes: { payment: spoken, paymentId: payment.id },
      });
      return payment;
    });
  }
}
