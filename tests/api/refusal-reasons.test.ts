import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';
import { buyerClient, GqlClient, partnerClient, quickAs } from '../helpers/clients.js';
import { createWire } from '../helpers/factories.js';
import { PartnerStatus } from '../../server/src/partner/partner.enums.js';

/** Every FORBIDDEN names what the caller lacks, every CONFLICT the state that prevents it. */
const server = useTestServer();

const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;
const CLOSE = `mutation C($id: ID!) { closeWire(id: $id) { id status } }`;
const FULFIL = `mutation F($id: ID!) { fulfillWire(id: $id) { id status } }`;
const APPROVE = `mutation A($id: ID!) { approvePartner(id: $id) { id } }`;

type Refusal = { message: string; extensions: Record<string, unknown> };

async function refusal(
  client: GqlClient,
  query: string,
  variables: Record<string, unknown>,
): Promise<Refusal> {
  const result = await client.request(query, variables);
  expect(result.errors, JSON.stringify(result)).toHaveLength(1);
  return result.errors![0] as unknown as Refusal;
}

const quote = (wireId: string) => ({
  input: { wireId, message: 'Delivered on Friday', quote: { amount: '1000' } },
});

describe('a refusal says why', () => {
  it('FORBIDDEN for a missing role names the role needed and the role held', async () => {
    const buyer = await buyerClient(server);
    const wire = await createWire(server, buyer.member);
    const error = await refusal(buyer.client, RESPOND, quote(wire.id));
    expect(error.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'ROLE_REQUIRED',
      roles: ['PARTNER'],
    });
    expect(error.message).toBe('This needs a partner account; you are signed in with a buyer account.');
  });

  it('FORBIDDEN on something of another account is NOT_OWNER; an unapproved partner is told so', async () => {
    const owner = await buyerClient(server);
    const stranger = await buyerClient(server);
    const wire = await createWire(server, owner.member);
    expect((await refusal(stranger.client, CLOSE, { id: wire.id })).extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'NOT_OWNER',
    });

    const pending = await partnerClient(server, { status: PartnerStatus.PENDING });
    expect((await refusal(pending.client, RESPOND, quote(wire.id))).extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'PARTNER_NOT_APPROVED',
    });
    const suspended = await partnerClient(server, { status: PartnerStatus.SUSPENDED });
    expect((await refusal(suspended.client, RESPOND, quote(wire.id))).extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'PARTNER_SUSPENDED',
    });
  });

  it('CONFLICT names the state the record is in', async () => {
    const owner = await buyerClient(server);
    const wire = await createWire(server, owner.member);
    await owner.client.ok(CLOSE, { id: wire.id });
    expect((await refusal(owner.client, FULFIL, { id: wire.id })).extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'WIRE_CLOSED',
    });

    const partner = await partnerClient(server);
    expect((await refusal(partner.client, APPROVE, { id: partner.partner.id })).extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'ROLE_REQUIRED',
      roles: ['ADMIN'],
    });
    const admin = await quickAs(server, 'admin');
    expect((await refusal(admin, APPROVE, { id: partner.partner.id })).extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'PARTNER_APPROVED',
    });
  });
});
