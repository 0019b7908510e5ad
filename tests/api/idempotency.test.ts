import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { WireResponse } from '../../server/src/response/response.entity.js';
import { Member } from '../../server/src/member/member.entity.js';
import { PartnerStatus } from '../../server/src/partner/partner.enums.js';
import { useTestServer } from '../helpers/test-server.js';
import { buyerClient, errorOf, GqlClient, partnerClient, quickAs } from '../helpers/clients.js';
import { Product } from '../../server/src/product/product.entity.js';
import { AuditEntry } from '../../server/src/audit/audit.entity.js';
import {
  createAccount,
  createPartner,
  createWire,
  DEFAULT_PASSWORD,
  uniqueEmail,
} from '../helpers/factories.js';

const POST = `mutation($input: PostWireInput!, $key: String) { postWire(input: $input, idempotencyKey: $key) { id title } }`;
const RESPOND = `mutation($input: RespondToWireInput!, $key: String) {
  respondToWire(input: $input, idempotencyKey: $key) { id } }`;
const SIGN_UP = `mutation($input: SignUpInput!, $key: String) {
  signUp(input: $input, idempotencyKey: $key) { member { id } } }`;

const server = useTestServer({ SIGNUP_LIMIT_PER_IP: '1000', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });

/** The first error's code, reason and field. */
function reuseOf(result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) {
  const extensions = result.errors?.[0]?.extensions;
  return { code: extensions?.code, reason: extensions?.reason, field: extensions?.field };
}

const wireInput = (title = 'Blocks for a fence') => ({
  kind: 'BUILDING_MATERIALS',
  title,
  location: { label: 'Ikeja, Lagos', lat: 6.6, lng: 3.35 },
  materials: { lines: [{ material: '9-inch blocks', quantity: 500, unit: 'pieces' }], deliveryNeeded: true },
});

type Posted = { postWire: { id: string; title: string } };

describe('idempotency keys on creating mutations', () => {
  it('5 parallel postWire with one key make one wire, and every answer names it', async () => {
    const client = await quickAs(server, 'member');
    const owner = (await client.ok<{ me: { id: string } }, object>(`{ me { id } }`)).me.id;
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client.request<Posted>(POST, { input: wireInput(), key })),
    );
    expect(answers.map((a) => a.errors)).toEqual(Array(5).fill(undefined));
    expect(new Set(answers.map((a) => a.data!.postWire.id)).size).toBe(1);
    expect(await server.em().count(Wire, { owner })).toBe(1);
    // later repeats too; without a key, or with a new one, a new wire is made
    const again = await client.request<Posted>(POST, { input: wireInput(), key });
    expect(again.data?.postWire).toEqual(answers[0]!.data!.postWire);
    await client.ok(POST, { input: wireInput() });
    await client.ok(POST, { input: wireInput(), key: randomUUID() });
    expect(await server.em().count(Wire, { owner })).toBe(3);
  });

  it("another account's same key makes its own wire and never sees the first", async () => {
    const key = randomUUID();
    const first = await quickAs(server, 'member');
    const second = await quickAs(server, 'member');
    const a = await first.ok<Posted, object>(POST, { input: wireInput('Mine'), key });
    const b = await second.ok<Posted, object>(POST, { input: wireInput('Theirs'), key });
    expect(b.postWire.id).not.toBe(a.postWire.id);
    expect(b.postWire.title).toBe('Theirs');
  });

  it('the same key for another operation is refused, not answered with the other result', async () => {
    const buyer = await createAccount(server, { password: null });
    const wire = await createWire(server, buyer);
    const { partner, cookie } = await createPartner(server, { status: PartnerStatus.APPROVED });
    const client = new GqlClient(server);
    client.cookie = cookie;
    const key = randomUUID();
    const input = { wireId: wire.id, message: 'We can deliver tomorrow.', quote: { amount: '95000' } };
    const responses = await Promise.all([1, 2, 3].map(() => client.request(RESPOND, { input, key })));
    expect(responses.map((r) => r.errors)).toEqual([undefined, undefined, undefined]);
    expect(await server.em().count(WireResponse, { partner: partner.id })).toBe(1);
    const misuse = await client.request(POST, { input: wireInput(), key });
    expect(reuseOf(misuse)).toEqual({ code: 'CONFLICT', reason: 'IDEMPOTENCY_KEY_REUSED', field: undefined });
  });

  it('the same key with another input is refused, naming when the first request came', async () => {
    const client = await quickAs(server, 'member');
    const key = randomUUID();
    const before = Date.now();
    const first = await client.ok<Posted, object>(POST, { input: wireInput('Blocks for a wall'), key });
    // the same input in another order of fields, with an absent field sent as null, is the same request
    const { location, ...rest } = wireInput('Blocks for a wall');
    const same = await client.ok<Posted, object>(POST, {
      input: { description: null, location, ...rest },
      key,
    });
    expect(same.postWire).toEqual(first.postWire);
    const other = await client.request(POST, { input: wireInput('Blocks for a gate'), key });
    expect(reuseOf(other)).toEqual({ code: 'CONFLICT', reason: 'IDEMPOTENCY_KEY_REUSED', field: undefined });
    const firstRequestAt = other.errors?.[0]?.extensions?.firstRequestAt as string;
    expect(Date.parse(firstRequestAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(firstRequestAt)).toBeLessThanOrEqual(Date.now());
    expect(other.errors?.[0]?.message).toContain(firstRequestAt);
    expect(await server.em().count(Wire, { title: 'Blocks for a gate' })).toBe(0);
  });

  it('respondToWire with the same key and another quote is refused, and nothing changes', async () => {
    const buyer = await buyerClient(server);
    const wire = await createWire(server, buyer.member);
    const { partner, client } = await partnerClient(server);
    const key = randomUUID();
    const input = { wireId: wire.id, message: 'Tomorrow.', quote: { amount: '1000' } };
    const first = await client.ok<{ respondToWire: { id: string } }, object>(RESPOND, { input, key });
    const again = await client.ok<{ respondToWire: { id: string } }, object>(RESPOND, { input, key });
    expect(again.respondToWire.id).toBe(first.respondToWire.id);
    const other = await client.request(RESPOND, { input: { ...input, quote: { amount: '900' } }, key });
    expect(reuseOf(other).reason).toBe('IDEMPOTENCY_KEY_REUSED');
    const [response] = await server.em().find(WireResponse, { partner: partner.id });
    expect(response?.quoteAmount).toBe('1000.00');
  });

  it('createProduct, createPropertyListing and createWebhook take a key: one record per key', async () => {
    const { client, partner } = await partnerClient(server);
    const key = randomUUID();
    const product = { name: 'Cement', category: 'CEMENT', unit: 'bag', price: { amount: '9500' } };
    const CREATE_PRODUCT = `mutation($input: ProductInput!, $key: String) { createProduct(input: $input, idempotencyKey: $key) { id } }`;
    const made = await Promise.all(
      [1, 2].map(() =>
        client.ok<{ createProduct: { id: string } }, object>(CREATE_PRODUCT, { input: product, key }),
      ),
    );
    expect(made[1]!.createProduct.id).toBe(made[0]!.createProduct.id);
    expect(await server.em().count(Product, { partner: partner.id })).toBe(1);
    const changed = await client.request(CREATE_PRODUCT, { input: { ...product, name: 'Sand' }, key });
    expect(reuseOf(changed).reason).toBe('IDEMPOTENCY_KEY_REUSED');

    const CREATE_LISTING = `mutation($input: PropertyListingInput!, $key: String) { createPropertyListing(input: $input, idempotencyKey: $key) { id } }`;
    const listing = {
      title: 'Two-bedroom flat',
      propertyType: 'APARTMENT',
      deal: 'RENT',
      price: { amount: '1500000' },
      bedrooms: 2,
      location: { label: 'Yaba, Lagos', lat: 6.5, lng: 3.38 },
    };
    type Listed = { createPropertyListing: { id: string } };
    const l1 = await client.ok<Listed, object>(CREATE_LISTING, { input: listing, key: `${key}-listing` });
    const l2 = await client.ok<Listed, object>(CREATE_LISTING, { input: listing, key: `${key}-listing` });
    expect(l2.createPropertyListing.id).toBe(l1.createPropertyListing.id);

    const CREATE_WEBHOOK = `mutation($input: CreateWebhookInput!, $key: String) { createWebhook(input: $input, idempotencyKey: $key) { secret webhook { id } } }`;
    const hook = {
      name: 'ERP',
      url: 'http://127.0.0.1:9/hooks',
      query: 'subscription { myResponseEvents { type } }',
    };
    type Hooked = { createWebhook: { secret: string; webhook: { id: string } } };
    const h1 = await client.ok<Hooked, object>(CREATE_WEBHOOK, { input: hook, key: `${key}-hook` });
    const h2 = await client.ok<Hooked, object>(CREATE_WEBHOOK, { input: hook, key: `${key}-hook` });
    // the retry gets the first answer whole, its secret too (the first answer may be the lost one)
    expect(h2.createWebhook).toEqual(h1.createWebhook);
  });

  it('a repeated decision answers the same result, with a key or without', async () => {
    const buyer = await buyerClient(server);
    const wire = await createWire(server, buyer.member);
    const seller = await partnerClient(server);
    const sent = await seller.client.ok<{ respondToWire: { id: string } }, object>(RESPOND, {
      input: { wireId: wire.id, message: 'Tomorrow.', quote: { amount: '1000' } },
    });
    const id = sent.respondToWire.id;
    const ACCEPT = `mutation($id: ID!, $key: String) { acceptResponse(id: $id, idempotencyKey: $key) { id status updatedAt } }`;
    const DECLINE = `mutation($id: ID!, $key: String) { declineResponse(id: $id, idempotencyKey: $key) { id status } }`;
    type Accepted = { acceptResponse: { id: string; status: string; updatedAt: string } };
    const key = randomUUID();
    const first = await buyer.client.ok<Accepted, object>(ACCEPT, { id, key });
    expect(first.acceptResponse.status).toBe('ACCEPTED');
    expect(await buyer.client.ok<Accepted, object>(ACCEPT, { id, key })).toEqual(first);
    // the same decision without a key (or with a new one): the same answer, not CONFLICT
    expect(await buyer.client.ok<Accepted, object>(ACCEPT, { id })).toEqual(first);
    expect(await buyer.client.ok<Accepted, object>(ACCEPT, { id, key: randomUUID() })).toEqual(first);
    // the other decision is still refused; the key of the accept cannot decline
    const decline = await buyer.client.request(DECLINE, { id });
    expect(errorOf(decline).code).toBe('CONFLICT');
    expect(reuseOf(await buyer.client.request(DECLINE, { id, key })).reason).toBe('IDEMPOTENCY_KEY_REUSED');
    // someone else's repeat is not the owner's: still FORBIDDEN
    expect(errorOf(await seller.client.request(ACCEPT, { id })).code).toBe('FORBIDDEN');
    // one decision was recorded, one notice sent
    expect(await server.em().count(AuditEntry, { subjectId: id, action: 'response.accepted' })).toBe(1);

    const CLOSE = `mutation($id: ID!, $key: String) { closeWire(id: $id, idempotencyKey: $key) { id status } }`;
    const FULFIL = `mutation($id: ID!, $key: String) { fulfillWire(id: $id, idempotencyKey: $key) { id status } }`;
    const other = await createWire(server, buyer.member);
    const closeKey = randomUUID();
    const closed = await buyer.client.ok(CLOSE, { id: other.id, key: closeKey });
    expect(await buyer.client.ok(CLOSE, { id: other.id, key: closeKey })).toEqual(closed);
    expect(await buyer.client.ok(CLOSE, { id: other.id })).toEqual(closed);
    expect(errorOf(await buyer.client.request(FULFIL, { id: other.id })).code).toBe('CONFLICT');
    const fulfilled = await buyer.client.ok(FULFIL, { id: wire.id });
    expect(await buyer.client.ok(FULFIL, { id: wire.id })).toEqual(fulfilled);
  });

  it('a key longer than 128 characters is refused at its field', async () => {
    const client = await quickAs(server, 'member');
    const result = await client.request(POST, { input: wireInput(), key: 'k'.repeat(129) });
    expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
  });

  it('signUp: parallel repeats make one account; a repeat without its password learns nothing', async () => {
    const email = uniqueEmail();
    const key = randomUUID();
    const input = { email, password: DEFAULT_PASSWORD, displayName: 'Ada' };
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        new GqlClient(server).request<{ signUp: { member: { id: string } } }>(SIGN_UP, { input, key }),
      ),
    );
    expect(answers.map((a) => a.errors)).toEqual([undefined, undefined, undefined]);
    expect(new Set(answers.map((a) => a.data!.signUp.member.id)).size).toBe(1);
    expect(await server.em().count(Member, { email })).toBe(1);
    const stranger = await new GqlClient(server).request(SIGN_UP, {
      input: { ...input, password: 'another long passphrase' },
      key,
    });
    expect(errorOf(stranger)).toEqual({ code: 'EMAIL_ALREADY_IN_USE', field: 'email' });
  });
});
