import type { FormattedExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { WireResponse } from '../../server/src/response/response.entity.js';
import { PartnerStatus } from '../../server/src/partner/partner.enums.js';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient } from '../helpers/clients.js';
import { createAccount, createPartner, createWire, sessionCookieFor } from '../helpers/factories.js';

const POST = `mutation($input: PostWireInput!) { postWire(input: $input) { id } }`;
const RESPOND = `mutation($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;

const server = useTestServer({ POST_WIRE_LIMIT_PER_MEMBER: '2', RESPOND_LIMIT_PER_PARTNER: '2' });

const wireInput = (n: number) => ({
  kind: 'BUILDING_MATERIALS',
  title: `Blocks for a fence ${n}`,
  location: { label: 'Ikeja, Lagos', lat: 6.6, lng: 3.35 },
  materials: { lines: [{ material: '9-inch blocks', quantity: 500, unit: 'pieces' }], deliveryNeeded: true },
});

describe('abuse limits shared by every process', () => {
  it('a member may post a limited number of wires per 15 minutes; the next is refused and not written', async () => {
    const buyer = await createAccount(server, { password: null });
    const client = new GqlClient(server);
    client.cookie = await sessionCookieFor(server, buyer);
    await client.ok(POST, { input: wireInput(1) });
    await client.ok(POST, { input: wireInput(2) });
    const third = await client.request(POST, { input: wireInput(3) });
    expect(third.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(third.status).toBe(429);
    const retryAfter = Number(third.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(third.errors?.[0]?.extensions?.retryAfter).toBe(retryAfter);
    // over the WebSocket, the operation's error says the same
    const ws = client.ws();
    try {
      const overWs = await new Promise<FormattedExecutionResult>((resolve, reject) => {
        ws.subscribe(
          { query: POST, variables: { input: wireInput(4) } },
          { next: resolve, error: reject, complete: () => {} },
        );
      });
      expect(overWs.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      expect(overWs.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
    } finally {
      await ws.dispose();
    }
    expect(await server.em().count(Wire, { owner: buyer.id })).toBe(2);
  });

  it('a partner may send a limited number of responses per 15 minutes', async () => {
    const buyer = await createAccount(server, { password: null });
    const { partner, cookie } = await createPartner(server, { status: PartnerStatus.APPROVED });
    const client = new GqlClient(server);
    client.cookie = cookie;
    const wires = await Promise.all([1, 2, 3].map((n) => createWire(server, buyer, { title: `Sand ${n}` })));
    const respond = (wireId: string) =>
      client.request(RESPOND, {
        input: { wireId, message: 'We can deliver tomorrow.', quote: { amount: '95000' } },
      });
    expect((await respond(wires[0]!.id)).errors).toBeUndefined();
    expect((await respond(wires[1]!.id)).errors).toBeUndefined();
    const third = await respond(wires[2]!.id);
    expect(third.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await server.em().count(WireResponse, { partner: partner.id })).toBe(2);
  });
});
