import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskContacts, textFor, CONTACT_PLACEHOLDER } from '../../server/src/common/contact-mask.js';
import { Role } from '../../server/src/common/role.js';
import { PropertyListing } from '../../server/src/listing/property-listing.entity.js';
import { Product } from '../../server/src/product/product.entity.js';
import { WireKind } from '../../server/src/wire/wire.enums.js';
import { buyerClient, partnerClient, quickAs, type GqlClient } from '../helpers/clients.js';
import { CONTACT_FORMS, CONTACTS, MASKED, NOT_CONTACTS, WRITTEN } from '../helpers/contact-forms.js';
import { createListing, createProduct, createWire } from '../helpers/factories.js';
import { listenMark, subscribe } from '../helpers/live.js';
import { startPushReceiver } from '../helpers/push-receiver.js';
import { startSmtpCapture } from '../helpers/smtp.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { FAST_JOBS, startReceiver, webhookFor, type Received } from '../helpers/webhooks.js';

/**
 * Contacts in what one party of a quote writes to the other (SPEC §4): one masker, one rule
 * (`textFor`), and the same table of contact forms read through every path a text is shown or
 * sent on, before and after the buyer accepts: the GraphQL fields, the live payloads (toast), the
 * bell, the email (a real SMTP server), Web Push (a push service on loopback) and the webhook (a
 * receiver on loopback).
 */
describe('the masker', () => {
  it.each(CONTACT_FORMS)('hides the contact in %j', (written, masked) => {
    expect(maskContacts(written)).toEqual({ text: masked, masked: true });
  });

  it.each(NOT_CONTACTS)('keeps %j', (text) => {
    expect(maskContacts(text)).toEqual({ text, masked: false });
  });

  it('masks the whole table as one text as it masks each line (the paths below read it whole)', () => {
    expect(maskContacts(WRITTEN)).toEqual({ text: MASKED, masked: true });
    for (const contact of CONTACTS) expect(MASKED.toLowerCase()).not.toContain(contact);
  });

  it('shows the text as written to its writer, admins, and everyone once the quote is accepted', () => {
    const writer = { id: 'writer', role: Role.PARTNER };
    const buyer = { id: 'buyer', role: Role.MEMBER };
    const admin = { id: 'admin', role: Role.ADMIN };
    const before = { writerId: writer.id, accepted: false };
    expect(textFor(buyer, WRITTEN, before)).toEqual({ text: MASKED, masked: true });
    expect(textFor(null, WRITTEN, before)).toEqual({ text: MASKED, masked: true });
    expect(textFor(writer, WRITTEN, before)).toEqual({ text: WRITTEN, masked: false });
    expect(textFor(admin, WRITTEN, before)).toEqual({ text: WRITTEN, masked: false });
    expect(textFor(buyer, WRITTEN, { ...before, accepted: true })).toEqual({ text: WRITTEN, masked: false });
    expect(textFor(buyer, 'Call us', before)).toEqual({ text: 'Call us', masked: false });
  });
});

const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id message } }`;
const ACCEPT = `mutation A($id: ID!) { acceptResponse(id: $id) { id status message } }`;
const QUOTES = `query Q($id: ID!) { wire(id: $id) {
  responses { id message offeredProducts { name product { name description } } offeredProperty { title description } }
  responsesConnection { edges { node { message } } } } }`;
const MY_QUOTES = `{ myResponses(first: 50) { edges { node { id message offeredProducts { name } } } } }`;
const BELL = `{ notifications(first: 20) { edges { node { kind title body } } } }`;
const BELL_LIVE = `subscription { notificationEvents { type notification { kind body } } }`;
const QUOTE_LIVE = `subscription Q($wireId: ID!) { wireResponseEvents(wireId: $wireId) { type response { id message } } }`;
const REGISTER = `mutation P($input: RegisterPushSubscriptionInput!) { registerPushSubscription(input: $input) { id } }`;
const LISTING = `query L($id: ID!) { propertyListing(id: $id) { title description } }`;
const PRODUCT = `query P($id: ID!) { product(id: $id) { name description } }`;
const SEND = `mutation S($input: SendMessageInput!) { sendMessage(input: $input) { body contactHidden } }`;
const THREAD = `query T($responseId: ID!) { messages(responseId: $responseId, first: 20) { edges { node { body contactHidden mine } } } }`;
const THREAD_LIVE = `subscription E($responseId: ID!) { messageEvents(responseId: $responseId) { type message { body contactHidden } } }`;

type Quotes = {
  wire: {
    responses: {
      id: string;
      message: string;
      offeredProducts: { name: string; product: { name: string; description: string | null } | null }[];
      offeredProperty: { title: string; description: string | null } | null;
    }[];
    responsesConnection: { edges: { node: { message: string } }[] };
  };
};
type Bell = { notifications: { edges: { node: { kind: string; title: string; body: string } }[] } };
type Thread = { messages: { edges: { node: { body: string; contactHidden: boolean; mine: boolean } }[] } };

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let pushes: Awaited<ReturnType<typeof startPushReceiver>>;
let hooks: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  pushes = await startPushReceiver();
  hooks = await startReceiver();
  server = await startTestServer({
    ...FAST_JOBS,
    SMTP_URL: smtp.url,
    PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await pushes?.stop();
  await hooks?.stop();
});

/** A raw message as its reader sees it: quoted-printable soft breaks and escapes undone, as UTF-8. */
function mailText(raw: string): string {
  const bytes: number[] = [];
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/\r\n/g, '\n');
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded[i] === '=' ? /^[0-9A-F]{2}/.exec(unfolded.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(unfolded[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The first mail to `address` whose decoded text contains `needle` (waiting for it). */
async function mailTo(address: string, needle: string): Promise<string> {
  const find = () =>
    smtp.messages
      .filter((mail) => mail.to.includes(address.toLowerCase()))
      .map((mail) => mailText(mail.raw))
      .find((text) => text.includes(needle));
  await expect.poll(find, { timeout: 15_000 }).toBeTruthy();
  return find()!;
}

/** No contact of the table is left in `shown`. */
function expectNoContact(shown: string): void {
  for (const contact of CONTACTS) expect(shown.toLowerCase()).not.toContain(contact);
}

/** `shown` is a text cut short (an excerpt ending in "…", or all of it) of `full`. */
function expectExcerptOf(shown: string, full: string): void {
  const cut = shown.replace(/…$/u, '');
  expect(cut.length).toBeGreaterThan(40);
  expect(full.startsWith(cut)).toBe(true);
}

const deliveredTo = (hookId: string, type: string) => (r: Received) =>
  r.headers['buildwire-webhook'] === hookId &&
  (r.json.data as { myWireResponseEvents?: { type?: string } } | undefined)?.myWireResponseEvents?.type ===
    type;

describe("a quote's message", () => {
  it('reaches the buyer masked on every path until they accept, then as written; its partner and admins read it as written', async () => {
    const buyer = await buyerClient(server);
    const device = pushes.device('buyer-quote');
    await buyer.client.ok(REGISTER, { input: device });
    const wire = await createWire(server, buyer.member, { title: 'Blocks for the Ikeja fence' });
    const hook = await webhookFor(
      buyer.client,
      hooks.url,
      `subscription { myWireResponseEvents { type response { id status message } } }`,
    );
    const ws = buyer.client.ws();
    const mark = listenMark(server);
    const toast = subscribe(ws, QUOTE_LIVE, { wireId: wire.id });
    const bellLive = subscribe(ws, BELL_LIVE);
    await mark.opened(2);

    const partner = await partnerClient(server, { businessName: 'Ikeja Blocks' });
    const sent = await partner.client.ok<{ respondToWire: { id: string; message: string } }, unknown>(
      RESPOND,
      {
        input: { wireId: wire.id, message: WRITTEN, quote: { amount: '372000' } },
      },
    );
    const id = sent.respondToWire.id;
    // the partner reads what it wrote
    expect(sent.respondToWire.message).toBe(WRITTEN);
    const mine = await partner.client.ok<
      { myResponses: { edges: { node: { message: string } }[] } },
      unknown
    >(MY_QUOTES);
    expect(mine.myResponses.edges[0]!.node.message).toBe(WRITTEN);

    // page
    const page = await buyer.client.ok<Quotes, unknown>(QUOTES, { id: wire.id });
    expect(page.wire.responses[0]!.message).toBe(MASKED);
    expect(page.wire.responsesConnection.edges[0]!.node.message).toBe(MASKED);
    const admin = await quickAs(server, 'admin');
    expect((await admin.ok<Quotes, unknown>(QUOTES, { id: wire.id })).wire.responses[0]!.message).toBe(
      WRITTEN,
    );

    // toast: the live payloads
    const [created] = await toast.next(1, 10_000);
    expect(created!.data?.wireResponseEvents).toEqual({ type: 'CREATED', response: { id, message: MASKED } });
    const [rung] = await bellLive.next(1, 10_000);
    const liveBody = (rung!.data?.notificationEvents as { notification: { body: string } }).notification.body;
    expect(liveBody).toContain(MASKED);

    // bell
    const bell = (await buyer.client.ok<Bell, unknown>(BELL)).notifications.edges[0]!.node;
    expect(bell).toMatchObject({ kind: 'NEW_RESPONSE', body: liveBody });
    expectNoContact(bell.body);

    // email
    const text = await mailTo(buyer.member.email, 'Ikeja Blocks answered your request');
    expect(text).toContain(MASKED);
    expectNoContact(text);

    // Web Push: the bell's text, cut to the push's length
    const push = await pushes.waitFor('buyer-quote', () => true, 15_000);
    expectExcerptOf(String(push.payload.body), bell.body);
    expectNoContact(String(push.payload.body));

    // webhook: its payload is read when its job runs, so acceptance waits for it
    const hooked = await hooks.waitFor(deliveredTo(hook.webhook.id, 'CREATED'));
    expect(hooked.json.data).toEqual({
      myWireResponseEvents: { type: 'CREATED', response: { id, status: 'SENT', message: MASKED } },
    });
    expectNoContact(hooked.body);

    // accepted: every path reads it as written
    const accepted = await buyer.client.ok<{ acceptResponse: { message: string } }, unknown>(ACCEPT, { id });
    expect(accepted.acceptResponse.message).toBe(WRITTEN);
    expect((await buyer.client.ok<Quotes, unknown>(QUOTES, { id: wire.id })).wire.responses[0]!.message).toBe(
      WRITTEN,
    );
    const [, updated] = await toast.next(2, 10_000);
    expect(updated!.data?.wireResponseEvents).toEqual({
      type: 'UPDATED',
      response: { id, message: WRITTEN },
    });
    const hookedAfter = await hooks.waitFor(deliveredTo(hook.webhook.id, 'UPDATED'));
    expect(hookedAfter.json.data).toEqual({
      myWireResponseEvents: { type: 'UPDATED', response: { id, status: 'ACCEPTED', message: WRITTEN } },
    });
    toast.stop();
    bellLive.stop();
    await ws.dispose();
  });
});

describe('a thread', () => {
  it("hides each party's contacts from the other (page, toast, bell, email) until acceptance; the writer reads its own as written", async () => {
    const buyer = await buyerClient(server, { displayName: 'Ada' });
    const wire = await createWire(server, buyer.member, { title: 'Sharp sand for Ikoyi' });
    const partner = await partnerClient(server, { businessName: 'Lekki Sand' });
    const { respondToWire } = await partner.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
      input: { wireId: wire.id, message: 'Forty tonnes by Thursday.', quote: { amount: '640000' } },
    });
    const responseId = respondToWire.id;
    const ws = buyer.client.ws();
    const mark = listenMark(server);
    const toast = subscribe(ws, THREAD_LIVE, { responseId });
    await mark.opened(1);

    const sent = await partner.client.ok<{ sendMessage: { body: string; contactHidden: boolean } }, unknown>(
      SEND,
      { input: { responseId, body: WRITTEN } },
    );
    expect(sent.sendMessage).toEqual({ body: WRITTEN, contactHidden: false });
    const read = (client: GqlClient) =>
      client.ok<Thread, unknown>(THREAD, { responseId }).then((t) => t.messages.edges.map((e) => e.node));
    expect(await read(buyer.client)).toEqual([{ body: MASKED, contactHidden: true, mine: false }]);
    expect(await read(partner.client)).toEqual([{ body: WRITTEN, contactHidden: false, mine: true }]);
    const [live] = await toast.next(1, 10_000);
    expect(live!.data?.messageEvents).toEqual({
      type: 'CREATED',
      message: { body: MASKED, contactHidden: true },
    });
    const bell = (await buyer.client.ok<Bell, unknown>(BELL)).notifications.edges.find(
      (e) => e.node.kind === 'NEW_MESSAGE',
    )!.node;
    const excerpt = bell.body.replace(/^Lekki Sand wrote: /u, '');
    expectExcerptOf(excerpt, MASKED);
    expectNoContact(bell.body);
    const mail = await mailTo(buyer.member.email, 'Lekki Sand wrote:');
    expect(mail).toContain(excerpt.replace(/…$/u, ''));
    expectNoContact(mail);

    // the buyer's own contact is hidden from the partner alike
    await buyer.client.ok(SEND, { input: { responseId, body: 'Mail me: ada.eze@example.com' } });
    expect((await read(partner.client))[0]).toEqual({
      body: `Mail me: ${CONTACT_PLACEHOLDER}`,
      contactHidden: true,
      mine: false,
    });
    expect((await read(buyer.client))[0]!.body).toBe('Mail me: ada.eze@example.com');

    await buyer.client.ok(ACCEPT, { id: responseId });
    expect((await read(buyer.client))[1]).toEqual({ body: WRITTEN, contactHidden: false, mine: false });
    expect((await read(partner.client))[0]!.body).toBe('Mail me: ada.eze@example.com');

    // after acceptance the bell and the email carry contacts as written
    await buyer.client.ok(`mutation M($responseId: ID!) { markThreadRead(responseId: $responseId) { id } }`, {
      responseId,
    });
    await partner.client.ok(SEND, { input: { responseId, body: `Delivery details: ${WRITTEN}` } });
    await mailTo(buyer.member.email, 'Delivery details: Call me on 0803 555 0123 or kola@ikejablocks.ng');
    const bellAfter = (await buyer.client.ok<Bell, unknown>(BELL)).notifications.edges[0]!.node;
    expect(bellAfter.body).toContain('Delivery details: Call me on 0803 555 0123 or kola@ikejablocks.ng');
    toast.stop();
    await ws.dispose();
  });
});

describe('listings, products and quoted lines offered in a quote', () => {
  it("read masked for the buyer and everyone else until the buyer accepts one of that partner's quotes", async () => {
    const buyer = await buyerClient(server);
    const partner = await partnerClient(server, { businessName: 'Yaba Homes and Blocks' });
    const em = server.em();
    const product = await createProduct(server, partner.partner, {
      name: 'Blocks 9 inch, WhatsApp 0803 555 0123',
    });
    const listing = await createListing(server, partner.partner, {
      title: 'Flat in Yaba, call 0803 555 0123',
    });
    await em.nativeUpdate(Product, { id: product.id }, { description: WRITTEN });
    await em.nativeUpdate(PropertyListing, { id: listing.id }, { description: WRITTEN });
    const blocks = await createWire(server, buyer.member, { title: '500 blocks' });
    const flat = await createWire(server, buyer.member, { title: 'A flat in Yaba', kind: WireKind.PROPERTY });
    const quoted = await partner.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
      input: {
        wireId: blocks.id,
        message: 'As listed.',
        offeredProducts: [{ productId: product.id, quantity: 500, unitPrice: '744' }],
      },
    });
    await partner.client.ok(RESPOND, {
      input: { wireId: flat.id, message: 'As listed.', offeredPropertyId: listing.id },
    });
    const maskedName = `Blocks 9 inch, WhatsApp ${CONTACT_PLACEHOLDER}`;
    const maskedTitle = `Flat in Yaba, call ${CONTACT_PLACEHOLDER}`;

    const read = async (client: GqlClient) => {
      const lines = (await client.ok<Quotes, unknown>(QUOTES, { id: blocks.id })).wire.responses[0]!;
      const offer = (await client.ok<Quotes, unknown>(QUOTES, { id: flat.id })).wire.responses[0]!;
      return { line: lines.offeredProducts[0], listing: offer.offeredProperty };
    };
    const masked = {
      line: { name: maskedName, product: { name: maskedName, description: MASKED } },
      listing: { title: maskedTitle, description: MASKED },
    };
    const written = {
      line: { name: product.name, product: { name: product.name, description: WRITTEN } },
      listing: { title: listing.title, description: WRITTEN },
    };
    expect(await read(buyer.client)).toEqual(masked);
    expect(await read(partner.client)).toEqual(written);
    expect(await read(await quickAs(server, 'admin'))).toEqual(written);
    const myLines = await partner.client.ok<
      { myResponses: { edges: { node: { id: string; offeredProducts: { name: string }[] } }[] } },
      unknown
    >(MY_QUOTES);
    expect(
      myLines.myResponses.edges.find((e) => e.node.id === quoted.respondToWire.id)!.node.offeredProducts,
    ).toEqual([{ name: product.name }]);
    // on their own pages too, for visitors and for the buyer
    const visitor = await quickAs(server, 'anonymous');
    for (const client of [visitor, buyer.client]) {
      expect(await client.ok(LISTING, { id: listing.id })).toEqual({ propertyListing: masked.listing });
      expect(await client.ok(PRODUCT, { id: product.id })).toEqual({ product: masked.line.product });
    }

    await buyer.client.ok(ACCEPT, { id: quoted.respondToWire.id });
    expect(await read(buyer.client)).toEqual(written);
    expect(await buyer.client.ok(LISTING, { id: listing.id })).toEqual({ propertyListing: written.listing });
    expect(await buyer.client.ok(PRODUCT, { id: product.id })).toEqual({ product: written.line.product });
    // a visitor and another buyer still read them masked
    for (const client of [visitor, (await buyerClient(server)).client]) {
      expect(await client.ok(LISTING, { id: listing.id })).toEqual({ propertyListing: masked.listing });
      expect(await client.ok(PRODUCT, { id: product.id })).toEqual({ product: masked.line.product });
    }
  });
});
