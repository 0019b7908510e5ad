import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { acceptedQuote, CONFIRM, DISPATCH, inDays, readPdf } from '../helpers/orders.js';
import { mailAttachments, startSmtpCapture } from '../helpers/smtp.js';
import { FAST_JOBS } from '../helpers/webhooks.js';

/** An order's emails carry its papers: the purchase order once confirmed, the invoice once dispatched. */
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ ...FAST_JOBS, SMTP_URL: smtp.url, VAT_RATE: '0.075' });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** A message's text as written (quoted-printable undone). */
const plain = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

// the paper is made by its own job after the change; the email waits for it (the queue's back-off)
const WAIT_MS = 60_000;

describe('order emails', () => {
  it('carry the purchase order and the invoice as PDFs, and a link to the order', async () => {
    const { buyer, seller, orderId } = await acceptedQuote(server);
    await seller.client.ok(CONFIRM, { input: { orderId, deliveryDate: inDays(3) } });
    const confirmed = await smtp.waitFor(
      buyer.member.email,
      /Subject: Order BW-\d{4}-\d{6} confirmed/,
      WAIT_MS,
    );
    const [po, ...more] = mailAttachments(confirmed.raw);
    expect(more).toEqual([]);
    expect(po!.name).toMatch(/^BW-\d{4}-\d{6}-PO\.pdf$/);
    expect(po!.contentType).toBe('application/pdf');
    const poText = readPdf(po!.bytes).text;
    expect(poText).toContain('BuildWire Purchase order');
    expect(poText).toContain('Lekki Blocks Ltd');
    expect(plain(confirmed.raw)).toContain(`/orders?id=${orderId}`);

    await seller.client.ok(DISPATCH, { input: { orderId, note: 'Waybill 778' } });
    const dispatched = await smtp.waitFor(buyer.member.email, /a part is on its way/, WAIT_MS);
    const [invoice] = mailAttachments(dispatched.raw);
    expect(invoice!.name).toMatch(/-INV\.pdf$/);
    expect(readPdf(invoice!.bytes).text).toContain('BuildWire Invoice');
  });

  it('carry no file where none fits', async () => {
    const { seller, orderId } = await acceptedQuote(server);
    const created = await smtp.waitFor(seller.member.email, /Subject: New order BW-/, WAIT_MS);
    expect(mailAttachments(created.raw)).toEqual([]);
    expect(plain(created.raw)).toContain(`/partners/orders?id=${orderId}`);
  });
});
