import type { OrderPayment } from './order.entity.js';
import { PaymentStatus } from './order.enums.js';

/** What the buyer says they paid, as a driver is given it. */
export type PaymentClaim = {
  orderId: string;
  amount: string;
  currency: string;
  paidOn: Date;
  method: OrderPayment['method'];
  reference: string | null;
};

/**
 * How a payment is taken. BuildWire records payments, it does not process them: the "manual"
 * driver keeps what the buyer says and waits for the partner to confirm receipt. A provider
 * driver (docs/API.md, "Payments") would start a charge in `record` and answer CONFIRMED once the
 * provider says so; the order domain only reads `status` and never names a provider.
 */
export interface PaymentDriver {
  /** Its name, kept on each payment (`OrderPayment.driver`). */
  readonly name: string;
  /** Takes a recorded payment: its first status and the reference to keep. */
  record(claim: PaymentClaim): Promise<{ status: PaymentStatus; reference: string | null }>;
  /** The partner confirmed receipt of `payment` (a provider driver may refuse: throw an AppError). */
  confirm(payment: OrderPayment): Promise<void>;
}

/** Recorded by hand, confirmed by the partner: nothing leaves BuildWire. */
export class ManualPaymentDriver implements PaymentDriver {
  readonly name = 'manual';

  record(claim: PaymentClaim): Promise<{ status: PaymentStatus; reference: string | null }> {
    return Promise.resolve({ status: PaymentStatus.RECORDED, reference: claim.reference });
  }

  confirm(): Promise<void> {
    return Promise.resolve();
  }
}
