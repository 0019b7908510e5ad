import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
/** What the order tests share (tests/api/orders*.test.ts): a quote accepted, and the order's reads. */
import path from 'node:path';
import type { Member } from '../../server/src/member/member.entity.js';
import type { Partner } from '../../server/src/partner/partner.entity.js';
import type { TestServer } from './test-server.js';
import { buyerClient, partnerClient, type GqlClient } from './clients.js';
import { createProduct, createWire } from './factories.js';

export const ORDER_FIELDS = `id number status kind viewerSide actions
  subtotal { amount currency } vat { amount currency } total { amount currency }
  paid { amount } balance { amount } paymentState vatRate
  listingTerms deliveryLabel deliveryDate cancelRequestedBy cancelReason disputedFrom disputedBy disputeReason resolutionNote
  buyerContact { name email phone } partnerContact { name email phone }
  wire { id status } partner { id businessName }
  lines { id name unit quantity dispatched received short damaged toDispatch balance unitPrice { amount } lineTotal { amount } }
  shipments { id sequence note receivedAt lines { line { id } quantity received short damaged } }
  payments { id status method reference amount { amount currency } }
  documents { kind number file { id url contentType } }`;

export const ORDER = `query O($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
export const ACCEPT = `mutation A($id: ID!) { acceptResponse(id: $id) { id status order { id number status } } }`;
export const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;
export const CONFIRM = `mutation C($input: ConfirmOrderInput!, $key: String) { confirmOrder(input: $input, idempotencyKey: $key) { id status deliveryDate } }`;
export const DISPATCH = `mutation D($input: DispatchOrderInput!, $key: String) { dispatchOrder(input: $input, idempotencyKey: $key) { id sequence lines { line { id } quantity } } }`;
export const RECEIVE = `mutation V($input: ReceiveShipmentInput!) { receiveShipment(input: $input) { id receivedAt lines { line { id } received short damaged } } }`;
export const COMPLETE = `mutation M($id: ID!) { completeOrder(id: $id) { id status } }`;
export const REQUEST_CANCEL = `mutation Q($id: ID!, $reason: String) { requestOrderCancellation(id: $id, reason: $reason) { id status cancelRequestedBy } }`;
export const ANSWER_CANCEL = `mutation N($id: ID!, $agree: Boolean!) { answerOrderCancellation(id: $id, agree: $agree) { id status cancelRequestedBy } }`;
export const DISPUTE = `mutation X($input: DisputeOrderInput!) { disputeOrder(input: $input) { id status disputedFrom disputedBy } }`;
export const RESOLVE = `mutation Z($input: ResolveOrderDisputeInput!) { resolveOrderDispute(input: $input) { id status resolutionNote disputedFrom } }`;
export const RECORD_PAYMENT = `mutation P($input: RecordOrderPaymentInput!, $key: String) { recordOrderPayment(input: $input, idempotencyKey: $key) { id status driver amount { amount currency } } }`;
export const CONFIRM_PAYMENT = `mutation Y($id: ID!) { confirmOrderPayment(id: $id) { id status confirmedAt } }`;

export type OrderView = {
  id: string;
  number: string;
  status: string;
  actions: string[];
  total: { amount: string; currency: string };
  subtotal: { amount: string };
  vat: { amount: string };
  paid: { amount: string };
  balance: { amount: string };
  paymentState: string;
  wire: { id: string; status: string };
  lines: {
    id: string;
    quantity: number;
    dispatched: number;
    received: number;
    short: number;
    damaged: number;
    toDispatch: number;
    balance: number;
  }[];
  shipments: { id: string; sequence: number; receivedAt: string | null }[];
  payments: { id: string; status: string }[];
  documents: { kind: string; number: string; file: { id: string; url: string; contentType: string } }[];
  [field: string]: unknown;
};

export type Deal = {
  buyer: { member: Member; client: GqlClient };
  seller: { member: Member; partner: Partner; client: GqlClient };
  wireId: string;
  responseId: string;
  orderId: string;
};

/**
 * A buyer's materials wire, a partner's itemised quote (40 bags at 4,800 and 10 tonnes of sand at
 * 25,000: 442,000.00 NGN) and the buyer's acceptance, which makes the order.
 */
export async function acceptedQuote(
  server: TestServer,
  /** The parties of an earlier deal, to give them another order; new ones otherwise. */
  parties: Partial<Pick<Deal, 'buyer' | 'seller'>> = {},
): Promise<Deal> {
  const buyer = parties.buyer ?? (await buyerClient(server, { displayName: 'Ada Buyer' }));
  const seller = parties.seller ?? (await partnerClient(server, { businessName: 'Lekki Blocks Ltd' }));
  const wire = await createWire(server, buyer.member);
  const cement = await createProduct(server, seller.partner, {
    name: 'Cement 42.5R',
    unit: 'bag',
    price: '4800.00',
  });
  const sand = await createProduct(server, seller.partner, {
    name: 'Sharp sand',
    unit: 'tonne',
    price: '25000.00',
  });
  const { respondToWire } = await seller.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
    input: {
      wireId: wire.id,
      message: 'Delivered within the week',
      offeredProducts: [
        { productId: cement.id, quantity: 40, unitPrice: '4800' },
        { productId: sand.id, quantity: 10, unitPrice: '25000' },
      ],
    },
  });
  const { acceptResponse } = await buyer.client.ok<
    { acceptResponse: { order: { id: string } | null } },
    unknown
  >(ACCEPT, { id: respondToWire.id });
  return { buyer, seller, wireId: wire.id, responseId: respondToWire.id, orderId: acceptResponse.order!.id };
}

export async function readOrder(client: GqlClient, id: string): Promise<OrderView> {
  return (await client.ok<{ order: OrderView }, unknown>(ORDER, { id })).order;
}

/** A date `days` from today (UTC). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The audit actions recorded for `orderId`, oldest first, with who acted. */
export async function auditTrail(server: TestServer, orderId: string) {
  return server
    .em()
    .execute<{ action: string; actor_id: string | null; reason: string | null }[]>(
      `select action, actor_id, reason from audit_entry where subject_type = 'ORDER' and subject_id = ? order by created_at, id`,
      [orderId],
    );
}

/** The text of a PDF (`pdftotext`), and its first page rendered (`pdftoppm -png`) to prove it draws. */
export function readPdf(bytes: Buffer): { text: string; pages: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'order-pdf-'));
  const file = path.join(dir, 'paper.pdf');
  writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
  return { text, pages: readdirSync(dir).filter((name) => name.endsWith('.png')) };
}
