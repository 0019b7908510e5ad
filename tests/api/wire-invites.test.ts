import { describe, expect, it } from 'vitest';
import { PartnerCategory, PartnerStatus } from '../../server/src/partner/partner.enums.js';
import { WireStatus } from '../../server/src/wire/wire.enums.js';
import { buyerClient, errorOf, partnerClient, quickAs } from '../helpers/clients.js';
import { cementInLekki, createWire } from '../helpers/factories.js';
import { listenMark, subscribe } from '../helpers/live.js';
import { useTestServer } from '../helpers/test-server.js';

const INVITE = `mutation I($wireId: ID!, $partnerIds: [ID!]!) {
  invitePartners(wireId: $wireId, partnerIds: $partnerIds) { id maxInvites invitedPartners { id businessName } } }`;
const WITHDRAW = `mutation W($wireId: ID!, $partnerId: ID!) {
  withdrawInvite(wireId: $wireId, partnerId: $partnerId) { id invitedPartners { id } } }`;
const INVITED = `query Q($id: ID!) { wire(id: $id) { id invited invitedPartners { id } } }`;
const INVITABLE = `query S($wireId: ID!, $text: String!) { invitablePartners(wireId: $wireId, text: $text) { id businessName } }`;
const BOARD = `query B($first: Int, $after: String) { partnerWireboard(first: $first, after: $after) {
  totalCount edges { node { id invited } } pageInfo { hasNextPage endCursor } } }`;
const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id invitedPartners { id } } }`;
const BOARD_EVENTS = `subscription { partnerWireboardEvents { type wire { id invited } } }`;
const INVITABLE_TO_NEW = `query S($text: String!) { invitablePartners(text: $text) { id } }`;
const NOTIFICATIONS = `{ notifications(first: 20) { edges { node { kind title link } } } }`;

type Board = {
  partnerWireboard: {
    totalCount: number;
    edges: { node: { id: string; invited: boolean } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

const server = useTestServer({ WIRE_MAX_INVITES: '3', JOB_WORKER: 'false' });

/** A partner in Sydney dealing in property only: a Lagos materials wire is far outside its business. */
const farAway = (businessName: string) =>
  partnerClient(server, {
    businessName,
    categories: [PartnerCategory.PROPERTY],
    lat: -33.87,
    lng: 151.21,
    radiusKm: 25,
  });

describe('inviting partners to quote', () => {
  it('the owner invites a partner outside its area: it sees the wire marked invited, and is notified', async () => {
    const buyer = await buyerClient(server);
    const wire = await createWire(server, buyer.member, { title: 'Roof sheets for Ikoyi' });
    const far = await farAway('Harbour Roofing');
    const before = await far.client.ok<Board, unknown>(BOARD, { first: 50 });
    expect(before.partnerWireboard.edges.map((e) => e.node.id)).not.toContain(wire.id);

    const { invitePartners } = await buyer.client.ok<
      { invitePartners: { maxInvites: number; invitedPartners: { id: string; businessName: string }[] } },
      unknown
    >(INVITE, { wireId: wire.id, partnerIds: [far.partner.id] });
    expect(invitePartners.maxInvites).toBe(3);
    expect(invitePartners.invitedPartners).toEqual([{ id: far.partner.id, businessName: 'Harbour Roofing' }]);

    const after = await far.client.ok<Board, unknown>(BOARD, { first: 50 });
    expect(after.partnerWireboard.edges).toContainEqual({ node: { id: wire.id, invited: true } });
    expect(after.partnerWireboard.totalCount).toBe(after.partnerWireboard.edges.length);
    const { notifications } = await far.client.ok<
      { notifications: { edges: { node: { kind: string; title: string; link: string } }[] } },
      never
    >(NOTIFICATIONS);
    expect(notifications.edges.map((e) => e.node)).toContainEqual({
      kind: 'WIRE_INVITE',
      title: 'You are invited to quote: Roof sheets for Ikoyi',
      link: `/wires/details?id=${wire.id}`,
    });
    // its invitation mail is queued with the notification (the member has not turned it off)
    const [mail] = await server.em().execute<{ n: number }[]>(
      `select count(*)::int as n from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
          where t.identifier = 'notify_mail' and j.payload->>'memberId' = ?`,
      [far.member.id],
    );
    expect(mail!.n).toBe(1);

    // inviting it again changes nothing and notifies no one again
    await buyer.client.ok(INVITE, { wireId: wire.id, partnerIds: [far.partner.id] });
    const again = await far.client.ok<{ notifications: { edges: unknown[] } }, never>(NOTIFICATIONS);
    expect(again.notifications.edges).toHaveLength(notifications.edges.length);
  });

  it('a partner in the area sees the wire unmarked until invited; the invitee list is the owner’s only', async () => {
    const buyer = await buyerClient(server);
    const wire = await createWire(server, buyer.member);
    const near = await partnerClient(server, { businessName: 'Lekki Cement Depot' });
    const board = async () =>
      (await near.client.ok<Board, unknown>(BOARD, { first: 100 })).partnerWireboard.edges.filter(
        (e) => e.node.id === wire.id,
      );
    expect(await board()).toEqual([{ node: { id: wire.id, invited: false } }]);
    await buyer.client.ok(INVITE, { wireId: wire.id, partnerIds: [near.partner.id] });
    // once, not twice: the invited wires beyond its matches do not repeat its matches
    expect(await board()).toEqual([{ node: { id: wire.id, invited: true } }]);
    const seen = await near.client.ok<{ wire: { invited: boolean; invitedPartners: unknown[] } }, unknown>(
      INVITED,
      { id: wire.id },
    );
    expect(seen.wire).toMatchObject({ invited: true, invitedPartners: [] });
    const owner = await buyer.client.ok<
      { wire: { invited: boolean; invitedPartners: { id: string }[] } },
      unknown
    >(INVITED, { id: wire.id });
    expect(owner.wire).toMatchObject({ invited: false, invitedPartners: [{ id: near.partner.id }] });
  });

  it('refuses anyone but the owner, unknown and unapproved partners, closed wires and too many invitees', async () => {
    const buyer = await buyerClient(server);
    const wire = await createWire(server, buyer.member);
    const approved = await Promise.all([1, 2, 3, 4].map((n) => farAway(`Partner ${n}`)));
    const ids = approved.map((p) => p.partner.id);
    const pending = await partnerClient(server, { status: PartnerStatus.PENDING });
    const suspended = await partnerClient(server, { status: PartnerStatus.SUSPENDED });

    const other = await quickAs(server, 'member');
    expect(errorOf(await other.request(INVITE, { wireId: wire.id, partnerIds: [ids[0]] }))).toEqual({
      code: 'FORBIDDEN',
      field: undefined,
    });
    const partner = approved[0]!.client;
    expect(errorOf(await partner.request(INVITE, { wireId: wire.id, partnerIds: [ids[1]] })).code).toBe(
      'FORBIDDEN',
    );
    expect(
      errorOf(
        await buyer.client.request(INVITE, {
          wireId: '00000000-0000-4000-8000-000000000000',
          partnerIds: [ids[0]],
        }),
      ).code,
    ).toBe('NOT_FOUND');
    for (const refused of [pending.partner.id, suspended.partner.id, '00000000-0000-4000-8000-000000000001'])
      expect(
        errorOf(await buyer.client.request(INVITE, { wireId: wire.id, partnerIds: [ids[0], refused] })),
      ).toEqual({
        code: 'NOT_FOUND',
        field: 'partnerIds',
      });
    expect(errorOf(await buyer.client.request(INVITE, { wireId: wire.id, partnerIds: [] }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'partnerIds',
    });
    // more than WIRE_MAX_INVITES (3) at once, then beyond it with the ones already invited
    expect(errorOf(await buyer.client.request(INVITE, { wireId: wire.id, partnerIds: ids }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'partnerIds',
    });
    await buyer.client.ok(INVITE, { wireId: wire.id, partnerIds: ids.slice(0, 2) });
    const tooMany = await buyer.client.request(INVITE, { wireId: wire.id, partnerIds: ids.slice(1, 4) });
    expect(errorOf(tooMany)).toEqual({ code: 'CONFLICT', field: 'partnerIds' });
    expect(tooMany.errors?.[0]?.extensions?.reason).toBe('LIMIT_REACHED');
    // nothing of a refused call was kept
    const listed = await buyer.client.ok<{ wire: { invitedPartners: { id: string }[] } }, unknown>(INVITED, {
      id: wire.id,
    });
    expect(listed.wire.invitedPartners.map((p) => p.id).sort()).toEqual(ids.slice(0, 2).sort());
    for (const p of [pending, suspended, ...approved.slice(2)]) {
      const [row] = await server
        .em()
        .execute<{ n: number }[]>(`select count(*)::int as n from notification where member_id = ?`, [
          p.member.id,
        ]);
      expect(row!.n).toBe(0);
    }

    const closed = await createWire(server, buyer.member, { status: WireStatus.CLOSED });
    const notOpen = await buyer.client.request(INVITE, { wireId: closed.id, partnerIds: [ids[0]] });
    expect(errorOf(notOpen)).toEqual({ code: 'CONFLICT', field: 'wireId' });
    expect(notOpen.errors?.[0]?.extensions?.reason).toBe('WIRE_NOT_OPEN');
  });

  it('withdraws an invitation: the wire leaves the board of a partner it does not match', async () => {
    const buyer = await buyerClient(server);
    const wire = await createWire(server, buyer.member);
    const far = await farAway('Withdrawn Works');
    await buyer.client.ok(INVITE, { wireId: wire.id, partnerIds: [far.partner.id] });
    const other = await quickAs(server, 'member');
    expect(errorOf(await other.request(WITHDRAW, { wireId: wire.id, partnerId: far.partner.id })).code).toBe(
      'FORBIDDEN',
    );
    const { withdrawInvite } = await buyer.client.ok<
      { withdrawInvite: { invitedPartners: unknown[] } },
      unknown
    >(WITHDRAW, { wireId: wire.id, partnerId: far.partner.id });
    expect(withdrawInvite.invitedPartners).toEqual([]);
    const board = await far.client.ok<Board, unknown>(BOARD, { first: 50 });
    expect(board.partnerWireboard.edges.map((e) => e.node.id)).not.toContain(wire.id);
    expect(
      errorOf(await buyer.client.request(WITHDRAW, { wireId: wire.id, partnerId: far.partner.id })),
    ).toEqual({
      code: 'NOT_FOUND',
      field: 'partnerId',
    });
  });

  it('pages a board of matches and invitations newest first, each wire once', async () => {
    const buyer = await buyerClient(server);
    const far = await farAway('Paging Partners');
    // its own matches (property in Sydney) and invitations (materials in Lagos), interleaved in time
    const start = Date.now() - 3_600_000;
    const made: { id: string; at: number }[] = [];
    for (let n = 0; n < 7; n++) {
      const createdAt = new Date(start + n * 60_000);
      const wire =
        n % 2
          ? await createWire(server, buyer.member, { createdAt })
          : await createWire(server, buyer.member, { kind: 'PROPERTY', lat: -33.87, lng: 151.21, createdAt });
      made.push({ id: wire.id, at: createdAt.getTime() });
    }
    const invited = made.filter((_, n) => n % 2).map((w) => w.id);
    await buyer.client.ok(INVITE, { wireId: invited[0], partnerIds: [far.partner.id] });
    await buyer.client.ok(INVITE, { wireId: invited[1], partnerIds: [far.partner.id] });
    await buyer.client.ok(INVITE, { wireId: invited[2], partnerIds: [far.partner.id] });
    const ids: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const { partnerWireboard: page }: Board = await far.client.ok<Board, unknown>(BOARD, {
        first: 2,
        after,
      });
      ids.push(...page.edges.map((e) => e.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const mine = new Set(made.map((w) => w.id));
    expect(ids.filter((id) => mine.has(id))).toEqual([...made].reverse().map((w) => w.id));
    const first = await far.client.ok<Board, unknown>(BOARD, { first: 2 });
    expect(first.partnerWireboard.totalCount).toBe(ids.length);
  });

  it('searches the approved partners the owner may invite, by business name', async () => {
    const buyer = await buyerClient(server);
    const wire = await createWire(server, buyer.member);
    const found = await farAway('Quokka Quarry Supplies');
    await partnerClient(server, { businessName: 'Quokka Quarry Pending', status: PartnerStatus.PENDING });
    const { invitablePartners } = await buyer.client.ok<
      { invitablePartners: { id: string; businessName: string }[] },
      unknown
    >(INVITABLE, { wireId: wire.id, text: 'quokka q' });
    expect(invitablePartners).toEqual([{ id: found.partner.id, businessName: 'Quokka Quarry Supplies' }]);
    const other = await quickAs(server, 'member');
    expect(errorOf(await other.request(INVITABLE, { wireId: wire.id, text: 'quokka' })).code).toBe(
      'FORBIDDEN',
    );
  });

  it('invites partners while posting: in the same write, notified, and refused whole when one is not approved', async () => {
    const buyer = await buyerClient(server);
    const far = await farAway('Posted Invite Roofing');
    const pending = await partnerClient(server, { status: PartnerStatus.PENDING });
    const { postWire } = await buyer.client.ok<
      { postWire: { id: string; invitedPartners: { id: string }[] } },
      unknown
    >(POST, { input: { ...cementInLekki('Roofing nails for Ajah'), invitePartnerIds: [far.partner.id] } });
    expect(postWire.invitedPartners).toEqual([{ id: far.partner.id }]);
    const board = await far.client.ok<Board, unknown>(BOARD, { first: 50 });
    expect(board.partnerWireboard.edges).toContainEqual({ node: { id: postWire.id, invited: true } });
    const { notifications } = await far.client.ok<
      { notifications: { edges: { node: { kind: string; link: string } }[] } },
      never
    >(NOTIFICATIONS);
    expect(notifications.edges.map((e) => e.node)).toContainEqual(
      expect.objectContaining({ kind: 'WIRE_INVITE', link: `/wires/details?id=${postWire.id}` }),
    );

    const count = async () =>
      (
        await server
          .em()
          .execute<{ n: number }[]>(`select count(*)::int as n from wire where owner_id = ?`, [
            buyer.member.id,
          ])
      )[0]!.n;
    const before = await count();
    const refused = await buyer.client.request(POST, {
      input: {
        ...cementInLekki('Not with a pending partner'),
        invitePartnerIds: [far.partner.id, pending.partner.id],
      },
    });
    expect(errorOf(refused)).toEqual({ code: 'NOT_FOUND', field: 'invitePartnerIds' });
    const tooMany = await buyer.client.request(POST, {
      input: {
        ...cementInLekki('Too many invited'),
        invitePartnerIds: [1, 2, 3, 4].map((n) => `00000000-0000-4000-8000-00000000000${n}`),
      },
    });
    expect(errorOf(tooMany)).toEqual({ code: 'BAD_USER_INPUT', field: 'invitePartnerIds' });
    // neither refused post was written
    expect(await count()).toBe(before);

    // whom a buyer may invite while posting: approved partners, the buyer's own business left out
    const { invitablePartners } = await buyer.client.ok<{ invitablePartners: { id: string }[] }, unknown>(
      INVITABLE_TO_NEW,
      { text: 'Posted Invite' },
    );
    expect(invitablePartners).toEqual([{ id: far.partner.id }]);
    const own = await far.client.ok<{ invitablePartners: { id: string }[] }, unknown>(INVITABLE_TO_NEW, {
      text: 'Posted Invite',
    });
    expect(own.invitablePartners).toEqual([]);
  });

  it('an invitation puts the wire on the invited partner’s open board live, and on no one else’s', async () => {
    const buyer = await buyerClient(server);
    const wire = await createWire(server, buyer.member, { title: 'Tiles for Surulere' });
    const invited = await farAway('Live Invite Tiles');
    const bystander = await farAway('Live Bystander Tiles');
    const mark = listenMark(server);
    const sockets = [invited.client.ws(), bystander.client.ws()];
    const [toInvited, toBystander] = sockets.map((ws) => subscribe(ws, BOARD_EVENTS));
    await mark.opened(2);

    await buyer.client.ok(INVITE, { wireId: wire.id, partnerIds: [invited.partner.id] });
    const [event] = await toInvited!.next(1, 30_000);
    expect(event!.data).toEqual({
      partnerWireboardEvents: { type: 'CREATED', wire: { id: wire.id, invited: true } },
    });

    // the barrier: a property wire in Sydney, which both partners' areas take
    const sydney = await buyer.client.ok<{ postWire: { id: string } }, unknown>(POST, {
      input: {
        kind: 'PROPERTY',
        title: 'Flat near Circular Quay',
        location: { label: 'Sydney', lat: -33.86, lng: 151.21 },
        property: { deal: 'RENT', propertyType: 'APARTMENT' },
      },
    });
    const seen = await toBystander!.next(1, 30_000);
    expect(
      seen.map(
        (r) =>
          (r.data as { partnerWireboardEvents: { wire: { id: string } } }).partnerWireboardEvents.wire.id,
      ),
    ).toEqual([sydney.postWire.id]);
    for (const ws of sockets) await ws.dispose();
  });
});
