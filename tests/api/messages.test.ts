import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { jobsSettled, startTestServer, type TestServer } from '../helpers/test-server.js';
import { partnerClient, buyerClient, GqlClient, quickAs, errorOf } from '../helpers/clients.js';
import { createWire, createStoredFile } from '../helpers/factories.js';
import { startSmtpCapture } from '../helpers/smtp.js';
import { listenMark, subscribe } from '../helpers/live.js';
import { png, upload } from '../helpers/uploads.js';
import { FileKind } from '../../server/src/storage/stored-file.enums.js';

/**
 * Messages per response: who may read and write a thread, contacts hidden until the
 * response is accepted, live events over graphql-ws, unread counts (batched), image attachments
 * through the upload pipeline, reports that open a thread to admins, and the coalesced email.
 */
const HIDDEN = '[contact hidden until accepted]';
const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;
const SEND = `mutation S($input: SendMessageInput!) { sendMessage(input: $input) {
  id body contactHidden mine side seen attachments { id kind url } } }`;
const LIST = `query L($responseId: ID!, $first: Int, $after: String) { messages(responseId: $responseId, first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { id body contactHidden mine side seen } } } }`;
const READ = `mutation M($responseId: ID!) { markThreadRead(responseId: $responseId) { id unreadMessageCount } }`;
const REPORT = `mutation P($responseId: ID!, $reason: String!) { reportThread(responseId: $responseId, reason: $reason) }`;
const EVENTS = `subscription E($responseId: ID!) { messageEvents(responseId: $responseId) {
  type responseId side readAt message { id body contactHidden mine side } } }`;
const UNREAD = `query U($id: ID!) { wire(id: $id) { responses { id unreadMessageCount } } }`;
const MY_UNREAD = `{ myResponses(first: 50) { edges { node { id unreadMessageCount } } } }`;

type Node = { id: string; body: string; contactHidden: boolean; mine: boolean; side: string; seen: boolean };
type Listed = {
  messages: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: Node }[];
  };
};
type Sent = { sendMessage: Node & { attachments: { id: string; kind: string; url: string }[] } };

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let server: TestServer;
let counting = false;
let statements: string[] = [];
beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer(
    { SMTP_URL: smtp.url, JOB_POLL_INTERVAL_MS: '100' },
    { onQuery: (sql) => void (counting && statements.push(sql)) },
  );
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const person = () => buyerClient(server, { displayName: 'Ada Buyer' });
const seller = (businessName = 'Lekki Blocks Ltd') => partnerClient(server, { businessName });

/** A buyer's wire with one partner's response: the thread's two parties. */
async function thread(title = '2500 blocks for a fence') {
  const buyer = await person();
  const wire = await createWire(server, buyer.member, { title });
  const partner = await seller();
  const { respondToWire } = await partner.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
    input: { wireId: wire.id, message: 'We have them in stock.', quote: { amount: '1125000' } },
  });
  return { buyer, wire, partner, responseId: respondToWire.id };
}

const send = (client: GqlClient, responseId: string, body: string, attachmentIds?: string[]) =>
  client.request<Sent>(SEND, { input: { responseId, body, ...(attachmentIds ? { attachmentIds } : {}) } });

describe('who may use a thread', () => {
  it('lets the two parties read and write, refuses everyone else', async () => {
    const { buyer, partner, responseId } = await thread();
    const sent = await send(buyer.client, responseId, 'Can you deliver on Friday?');
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.sendMessage).toMatchObject({ mine: true, side: 'BUYER', seen: false });
    const reply = await send(partner.client, responseId, 'Yes, Friday morning.');
    expect(reply.data?.sendMessage).toMatchObject({ mine: true, side: 'PARTNER' });

    const asPartner = await partner.client.ok<Listed, unknown>(LIST, { responseId });
    // newest first
    expect(asPartner.messages.edges.map((e) => [e.node.body, e.node.mine])).toEqual([
      ['Yes, Friday morning.', true],
      ['Can you deliver on Friday?', false],
    ]);
    expect(asPartner.messages.totalCount).toBe(2);
    // the buyer read the thread up to their own message; the partner has not read it
    expect(asPartner.messages.edges[1]!.node.seen).toBe(true);

    const otherPartner = await seller('Someone Else Ltd');
    const otherMember = await quickAs(server, 'member');
    const admin = await quickAs(server, 'admin');
    const visitor = await quickAs(server, 'anonymous');
    for (const outsider of [otherPartner.client, otherMember, admin]) {
      expect(errorOf(await outsider.request(LIST, { responseId })).code).toBe('FORBIDDEN');
      expect(errorOf(await send(outsider, responseId, 'Hello')).code).toBe('FORBIDDEN');
      expect(errorOf(await outsider.request(READ, { responseId })).code).toBe('FORBIDDEN');
      expect(errorOf(await outsider.request(REPORT, { responseId, reason: 'spam' })).code).toBe('FORBIDDEN');
    }
    expect(errorOf(await visitor.request(LIST, { responseId })).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await send(visitor, responseId, 'Hello')).code).toBe('UNAUTHENTICATED');
    // the outsiders' attempts changed nothing
    expect((await buyer.client.ok<Listed, unknown>(LIST, { responseId })).messages.totalCount).toBe(2);
  });

  it('answers NOT_FOUND for an unknown response and BAD_USER_INPUT at body for an empty or long one', async () => {
    const { buyer, responseId } = await thread();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(errorOf(await send(buyer.client, unknown, 'Hello')).code).toBe('NOT_FOUND');
    expect(errorOf(await buyer.client.request(LIST, { responseId: unknown })).code).toBe('NOT_FOUND');
    expect(errorOf(await send(buyer.client, responseId, ''))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'body',
    });
    expect(errorOf(await send(buyer.client, responseId, '   \n '))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'body',
    });
    expect(errorOf(await send(buyer.client, responseId, 'x'.repeat(4001)))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'body',
    });
    expect((await send(buyer.client, responseId, 'x'.repeat(4000))).errors).toBeUndefined();
    expect(errorOf(await buyer.client.request(LIST, { responseId, first: 0 })).code).toBe('BAD_USER_INPUT');
    expect((await buyer.client.ok<Listed, unknown>(LIST, { responseId })).messages.totalCount).toBe(1);
  });

  it('keeps a withdrawn response’s thread readable but refuses new messages with CONFLICT', async () => {
    const { buyer, partner, responseId } = await thread();
    await send(buyer.client, responseId, 'Still available?');
    await partner.client.ok(`mutation W($id: ID!) { withdrawResponse(id: $id) { id } }`, { id: responseId });
    const refused = await send(partner.client, responseId, 'Sorry, sold out.');
    expect(errorOf(refused).code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toMatch(/withdrawn/);
    expect(errorOf(await send(buyer.client, responseId, 'Pity.')).code).toBe('CONFLICT');
    expect((await partner.client.ok<Listed, unknown>(LIST, { responseId })).messages.totalCount).toBe(1);
  });

  it('opens a reported thread to admins (read only), audited', async () => {
    const { buyer, partner, responseId } = await thread();
    await send(partner.client, responseId, 'Pay cash to 0803 123 4567 and skip the site fees');
    const admin = await quickAs(server, 'admin');
    expect(errorOf(await admin.request(LIST, { responseId })).code).toBe('FORBIDDEN');
    expect(errorOf(await buyer.client.request(REPORT, { responseId, reason: '  ' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'reason',
    });
    expect(await buyer.client.ok(REPORT, { responseId, reason: 'Asks to pay off the platform' })).toEqual({
      reportThread: true,
    });
    const read = await admin.ok<Listed, unknown>(LIST, { responseId });
    // admins read what was written, to judge it
    expect(read.messages.edges[0]!.node).toMatchObject({
      body: 'Pay cash to 0803 123 4567 and skip the site fees',
      contactHidden: false,
      mine: false,
    });
    expect(errorOf(await send(admin, responseId, 'Admin here')).code).toBe('FORBIDDEN');
    const [entry] = await (server.em() as EntityManager).execute<
      { action: string; reason: string; actor_id: string }[]
    >(
      `select action, reason, actor_id from audit_entry where subject_id = ? and action = 'messages.reported'`,
      [responseId],
    );
    expect(entry).toMatchObject({ reason: 'Asks to pay off the platform', actor_id: buyer.member.id });
  });
});

describe('contacts in messages', () => {
  it('hides emails and phone numbers from the other party until the response is accepted, then shows them', async () => {
    const { buyer, partner, responseId } = await thread();
    const text = '2500 blocks at ₦450 each. Call 0803 123 4567 or mail sales.team+lagos@blocks.example.ng';
    const sent = await send(partner.client, responseId, text);
    const masked = `2500 blocks at ₦450 each. Call ${HIDDEN} or mail ${HIDDEN}`;
    // its writer reads what it wrote
    expect(sent.data?.sendMessage).toMatchObject({ body: text, contactHidden: false });
    const asWriter = await partner.client.ok<Listed, unknown>(LIST, { responseId });
    expect(asWriter.messages.edges[0]!.node).toMatchObject({ body: text, contactHidden: false });
    const asBuyer = await buyer.client.ok<Listed, unknown>(LIST, { responseId });
    expect(asBuyer.messages.edges[0]!.node).toMatchObject({ body: masked, contactHidden: true });
    await buyer.client.ok(`mutation A($id: ID!) { acceptResponse(id: $id) { id } }`, { id: responseId });
    for (const client of [buyer.client, partner.client]) {
      const { messages } = await client.ok<Listed, unknown>(LIST, { responseId });
      expect(messages.edges[0]!.node).toMatchObject({ body: text, contactHidden: false });
    }
    // after acceptance, the conversation goes on (delivery details)
    expect(
      (await send(buyer.client, responseId, 'Great, my number is +234 701 234 5678')).data?.sendMessage.body,
    ).toBe('Great, my number is +234 701 234 5678');
  });
});

describe('live, unread and email', () => {
  it('delivers messages and read receipts over the websocket; counts unread; emails once per unread burst', async () => {
    const { buyer, partner, wire, responseId } = await thread('Sharp sand for Ikoyi');
    const buyerWs = buyer.client.ws();
    const partnerWs = partner.client.ws();
    const mark = listenMark(server);
    const buyerLive = subscribe(buyerWs, EVENTS, { responseId });
    const partnerLive = subscribe(partnerWs, EVENTS, { responseId });
    await mark.opened(2);

    await send(partner.client, responseId, 'Forty tonnes by Thursday, call 0803 123 4567');
    const [created] = await buyerLive.next(1, 10_000);
    expect(created!.data?.messageEvents).toMatchObject({
      type: 'CREATED',
      responseId,
      side: 'PARTNER',
      readAt: null,
      message: { body: `Forty tonnes by Thursday, call ${HIDDEN}`, contactHidden: true, mine: false },
    });
    const [own] = await partnerLive.next(1, 10_000);
    expect(own!.data?.messageEvents).toMatchObject({ message: { mine: true } });

    // the first unread message is emailed, masked, with one-click unsubscribe
    const mail = await smtp.waitFor(buyer.member.email, /Forty tonnes/, 15_000);
    expect(mail.raw).toContain(HIDDEN);
    expect(mail.raw).not.toContain('0803 123 4567');
    expect(mail.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(`#thread-${responseId}`);

    // a second one while the first is unread: in the bell, not emailed again
    await send(partner.client, responseId, 'Also sharp sand, 20 tonnes.');
    await buyerLive.next(2, 10_000);
    let unread = await buyer.client.ok<
      { wire: { responses: { id: string; unreadMessageCount: number }[] } },
      unknown
    >(UNREAD, { id: wire.id });
    expect(unread.wire.responses).toEqual([{ id: responseId, unreadMessageCount: 2 }]);
    const partnerUnread = await partner.client.ok<
      { myResponses: { edges: { node: { unreadMessageCount: number } }[] } },
      unknown
    >(MY_UNREAD);
    expect(partnerUnread.myResponses.edges[0]!.node.unreadMessageCount).toBe(0);

    // reading sends a receipt to the other side
    expect(await buyer.client.ok(READ, { responseId })).toEqual({
      markThreadRead: { id: responseId, unreadMessageCount: 0 },
    });
    const [, , receipt] = await partnerLive.next(3, 10_000);
    expect(receipt!.data?.messageEvents).toMatchObject({ type: 'READ', side: 'BUYER', message: null });
    expect((receipt!.data?.messageEvents as { readAt: string | null }).readAt).toBeTruthy();
    const seen = await partner.client.ok<Listed, unknown>(LIST, { responseId });
    expect(seen.messages.edges.map((e) => e.node.seen)).toEqual([true, true]);

    // once read, the next message is emailed again: the barrier after which the second never will be
    await send(partner.client, responseId, 'Truck leaves at six.');
    await smtp.waitFor(buyer.member.email, /Truck leaves at six/, 15_000);
    expect(smtp.sentTo(buyer.member.email, /Forty tonnes/)).toHaveLength(1);
    expect(smtp.sentTo(buyer.member.email, /Truck leaves at six/)).toHaveLength(1);
    expect(smtp.sentTo(buyer.member.email, /20 tonnes/)).toHaveLength(0);
    const bell = await buyer.client.ok<
      { notifications: { edges: { node: { kind: string; link: string } }[] } },
      unknown
    >(`{ notifications(first: 10) { edges { node { kind link } } } }`);
    const messageNotes = bell.notifications.edges.filter((e) => e.node.kind === 'NEW_MESSAGE');
    expect(messageNotes).toHaveLength(3);
    expect(messageNotes[0]!.node.link).toBe(`/wires/details?id=${wire.id}#thread-${responseId}`);

    unread = await buyer.client.ok(UNREAD, { id: wire.id });
    expect(unread.wire.responses[0]!.unreadMessageCount).toBe(1);
    buyerLive.stop();
    partnerLive.stop();
    await buyerWs.dispose();
    await partnerWs.dispose();
  });

  it('refuses the subscription to outsiders', async () => {
    const { responseId } = await thread();
    const outsider = await quickAs(server, 'member');
    const ws = outsider.ws();
    const live = subscribe(ws, EVENTS, { responseId });
    await live.ended;
    expect(live.received[0]?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await ws.dispose();
  });

  it('reads the unread counts of a list of responses in the same number of statements for 2 and 6', async () => {
    const count = async (responses: number) => {
      const buyer = await person();
      const wire = await createWire(server, buyer.member);
      for (let i = 0; i < responses; i++) {
        const partner = await seller(`Seller ${i}`);
        const { respondToWire } = await partner.client.ok<{ respondToWire: { id: string } }, unknown>(
          RESPOND,
          {
            input: { wireId: wire.id, message: 'Quote', quote: { amount: '1000' } },
          },
        );
        await send(partner.client, respondToWire.id, `Message ${i}`);
      }
      await jobsSettled(server);
      statements = [];
      counting = true;
      const result = await buyer.client.ok<
        { wire: { responses: { unreadMessageCount: number }[] } },
        unknown
      >(UNREAD, {
        id: wire.id,
      });
      counting = false;
      expect(result.wire.responses.map((r) => r.unreadMessageCount)).toEqual(Array(responses).fill(1));
      // the request's own statements (not the mail jobs of other tests running meanwhile)
      return statements.filter((sql) => !/notification_email_opt_out|app_secret|graphile_worker/.test(sql));
    };
    const few = await count(2);
    const many = await count(6);
    expect(many).toHaveLength(few.length);
    expect(few.filter((sql) => /join message m/.test(sql))).toHaveLength(1);
  });
});

describe('images in messages', () => {
  it('attaches uploaded images, visible to the two parties only; refuses documents', async () => {
    const { buyer, partner, responseId } = await thread();
    const uploaded = await upload(server, partner.client.cookie, await png(64, 48), 'stack.png');
    expect(uploaded.status).toBe(201);
    const sent = await send(partner.client, responseId, 'This is the stack we would deliver.', [
      uploaded.file!.id,
    ]);
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.sendMessage.attachments).toEqual([
      { id: uploaded.file!.id, kind: 'IMAGE', url: `/files/${uploaded.file!.id}` },
    ]);
    const get = (cookie: string | null) =>
      fetch(`${server.url}/files/${uploaded.file!.id}?w=320`, { headers: cookie ? { cookie } : {} });
    expect((await get(buyer.client.cookie)).status).toBe(200);
    const outsider = await seller('Nosy Ltd');
    expect((await get(outsider.client.cookie)).status).toBe(404);
    expect((await get(null)).status).toBe(404);
    // a private conversation: an admin sees its images only once the thread is reported
    const admin = await quickAs(server, 'admin');
    expect((await get(admin.cookie)).status).toBe(404);
    await buyer.client.ok(REPORT, { responseId, reason: 'Shows a stolen stack' });
    expect((await get(admin.cookie)).status).toBe(200);

    const plan = await createStoredFile(server, buyer.member.id, { kind: FileKind.DOCUMENT });
    expect(errorOf(await send(buyer.client, responseId, 'Plan attached', [plan.id]))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'attachmentIds',
    });
    // someone else's upload is not mine to send
    expect(errorOf(await send(buyer.client, responseId, 'Look', [uploaded.file!.id]))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'attachmentIds',
    });
    // an image alone is a message
    const image = await upload(server, buyer.client.cookie, await png(32, 32), 'site.png');
    expect((await send(buyer.client, responseId, '', [image.file!.id])).errors).toBeUndefined();
    expect((await buyer.client.ok<Listed, unknown>(LIST, { responseId })).messages.totalCount).toBe(2);
  });
});
