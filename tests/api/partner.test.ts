import { describe, expect, it } from 'vitest';
import { Member } from '../../server/src/member/member.entity.js';
import { Partner } from '../../server/src/partner/partner.entity.js';
import { WireResponse } from '../../server/src/response/response.entity.js';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { PartnerCategory, PartnerStatus } from '../../server/src/partner/partner.enums.js';
import { ResponseStatus } from '../../server/src/response/response.enums.js';
import { WireKind, WireStatus } from '../../server/src/wire/wire.enums.js';
import { useServerWithMail } from '../helpers/test-server.js';
import { GqlClient, quickAs, errorOf } from '../helpers/clients.js';
import {
  createAccount,
  createPartner,
  createWire,
  DEFAULT_PASSWORD,
  sessionCookieFor,
  uniqueEmail,
} from '../helpers/factories.js';

const SIGN_UP = `mutation S($input: SignUpPartnerInput!) { signUpPartner(input: $input) { member { id role } } }`;
const MY_PARTNER = `query { myPartner { id status businessName categories serviceArea { label lat lng radiusKm } email } }`;
const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) {
  id status message quote { amount currency } wire { id responseCount buyerContact { email } } partner { businessName email }
} }`;
const WIRE = `query W($id: ID!) { wire(id: $id) { id responseCount myResponse { id status } buyerContact { name email phone }
  responses { id status partner { businessName } } } }`;

const { server, smtp } = useServerWithMail({ SIGNUP_LIMIT_PER_IP: '50' });

async function clientFor(member: Member): Promise<GqlClient> {
  const client = new GqlClient(server);
  client.cookie = await sessionCookieFor(server, member);
  return client;
}

async function partnerClient(status: PartnerStatus = PartnerStatus.APPROVED, categories?: PartnerCategory[]) {
  const made = await createPartner(server, { status, categories });
  const client = new GqlClient(server);
  client.cookie = made.cookie;
  return { ...made, client };
}

const signUpInput = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('supplier'),
  password: DEFAULT_PASSWORD,
  businessName: 'Ikeja Blocks & Cement',
  categories: ['BUILDING_MATERIALS'],
  serviceArea: { label: 'Ikeja, Lagos', lat: 6.6018, lng: 3.3515, radiusKm: 40 },
  phone: '+234 809 555 0301',
  website: 'https://ikejablocks.example.com',
  ...overrides,
});

const respondInput = (wireId: string, overrides: Record<string, unknown> = {}) => ({
  wireId,
  message: 'We can deliver tomorrow morning.',
  quote: { amount: '250000' },
  ...overrides,
});

describe('signUpPartner', () => {
  it('creates a PARTNER account with a PENDING business and signs it in', async () => {
    const client = new GqlClient(server);
    const result = await client.request<{ signUpPartner: { member: { role: string } } }>(SIGN_UP, {
      input: signUpInput(),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.signUpPartner.member.role).toBe('PARTNER');
    expect(client.cookie).toMatch(/^bw_session=/);
    const mine = await client.ok<{ myPartner: Record<string, unknown> }, never>(MY_PARTNER);
    expect(mine.myPartner).toMatchObject({
      status: 'PENDING',
      categories: ['BUILDING_MATERIALS'],
      serviceArea: { label: 'Ikeja, Lagos', radiusKm: 40 },
    });
    expect(mine.myPartner.email).toMatch(/^supplier\./);
    const board = await client.ok<{ partnerWireboard: { totalCount: number } }, never>(
      `query { partnerWireboard { totalCount } }`,
    );
    expect(board.partnerWireboard.totalCount).toBe(0);
  });

  const bad: [string, Record<string, unknown>, string, string | undefined][] = [
    ['a filled honeypot', { company: 'Bots Inc' }, 'BAD_USER_INPUT', undefined],
    ['no categories', { categories: [] }, 'BAD_USER_INPUT', 'categories'],
    [
      'a radius over 500 km',
      { serviceArea: { label: 'x', lat: 6, lng: 3, radiusKm: 900 } },
      'BAD_USER_INPUT',
      'radiusKm',
    ],
    [
      'a bad latitude',
      { serviceArea: { label: 'x', lat: 100, lng: 3, radiusKm: 9 } },
      'BAD_USER_INPUT',
      'lat',
    ],
    ['a weak password', { password: 'password123' }, 'PASSWORD_DOES_NOT_MEET_REQUIREMENTS', 'password'],
  ];
  for (const [name, overrides, code, field] of bad) {
    it(`refuses ${name} and writes nothing`, async () => {
      const before = [await server.em().count(Member, {}), await server.em().count(Partner, {})];
      const result = await new GqlClient(server).request(SIGN_UP, { input: signUpInput(overrides) });
      expect(errorOf(result)).toEqual({ code, field });
      expect([await server.em().count(Member, {}), await server.em().count(Partner, {})]).toEqual(before);
    });
  }

  it('refuses a taken email without leaving a business behind', async () => {
    const taken = await createAccount(server, { password: null });
    const before = await server.em().count(Partner, {});
    const result = await new GqlClient(server).request(SIGN_UP, {
      input: signUpInput({ email: taken.email }),
    });
    expect(errorOf(result)).toEqual({ code: 'EMAIL_ALREADY_IN_USE', field: 'email' });
    expect(await server.em().count(Partner, {})).toBe(before);
  });
});

describe('approval cycle (admin)', () => {
  it('approves, suspends with a reason and reinstates; wrong steps are CONFLICT', async () => {
    const { partner } = await createPartner(server, { status: PartnerStatus.PENDING });
    const admin = await quickAs(server, 'admin');
    const APPROVE = `mutation A($id: ID!) { approvePartner(id: $id) { status approvedAt statusReason } }`;
    const SUSPEND = `mutation S($id: ID!, $reason: String!) { suspendPartner(id: $id, reason: $reason) { status statusReason } }`;
    const REINSTATE = `mutation R($id: ID!) { reinstatePartner(id: $id) { status statusReason } }`;
    const approved = await admin.ok<{ approvePartner: { status: string; approvedAt: string } }, unknown>(
      APPROVE,
      {
        id: partner.id,
      },
    );
    expect(approved.approvePartner.status).toBe('APPROVED');
    const member = await server.em().findOneOrFail(Member, { id: partner.member.id });
    await smtp.waitFor(member.email, /approved/);
    expect(approved.approvePartner.approvedAt).toBeTruthy();
    expect(errorOf(await admin.request(APPROVE, { id: partner.id })).code).toBe('CONFLICT');
    expect(errorOf(await admin.request(SUSPEND, { id: partner.id, reason: '  ' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'reason',
    });
    const suspended = await admin.ok<{ suspendPartner: { status: string; statusReason: string } }, unknown>(
      SUSPEND,
      {
        id: partner.id,
        reason: 'Unpaid invoices',
      },
    );
    expect(suspended.suspendPartner).toEqual({ status: 'SUSPENDED', statusReason: 'Unpaid invoices' });
    await smtp.waitFor(member.email, /Unpaid invoices/);
    const back = await admin.ok<{ reinstatePartner: { status: string } }, unknown>(REINSTATE, {
      id: partner.id,
    });
    expect(back.reinstatePartner.status).toBe('APPROVED');
    expect(errorOf(await admin.request(REINSTATE, { id: partner.id })).code).toBe('CONFLICT');
    expect(errorOf(await admin.request(APPROVE, { id: '00000000-0000-4000-8000-000000000000' })).code).toBe(
      'NOT_FOUND',
    );
  });

  it('lists partners by status; an empty status list is BAD_USER_INPUT', async () => {
    await createPartner(server, { status: PartnerStatus.PENDING, businessName: 'Listed Pending Co' });
    const admin = await quickAs(server, 'admin');
    const LIST = `query L($filter: AdminPartnersFilter, $first: Int) { adminPartners(filter: $filter, first: $first) {
      totalCount edges { node { businessName status email } } } }`;
    const data = await admin.ok<
      { adminPartners: { totalCount: number; edges: { node: { status: string; email: string } }[] } },
      unknown
    >(LIST, { filter: { statuses: ['PENDING'] } });
    expect(data.adminPartners.edges.length).toBeGreaterThan(0);
    expect(data.adminPartners.edges.every((e) => e.node.status === 'PENDING' && e.node.email)).toBe(true);
    const text = await admin.ok<{ adminPartners: { totalCount: number } }, unknown>(LIST, {
      filter: { text: 'listed pending' },
    });
    expect(text.adminPartners.totalCount).toBe(1);
    expect(errorOf(await admin.request(LIST, { filter: { statuses: [] } }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'statuses',
    });
    expect(errorOf(await admin.request(LIST, { first: 101 }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'first',
    });
  });
});

describe('partner wireboard and dashboard', () => {
  it('shows an approved partner only the open wires of its categories inside its area', async () => {
    const owner = await createAccount(server, { password: null });
    const near = await createWire(server, owner, { kind: WireKind.PROPERTY, title: 'flat in Surulere' });
    const far = await createWire(server, owner, { kind: WireKind.PROPERTY, lat: 9.0765, lng: 7.3986 });
    const otherKind = await createWire(server, owner, { kind: WireKind.BUILDING_MATERIALS });
    const closed = await createWire(server, owner, { kind: WireKind.PROPERTY, status: WireStatus.CLOSED });
    const { client } = await partnerClient(PartnerStatus.APPROVED, [PartnerCategory.PROPERTY]);
    const data = await client.ok<{ partnerWireboard: { edges: { node: { id: string } }[] } }, unknown>(
      `query { partnerWireboard(first: 100) { edges { node { id } } } }`,
    );
    const ids = data.partnerWireboard.edges.map((e) => e.node.id);
    expect(ids).toContain(near.id);
    for (const wire of [far, otherKind, closed]) expect(ids).not.toContain(wire.id);
    const dash = await client.ok<
      { partnerDashboard: { matchingOpenWires: number; responsesSent: number } },
      unknown
    >(`query { partnerDashboard { matchingOpenWires responsesSent responsesAccepted acceptanceRate } }`);
    expect(dash.partnerDashboard.matchingOpenWires).toBe(ids.length);
    expect(dash.partnerDashboard.responsesSent).toBe(0);
  });
});

describe('responses', () => {
  it('runs the loop: respond, see it, accept, reveal the contact, fulfil declines the rest', async () => {
    const owner = await createAccount(server, { password: null, displayName: 'Amaka' });
    const buyer = await clientFor(owner);
    const wire = await createWire(server, owner);
    const a = await partnerClient();
    const b = await partnerClient();
    const sent = await a.client.ok<
      {
        respondToWire: {
          id: string;
          status: string;
          quote: unknown;
          wire: { responseCount: number; buyerContact: unknown };
        };
      },
      unknown
    >(RESPOND, { input: respondInput(wire.id) });
    expect(sent.respondToWire).toMatchObject({
      status: 'SENT',
      quote: { amount: '250000.00', currency: 'NGN' },
      wire: { responseCount: 1, buyerContact: null },
    });
    await smtp.waitFor(owner.email, /answered your request/);
    const fromB = await b.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
      input: respondInput(wire.id, { quote: { amount: '240000.5', currency: 'USD' } }),
    });

    type W = {
      wire: {
        responseCount: number;
        myResponse: { id: string } | null;
        buyerContact: unknown;
        responses: { id: string }[];
      };
    };
    const ownerView = await buyer.ok<W, unknown>(WIRE, { id: wire.id });
    expect(ownerView.wire.responseCount).toBe(2);
    expect(ownerView.wire.responses).toHaveLength(2);
    expect(ownerView.wire.buyerContact).toMatchObject({ name: 'Amaka', email: owner.email });
    const aView = await a.client.ok<W, unknown>(WIRE, { id: wire.id });
    expect(aView.wire.responses.map((r) => r.id)).toEqual([sent.respondToWire.id]);
    expect(aView.wire.myResponse?.id).toBe(sent.respondToWire.id);
    const strangerView = await (await quickAs(server, 'member')).ok<W, unknown>(WIRE, { id: wire.id });
    expect(strangerView.wire.responses).toEqual([]);
    expect(strangerView.wire.buyerContact).toBeNull();

    const ACCEPT = `mutation A($id: ID!) { acceptResponse(id: $id) { id status } }`;
    const stranger = await quickAs(server, 'member');
    expect(errorOf(await stranger.request(ACCEPT, { id: sent.respondToWire.id })).code).toBe('FORBIDDEN');
    expect(errorOf(await stranger.request(ACCEPT, { id: '00000000-0000-4000-8000-000000000000' })).code).toBe(
      'NOT_FOUND',
    );
    const accepted = await buyer.ok<{ acceptResponse: { status: string } }, unknown>(ACCEPT, {
      id: sent.respondToWire.id,
    });
    expect(accepted.acceptResponse.status).toBe('ACCEPTED');
    // accepting again answers the same (a retry), and nothing is sent twice
    expect(await buyer.ok(ACCEPT, { id: sent.respondToWire.id })).toEqual(accepted);
    await smtp.waitFor(a.member.email, /buyer accepted your response/);
    expect((await a.client.ok<W, unknown>(WIRE, { id: wire.id })).wire.buyerContact).toMatchObject({
      email: owner.email,
    });
    expect((await b.client.ok<W, unknown>(WIRE, { id: wire.id })).wire.buyerContact).toBeNull();

    await buyer.ok(`mutation F($id: ID!) { fulfillWire(id: $id) { status } }`, { id: wire.id });
    const bResponse = await server.em().findOneOrFail(WireResponse, { id: fromB.respondToWire.id });
    expect(bResponse.status).toBe(ResponseStatus.DECLINED);
    const dash = await a.client.ok<{ partnerDashboard: Record<string, number> }, unknown>(
      `query { partnerDashboard { responsesSent responsesAccepted acceptanceRate } }`,
    );
    expect(dash.partnerDashboard).toEqual({ responsesSent: 1, responsesAccepted: 1, acceptanceRate: 1 });
    const mine = await a.client.ok<
      { myResponses: { totalCount: number; edges: { node: { status: string } }[] } },
      unknown
    >(`query { myResponses { totalCount edges { node { status wire { id } partner { businessName } } } } }`);
    expect(mine.myResponses.totalCount).toBe(1);
    expect(mine.myResponses.edges[0]?.node.status).toBe('ACCEPTED');
  });

  it('refuses a second live response (CONFLICT) but allows one after withdrawing', async () => {
    const owner = await createAccount(server, { password: null });
    const wire = await createWire(server, owner);
    const { client } = await partnerClient();
    const first = await client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
      input: respondInput(wire.id),
    });
    expect(errorOf(await client.request(RESPOND, { input: respondInput(wire.id) })).code).toBe('CONFLICT');
    expect(await server.em().count(WireResponse, { wire: wire.id })).toBe(1);
    const WITHDRAW = `mutation W($id: ID!) { withdrawResponse(id: $id) { status wire { responseCount } } }`;
    const other = await partnerClient();
    expect(errorOf(await other.client.request(WITHDRAW, { id: first.respondToWire.id })).code).toBe(
      'FORBIDDEN',
    );
    const withdrawn = await client.ok<
      { withdrawResponse: { status: string; wire: { responseCount: number } } },
      unknown
    >(WITHDRAW, { id: first.respondToWire.id });
    expect(withdrawn.withdrawResponse).toEqual({ status: 'WITHDRAWN', wire: { responseCount: 0 } });
    expect(errorOf(await client.request(WITHDRAW, { id: first.respondToWire.id })).code).toBe('CONFLICT');
    await client.ok(RESPOND, { input: respondInput(wire.id) });
  });

  it('refuses a closed wire (CONFLICT), an unknown one (NOT_FOUND) and bad quotes', async () => {
    const owner = await createAccount(server, { password: null });
    const closed = await createWire(server, owner, { status: WireStatus.CLOSED });
    const open = await createWire(server, owner);
    const { client } = await partnerClient();
    expect(errorOf(await client.request(RESPOND, { input: respondInput(closed.id) })).code).toBe('CONFLICT');
    expect(
      errorOf(await client.request(RESPOND, { input: respondInput('00000000-0000-4000-8000-000000000000') }))
        .code,
    ).toBe('NOT_FOUND');
    expect(
      errorOf(await client.request(RESPOND, { input: respondInput(open.id, { quote: { amount: '0' } }) })),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'amount',
    });
    expect(
      errorOf(await client.request(RESPOND, { input: respondInput(open.id, { quote: { amount: '-5' } }) })),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'amount' });
    expect(
      errorOf(
        await client.request(RESPOND, {
          input: respondInput(open.id, { quote: { amount: '5', currency: 'usd' } }),
        }),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'currency' });
    expect(errorOf(await client.request(RESPOND, { input: respondInput(open.id, { message: '' }) }))).toEqual(
      {
        code: 'BAD_USER_INPUT',
        field: 'message',
      },
    );
    expect(await server.em().count(WireResponse, { wire: { $in: [open.id, closed.id] } })).toBe(0);
  });

  for (const status of [PartnerStatus.PENDING, PartnerStatus.SUSPENDED]) {
    it(`refuses a ${status} partner with FORBIDDEN and a reason`, async () => {
      const owner = await createAccount(server, { password: null });
      const wire = await createWire(server, owner);
      const { client } = await partnerClient(status);
      const result = await client.request(RESPOND, { input: respondInput(wire.id) });
      expect(errorOf(result).code).toBe('FORBIDDEN');
      expect(result.errors?.[0]?.message).toMatch(
        status === PartnerStatus.PENDING ? /approval/ : /suspended/,
      );
      expect(await server.em().count(WireResponse, { wire: wire.id })).toBe(0);
      expect((await server.em().findOneOrFail(Wire, { id: wire.id })).responseCount).toBe(0);
    });
  }

  it('lets the owner decline', async () => {
    const owner = await createAccount(server, { password: null });
    const wire = await createWire(server, owner);
    const { client } = await partnerClient();
    const sent = await client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
      input: respondInput(wire.id),
    });
    const declined = await (
      await clientFor(owner)
    ).ok<{ declineResponse: { status: string } }, unknown>(
      `mutation D($id: ID!) { declineResponse(id: $id) { status } }`,
      { id: sent.respondToWire.id },
    );
    expect(declined.declineResponse.status).toBe('DECLINED');
  });
});
