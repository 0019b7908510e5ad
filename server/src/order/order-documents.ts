import PDFDocument from 'pdfkit';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../common/logger.js';
import { fromCents, spokenMoney } from '../common/money.js';
import { isoTime } from '../common/iso-time.js';
import type { Tx } from '../common/unit-of-work.js';
import type { EventBus } from '../events/event-bus.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { lineTotalCents } from '../response/quote-lines.js';
import type { FileStore } from '../storage/file-store.js';
import { StoredFile } from '../storage/stored-file.entity.js';
import { FileAttachment } from '../storage/stored-file.enums.js';
import { Order, OrderLine } from './order.entity.js';
import { OrderDocumentKind, OrderEventType } from './order.enums.js';
import { DOCUMENT_POSITION, DOCUMENT_SUFFIX } from './order.types.js';

/** The job that makes one paper of an order (queued in the transaction of the change). */
export const ORDER_DOCUMENT_JOB = 'order_document';
export type OrderDocumentJob = { orderId: string; kind: OrderDocumentKind };

const TITLE: Record<OrderDocumentKind, string> = { PURCHASE_ORDER: 'Purchase order', INVOICE: 'Invoice' };

/** What a paper shows: the order as made, its lines, and the day it is issued. */
export type PaperContent = {
  kind: OrderDocumentKind;
  order: Order;
  lines: readonly OrderLine[];
  issuedAt: Date;
};

const day = (date: Date) => isoTime(date).slice(0, 10);

/**
 * A purchase order or invoice as a PDF (pdfkit, streamed into one buffer): its number, both
 * parties, the delivery, the lines (or the listing's terms), subtotal, VAT and total.
 * docs/decisions/0055-order-papers-and-payments.md says why pdfkit.
 */
export function renderPaper({ kind, order, lines, issuedAt }: PaperContent): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${TITLE[kind]} ${order.number}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (amount: string) => spokenMoney(amount, order.currency);
  doc.fontSize(20).text(`BuildWire ${TITLE[kind]}`);
  doc.fontSize(11).text(`Number: ${order.number}-${DOCUMENT_SUFFIX[kind]}`);
  doc.text(`Order: ${order.number}`);
  doc.text(`Issued: ${day(issuedAt)}`);
  doc.moveDown();
  const party = (heading: string, lines: (string | null)[]) => {
    doc.fontSize(12).text(heading, { underline: true });
    doc.fontSize(10);
    for (const line of lines) if (line) doc.text(line);
    doc.moveDown(0.5);
  };
  party('Seller', [order.partnerName, order.partnerEmail, order.partnerPhone, order.partnerWebsite]);
  party('Buyer', [order.buyerName, order.buyerEmail, order.buyerPhone]);
  party('Delivery', [
    order.deliveryLabel,
    order.deliveryDate ? `Delivery date: ${day(order.deliveryDate)}` : null,
    order.deliveryBy ? `Needed by: ${day(order.deliveryBy)}` : null,
  ]);
  doc.moveDown();
  doc.fontSize(12).text('Lines', { underline: true });
  doc.fontSize(10);
  if (order.listingTerms) doc.text(order.listingTerms);
  for (const line of lines)
    doc.text(
      `${line.name}: ${line.quantity} × ${line.unit} at ${money(line.unitPrice)} = ${money(fromCents(lineTotalCents(line.quantity, line.unitPrice)))}`,
    );
  doc.moveDown();
  doc.fontSize(11);
  doc.text(`Subtotal: ${money(order.subtotal)}`);
  doc.text(`VAT (${(order.vatRate * 100).toFixed(2).replace(/\.?0+$/, '')}%): ${money(order.vat)}`);
  doc.fontSize(13).text(`Total: ${money(order.total)}`);
  doc.end();
  return done;
}

/**
 * Makes an order's papers after the change that calls for them commits: rendered, stored through
 * the storage driver as the partner's document, attached to the order (only its two parties and
 * admins are served it), then announced. A paper already made is not made again (a retried job).
 */
export class OrderPapers {
  constructor(
    private readonly orm: MikroORM,
    private readonly files: FileStore,
    private readonly bus: EventBus,
    private readonly jobs: JobQueue,
    private readonly log: Logger,
  ) {
    jobs.define(ORDER_DOCUMENT_JOB, (payload) => this.make(payload as OrderDocumentJob));
  }

  /** Queues `kind` for `orderId` in the change's transaction. */
  queue(tx: Tx, orderId: string, kind: OrderDocumentKind): void {
    this.jobs.add(tx, ORDER_DOCUMENT_JOB, { orderId, kind } satisfies OrderDocumentJob);
  }

  private async make({ orderId, kind }: OrderDocumentJob): Promise<void> {
    const em = this.orm.em.fork() as EntityManager;
    const order = await em.findOne(Order, { id: orderId }, { populate: ['partner'] });
    if (!order) return;
    const target = {
      attachedType: FileAttachment.ORDER_DOCUMENT,
      attachedId: order.id,
      position: DOCUMENT_POSITION[kind],
    };
    if (await em.count(StoredFile, target)) return;
    const lines = await em.find(OrderLine, { order: order.id }, { orderBy: { position: 'asc' } });
    const bytes = await renderPaper({ kind, order, lines, issuedAt: new Date() });
    const file = await this.files.store(em, order.partner.member.id, {
      bytes,
      name: `${order.number}-${DOCUMENT_SUFFIX[kind]}.pdf`,
      kind: 'document',
    });
    // the store wrote the row in its own transaction: attach it there
    await em.nativeUpdate(StoredFile, { id: file.id }, { ...target, attachedAt: new Date() });
    await this.bus.emit({
      topic: 'ORDER',
      type: OrderEventType.UPDATED,
      orderId: order.id,
      buyerId: order.buyer.id,
      partnerMemberId: order.partner.member.id,
      action: 'order.document_ready',
    });
    this.log.info({ orderId, kind }, 'order paper made');
  }
}
