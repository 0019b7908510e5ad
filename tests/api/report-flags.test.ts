import { afterAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Member } from '../../server/src/member/member.entity.js';
import { Report } from '../../server/src/report/report.entity.js';
import { useTestServer } from '../helpers/test-server.js';
import { buyerClient, errorOf, GqlClient, partnerClient, quickAs } from '../helpers/clients.js';
import { createWire, LAGOS } from '../helpers/factories.js';
import { materialsWireInput } from '../helpers/wire-inputs.js';
import { FAST_JOBS, startReceiver, webhookFor } from '../helpers/webhooks.js';

/**
 * The automatic flags of the trust and safety queue: a new account's burst of wires, blocked
 * words in a wire or a message, a partner whose quotes are mostly withdrawn. Each is a report
 * with no reporter and the rule's name, one open per rule and item; admins hear of new reports
 * live and through a webhook on `reportEvents`.
 */
const server = useTestServer(FAST_JOBS);
const receiverReady = startReceiver();

const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;
const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;
const WITHDRAW = `mutation W($id: ID!) { withdrawResponse(id: $id) { id status } }`;
const SEND = `mutation S($input: SendMessageInput!) { sendMessage(input: $input) { id } }`;
const SETTINGS = `mutation U($input: MarketplaceSettingsInput!) {
  updateMarketplaceSettings(input: $input) { blockedWords } }`;
const READ_SETTINGS = `{ marketplaceSettings { blockedWords } }`;
const THREAD = `query T($responseId: ID!) { messages(responseId: $responseId, first: 10) { totalCount } }`;

// a word no other test writes, so the shared settings flag nothing of theirs
const WORD = `zorblax${Date.now().toString(36)}`;

let admin: GqlClient;
const adminClient = async () => (admin ??= await quickAs(server, 'admin'));

afterAll(async () => {
  await (await adminClient()).ok(SETTINGS, { input: { blockedWords: [] } });
  await (await receiverReady).stop();
});

const em = () => server.em().fork() as EntityManager;
/** The open flags of `subjectId`. */
const flagsOf = (subjectId: string) =>
  em().find(Report, { subjectId, reporterId: null, status: 'OPEN' }, { orderBy: { createdAt: 'asc' } });

async function post(client: GqlClient, title: string, description?: string): Promise<string> {
  const input = {
    ...materialsWireInput({
      title,
      location: { label: 'Lekki, Lagos', ...LAGOS },
      material: 'Cement',
      quantity: 40,
      unit: 'bags',
    }),
    ...(description ? { description } : {}),
  };
  return (await client.ok<{ postWire: { id: string } }, unknown>(POST, { input })).postWire.id;
}

describe('a new account posting many wires', () => {
  it('flags the wire over the limit, once per account while open', async () => {
    const buyer = await buyerClient(server);
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) ids.push(await post(buyer.client, `Cement order number ${i}`));
    // the reaction runs in the posting transaction: five wires raised nothing
    expect(await em().count(Report, { ownerId: buyer.member.id })).toBe(0);
    const sixth = await post(buyer.client, 'Cement order number 6');
    const [flag, ...others] = await flagsOf(sixth);
    expect(others).toEqual([]);
    expect(flag).toMatchObject({
      rule: 'NEW_ACCOUNT_BURST',
      subjectType: 'WIRE',
      reporterId: null,
      ownerId: buyer.member.id,
      title: 'Cement order number 6',
    });
    expect(flag!.reason).toMatch(/posted 6 wires within an hour/);
    await post(buyer.client, 'Cement order number 7');
    expect(await em().count(Report, { ownerId: buyer.member.id, rule: 'NEW_ACCOUNT_BURST' })).toBe(1);
  });

  it('leaves an older account alone', async () => {
    const buyer = await buyerClient(server);
    await em().nativeUpdate(
      Member,
      { id: buyer.member.id },
      { createdAt: new Date(Date.now() - 30 * 86_400_000) },
    );
    for (let i = 1; i <= 6; i++) await post(buyer.client, `Blocks order number ${i}`);
    expect(await em().count(Report, { ownerId: buyer.member.id })).toBe(0);
  });
});

describe('blocked words', () => {
  it('are an admin setting, kept clean, refused at the field when wrong', async () => {
    const admin = await adminClient();
    const buyer = await buyerClient(server);
    expect(errorOf(await buyer.client.request(SETTINGS, { input: { blockedWords: [WORD] } })).code).toBe(
      'FORBIDDEN',
    );
    const saved = await admin.ok<{ updateMarketplaceSettings: { blockedWords: string[] } }, unknown>(
      SETTINGS,
      {
        input: { blockedWords: [` ${WORD.toUpperCase()} `, 'Wire   Transfer', WORD] },
      },
    );
    expect(saved.updateMarketplaceSettings.blockedWords).toEqual([WORD, 'wire transfer']);
    for (const wrong of [['  '], ['x'.repeat(41)]])
      expect(errorOf(await admin.request(SETTINGS, { input: { blockedWords: wrong } }))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'blockedWords',
      });
    const tooMany = Array.from({ length: 201 }, (_, i) => `word${i}`);
    expect(errorOf(await admin.request(SETTINGS, { input: { blockedWords: tooMany } })).code).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      (await admin.ok<{ marketplaceSettings: { blockedWords: string[] } }, unknown>(READ_SETTINGS))
        .marketplaceSettings.blockedWords,
    ).toEqual([WORD, 'wire transfer']);
  });

  it('flag a wire and a thread that use them, whole words only, once while open', async () => {
    const admin = await adminClient();
    await admin.ok(SETTINGS, { input: { blockedWords: [WORD, 'wire transfer'] } });
    const buyer = await buyerClient(server);
    const clean = await post(buyer.client, 'Granite for a floor', `Not ${WORD}s nor x${WORD}`);
    expect(await flagsOf(clean)).toEqual([]);
    const flagged = await post(
      buyer.client,
      'Granite for a patio',
      `Pay by WIRE\ntransfer, ${WORD.toUpperCase()}!`,
    );
    const [flag] = await flagsOf(flagged);
    expect(flag).toMatchObject({ rule: 'BLOCKED_WORDS', subjectType: 'WIRE', ownerId: buyer.member.id });
    expect(flag!.reason).toBe(`The wire contains blocked words: “${WORD}”, “wire transfer”.`);

    const wire = await createWire(server, buyer.member, { title: 'Roof sheets' });
    const seller = await partnerClient(server);
    const { respondToWire } = await seller.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
      input: { wireId: wire.id, message: 'In stock.', quote: { amount: '90000' } },
    });
    await seller.client.ok(SEND, { input: { responseId: respondToWire.id, body: 'Delivery on Monday.' } });
    expect(await flagsOf(respondToWire.id)).toEqual([]);
    await seller.client.ok(SEND, {
      input: { responseId: respondToWire.id, body: `Pay by wire transfer first` },
    });
    await seller.client.ok(SEND, { input: { responseId: respondToWire.id, body: `${WORD} again` } });
    const flags = await flagsOf(respondToWire.id);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      rule: 'BLOCKED_WORDS',
      subjectType: 'CONVERSATION',
      ownerId: seller.member.id,
      title: 'Messages about Roof sheets',
      excerpt: 'Pay by wire transfer first',
    });
    // a flagged thread is a reported one: admins may read it
    expect(await admin.ok(THREAD, { responseId: respondToWire.id })).toEqual({ messages: { totalCount: 3 } });
  });
});

describe('a partner withdrawing most quotes', () => {
  it('is flagged once more than 60% of 5 or more recent quotes are withdrawn', async () => {
    const seller = await partnerClient(server, { businessName: 'Flaky Supplies Ltd' });
    const buyer = await buyerClient(server);
    const responses: string[] = [];
    for (let i = 0; i < 5; i++) {
      const wire = await createWire(server, buyer.member, { title: `Sand, load ${i}` });
      const { respondToWire } = await seller.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
        input: { wireId: wire.id, message: 'We can do it.', quote: { amount: '50000' } },
      });
      responses.push(respondToWire.id);
    }
    for (const id of responses.slice(0, 3)) await seller.client.ok(WITHDRAW, { id });
    // 3 of 5 is 60%: not more
    expect(await flagsOf(seller.partner.id)).toEqual([]);
    await seller.client.ok(WITHDRAW, { id: responses[3] });
    const [flag, ...others] = await flagsOf(seller.partner.id);
    expect(others).toEqual([]);
    expect(flag).toMatchObject({
      rule: 'QUOTES_WITHDRAWN',
      subjectType: 'PARTNER',
      title: 'Flaky Supplies Ltd',
      ownerId: seller.member.id,
      reason: 'Withdrew 4 of its 5 quotes of the last 30 days.',
    });
    await seller.client.ok(WITHDRAW, { id: responses[4] });
    expect(await flagsOf(seller.partner.id)).toHaveLength(1);
  });
});

describe('reportEvents', () => {
  it('is for admins, and a webhook on it gets each new report', async () => {
    const receiver = await receiverReady;
    const admin = await adminClient();
    const buyer = await buyerClient(server);
    const document = 'subscription { reportEvents { type report { id subjectType subjectId rule reason } } }';
    const refused = await buyer.client.request(
      `mutation C($input: CreateWebhookInput!) { createWebhook(input: $input) { secret } }`,
      { input: { name: 'ERP', url: receiver.url, query: document } },
    );
    expect(errorOf(refused).code).toBe('FORBIDDEN');
    const hook = await webhookFor(admin, receiver.url, document);
    expect(hook.webhook).toMatchObject({ field: 'reportEvents', enabled: true });
    const owner = await buyerClient(server);
    const wire = await createWire(server, owner.member, { title: 'Suspicious cement' });
    await buyer.client.ok(`mutation R($input: ReportContentInput!) { reportContent(input: $input) }`, {
      input: { subjectType: 'WIRE', subjectId: wire.id, reason: 'Asks for cash up front' },
    });
    const delivery = await receiver.waitFor(
      (request) => JSON.stringify(request.json).includes(wire.id),
      20_000,
    );
    expect(delivery.json).toMatchObject({
      event: 'reportEvents.CREATED',
      data: {
        reportEvents: {
          type: 'CREATED',
          report: { subjectType: 'WIRE', subjectId: wire.id, rule: null, reason: 'Asks for cash up front' },
        },
      },
    });
  });
});
