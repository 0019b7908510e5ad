import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { WireResponse } from '../../server/src/response/response.entity.js';
import { Member } from '../../server/src/member/member.entity.js';
import { PartnerStatus } from '../../server/src/partner/partner.enums.js';
import { useTestServer } from '../helpers/test-server.js';
import { errorOf, GqlClient, quickAs } from '../helpers/clients.js';
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

const server = useTestServer({ SIGNUP_LIMIT_PER_IP: '1000' });

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
    const again = await client.request<Posted>(POST, { input: wireInput('Something else'), key });
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
    expect(errorOf(misuse)).toEqual({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
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
