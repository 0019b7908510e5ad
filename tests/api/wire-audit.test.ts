import { describe, expect, it } from 'vitest';
import { AuditEntry } from '../../server/src/audit/audit.entity.js';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs } from '../helpers/clients.js';
import { createAccount, createPartner, createWire } from '../helpers/factories.js';

const POST = `mutation Post($input: PostWireInput!) { postWire(input: $input) { id } }`;
const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;

const server = useTestServer();

const wireInput = {
  kind: 'BUILDING_MATERIALS',
  title: '40 bags of cement to Lekki',
  location: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 },
  materials: { lines: [{ material: 'Cement', quantity: 40, unit: 'bags' }], deliveryNeeded: true },
};

/** The audit trail of one record, oldest first, as [action, actorId, before, after, reason]. */
async function trail(subjectId: string) {
  const entries = await server
    .em()
    .find(AuditEntry, { subjectId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return entries.map((e) => [e.action, e.actorId, e.before, e.after, e.reason]);
}

async function partnerClient(): Promise<{ client: GqlClient; memberId: string }> {
  const { member, cookie } = await createPartner(server);
  const client = new GqlClient(server);
  client.cookie = cookie;
  return { client, memberId: member.id };
}

describe('the audit trail of wires and responses', () => {
  it('records every status change in the same transaction as the change, with who did it', async () => {
    const buyer = await quickAs(server, 'member');
    const buyerId = (await buyer.ok<{ me: { id: string } }, unknown>(`{ me { id } }`)).me.id;
    const wireId = (await buyer.ok<{ postWire: { id: string } }, unknown>(POST, { input: wireInput }))
      .postWire.id;

    const partners = await Promise.all([1, 2, 3, 4].map(() => partnerClient()));
    const responses: string[] = [];
    for (const { client } of partners) {
      const { respondToWire } = await client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
        input: { wireId, message: 'We can deliver tomorrow.', quote: { amount: '250000' } },
      });
      responses.push(respondToWire.id);
    }
    const [accepted, declined, withdrawn, leftOver] = responses as [string, string, string, string];
    await buyer.ok(`mutation { declineResponse(id: "${declined}") { id } }`);
    await partners[2]!.client.ok(`mutation { withdrawResponse(id: "${withdrawn}") { id } }`);
    await buyer.ok(`mutation { acceptResponse(id: "${accepted}") { id } }`);
    await buyer.ok(`mutation { fulfillWire(id: "${wireId}") { id } }`);

    expect(await trail(wireId)).toEqual([
      ['wire.posted', buyerId, null, { status: 'OPEN', title: wireInput.title }, null],
      ['wire.fulfilled', buyerId, { status: 'OPEN' }, { status: 'FULFILLED' }, null],
    ]);
    const sent = (i: number) => [
      'response.sent',
      partners[i]!.memberId,
      null,
      // what was quoted is part of the record of sending it
      { status: 'SENT', wireId, quote: '250000.00 NGN' },
      null,
    ];
    expect(await trail(declined)).toEqual([
      sent(1),
      ['response.declined', buyerId, { status: 'SENT' }, { status: 'DECLINED' }, null],
    ]);
    expect(await trail(withdrawn)).toEqual([
      sent(2),
      ['response.withdrawn', partners[2]!.memberId, { status: 'SENT' }, { status: 'WITHDRAWN' }, null],
    ]);
    expect(await trail(accepted)).toEqual([
      sent(0),
      ['response.accepted', buyerId, { status: 'SENT' }, { status: 'ACCEPTED' }, null],
    ]);
    expect(await trail(leftOver)).toEqual([
      sent(3),
      [
        'response.declined',
        buyerId,
        { status: 'SENT' },
        { status: 'DECLINED' },
        'The request was fulfilled.',
      ],
    ]);
  });

  it('records a close by its owner, and expiry as the system (no actor)', async () => {
    const buyer = await quickAs(server, 'member');
    const buyerId = (await buyer.ok<{ me: { id: string } }, unknown>(`{ me { id } }`)).me.id;
    const wireId = (await buyer.ok<{ postWire: { id: string } }, unknown>(POST, { input: wireInput }))
      .postWire.id;
    await buyer.ok(`mutation { closeWire(id: "${wireId}") { id } }`);
    expect((await trail(wireId)).at(-1)).toEqual([
      'wire.closed',
      buyerId,
      { status: 'OPEN' },
      { status: 'CLOSED' },
      null,
    ]);

    const stale = await createWire(server, await createAccount(server, { password: null }));
    await server
      .em()
      .execute(`update wire set expires_at = now() - interval '1 minute' where id = ?`, [stale.id]);
    expect(await server.app.services.wires.commands.expireDue(server.em())).toContain(stale.id);
    expect(await trail(stale.id)).toEqual([
      ['wire.expired', null, { status: 'OPEN' }, { status: 'EXPIRED' }, null],
    ]);
  });

  it('writes no audit entry when the change is refused or repeated', async () => {
    const buyer = await quickAs(server, 'member');
    const wireId = (await buyer.ok<{ postWire: { id: string } }, unknown>(POST, { input: wireInput }))
      .postWire.id;
    await buyer.ok(`mutation { closeWire(id: "${wireId}") { id } }`);
    const before = (await trail(wireId)).length;
    const refused = await buyer.request(`mutation { fulfillWire(id: "${wireId}") { id } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    // closing it again answers it as it is, and records nothing either
    await buyer.ok(`mutation { closeWire(id: "${wireId}") { id } }`);
    expect(await trail(wireId)).toHaveLength(before);
  });
});
