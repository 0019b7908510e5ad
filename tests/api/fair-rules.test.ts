import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient, errorOf, partnerClient, quickAs } from '../helpers/clients.js';
import { createAccount, createWire, sessionCookieFor } from '../helpers/factories.js';

/** Fair marketplace rules: how long a wire stays open (chosen, extended) and how many quotes it takes. */
const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id expiresAt } }`;
const EXTEND = `mutation E($id: ID!, $days: Int!) { extendWire(id: $id, days: $days) { id expiresAt } }`;
const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;
const FULL = `query W($id: ID!) { wire(id: $id) { maxResponses quotesFull responseCount } }`;
const DAY = 86_400_000;

const server = useTestServer({ MAX_LIVE_RESPONSES_PER_WIRE: '2' });

const wireInput = (extra: Record<string, unknown> = {}) => ({
  kind: 'BUILDING_MATERIALS',
  title: 'Granite chippings for the driveway',
  location: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 },
  materials: { lines: [{ material: 'Granite 3/4"', quantity: 20, unit: 'tonnes' }], deliveryNeeded: true },
  ...extra,
});
const daysFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / DAY;

const seller = async () => (await partnerClient(server)).client;

describe('how long a wire stays open', () => {
  it('is chosen when posting (3 to 60 days, 30 unless said), refused at openForDays otherwise', async () => {
    const buyer = await quickAs(server, 'member');
    const week = await buyer.ok<{ postWire: { expiresAt: string } }, unknown>(POST, {
      input: wireInput({ openForDays: 7 }),
    });
    expect(daysFromNow(week.postWire.expiresAt)).toBeCloseTo(7, 1);
    const usual = await buyer.ok<{ postWire: { expiresAt: string } }, unknown>(POST, { input: wireInput() });
    expect(daysFromNow(usual.postWire.expiresAt)).toBeCloseTo(30, 1);
    for (const openForDays of [2, 61]) {
      const refused = await buyer.request(POST, { input: wireInput({ openForDays }) });
      expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', field: 'openForDays' });
    }
  });

  it('is extended by its owner, at most 60 days from now, announced and audited', async () => {
    const member = await createAccount(server, { password: null });
    const owner = new GqlClient(server);
    owner.cookie = await sessionCookieFor(server, member);
    const { postWire } = await owner.ok<{ postWire: { id: string; expiresAt: string } }, unknown>(POST, {
      input: wireInput({ openForDays: 5 }),
    });
    const longer = await owner.ok<{ extendWire: { expiresAt: string } }, unknown>(EXTEND, {
      id: postWire.id,
      days: 10,
    });
    expect(daysFromNow(longer.extendWire.expiresAt)).toBeCloseTo(15, 1);
    const capped = await owner.ok<{ extendWire: { expiresAt: string } }, unknown>(EXTEND, {
      id: postWire.id,
      days: 60,
    });
    expect(daysFromNow(capped.extendWire.expiresAt)).toBeCloseTo(60, 1);
    expect(errorOf(await owner.request(EXTEND, { id: postWire.id, days: 5 })).code).toBe('CONFLICT');
    expect(errorOf(await owner.request(EXTEND, { id: postWire.id, days: 0 }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'days',
    });
    const stranger = await quickAs(server, 'member');
    expect(errorOf(await stranger.request(EXTEND, { id: postWire.id, days: 3 })).code).toMatch(
      /FORBIDDEN|NOT_FOUND/,
    );
    const [audit] = await server
      .em()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from audit_entry where action = 'wire.extended' and subject_id = ?`,
        [postWire.id],
      );
    expect(audit!.n).toBe(2);
  });
});

describe('quotes full', () => {
  it('takes at most the configured live responses; a withdrawal frees a place', async () => {
    const owner = await createAccount(server, { password: null });
    const wire = await createWire(server, owner);
    const anonymous = new GqlClient(server);
    const [a, b, c] = [await seller(), await seller(), await seller()];
    const quote = (message: string) => ({ input: { wireId: wire.id, message, quote: { amount: '100000' } } });
    const first = await a.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, quote('First'));
    await b.ok(RESPOND, quote('Second'));
    expect((await anonymous.ok<{ wire: unknown }, unknown>(FULL, { id: wire.id })).wire).toEqual({
      maxResponses: 2,
      quotesFull: true,
      responseCount: 2,
    });
    const refused = await c.request(RESPOND, quote('Third'));
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'QUOTES_FULL' });

    await a.ok(`mutation W($id: ID!) { withdrawResponse(id: $id) { id } }`, { id: first.respondToWire.id });
    expect(
      (await anonymous.ok<{ wire: { quotesFull: boolean } }, unknown>(FULL, { id: wire.id })).wire.quotesFull,
    ).toBe(false);
    await c.ok(RESPOND, quote('Third, after a withdrawal'));
  });

  it('holds when partners respond at the same moment: exactly the limit gets in', async () => {
    const owner = await createAccount(server, { password: null });
    const wire = await createWire(server, owner);
    const sellers = await Promise.all([1, 2, 3, 4].map(() => seller()));
    const results = await Promise.all(
      sellers.map((client, i) =>
        client.request(RESPOND, {
          input: { wireId: wire.id, message: `Race ${i}`, quote: { amount: '5000' } },
        }),
      ),
    );
    expect(results.filter((result) => !result.errors).length).toBe(2);
    expect(results.filter((result) => errorOf(result).code === 'CONFLICT').length).toBe(2);
  });
});
