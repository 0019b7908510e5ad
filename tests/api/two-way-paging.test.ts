import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient } from '../helpers/clients.js';
import { createAccount, createPartner, createWire, sessionCookieFor } from '../helpers/factories.js';

/** Lists read both ways (`last`/`before`), and a wire's responses as a paged, filtered connection. */
const PAGE_INFO = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';
const MY_WIRES = `query M($first: Int, $after: String, $last: Int, $before: String) {
  myWires(first: $first, after: $after, last: $last, before: $before) {
    totalCount ${PAGE_INFO} edges { cursor node { title } } } }`;
type PageInfo = { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
type WiresPage = {
  myWires: { totalCount: number; pageInfo: PageInfo; edges: { node: { title: string } }[] };
};

const RESPONSES = `query R($id: ID!, $first: Int, $after: String, $last: Int, $before: String,
    $filter: WireResponsesFilter, $orderBy: ListOrder) {
  wire(id: $id) { responsesConnection(first: $first, after: $after, last: $last, before: $before,
      filter: $filter, orderBy: $orderBy) {
    totalCount ${PAGE_INFO} edges { node { id status message } } } } }`;
type ResponsesPage = {
  wire: {
    responsesConnection: {
      totalCount: number;
      pageInfo: PageInfo;
      edges: { node: { id: string; status: string; message: string } }[];
    };
  };
};

const server = useTestServer(
  // no job runs in this process: what the counts see is the request's own SQL
  { JOB_WORKER: 'false' },
  { onQuery: (sql) => void (/EXPIRED|delete from/i.test(sql) || statements++) },
);
let statements = 0;

async function signedIn(member: Parameters<typeof sessionCookieFor>[1]) {
  const client = new GqlClient(server);
  client.cookie = await sessionCookieFor(server, member);
  return client;
}

const titles = (page: WiresPage) => page.myWires.edges.map((edge) => edge.node.title);

describe('last/before: reading a list from its end', () => {
  it('pages backward through myWires in the list order, and forward pages say where they stand', async () => {
    const member = await createAccount(server, { password: null });
    for (let i = 0; i < 5; i++) await createWire(server, member, { title: `Lot ${i}` });
    const client = await signedIn(member);

    // newest first: Lot 4 … Lot 0; the last two are the oldest, still newest first
    const end = await client.ok<WiresPage, unknown>(MY_WIRES, { last: 2 });
    expect(titles(end)).toEqual(['Lot 1', 'Lot 0']);
    expect(end.myWires.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    expect(end.myWires.totalCount).toBe(5);
    const middle = await client.ok<WiresPage, unknown>(MY_WIRES, {
      last: 2,
      before: end.myWires.pageInfo.startCursor,
    });
    expect(titles(middle)).toEqual(['Lot 3', 'Lot 2']);
    expect(middle.myWires.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const start = await client.ok<WiresPage, unknown>(MY_WIRES, {
      last: 2,
      before: middle.myWires.pageInfo.startCursor,
    });
    expect(titles(start)).toEqual(['Lot 4']);
    expect(start.myWires.pageInfo.hasPreviousPage).toBe(false);

    // a cursor from a backward page works forward too
    const forward = await client.ok<WiresPage, unknown>(MY_WIRES, {
      first: 10,
      after: middle.myWires.pageInfo.endCursor,
    });
    expect(titles(forward)).toEqual(['Lot 1', 'Lot 0']);
    expect(forward.myWires.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });

  it('refuses mixing directions or a bad size, at the argument, and a bad cursor at `before`', async () => {
    const client = await signedIn(await createAccount(server, { password: null }));
    const both = await client.request(MY_WIRES, { first: 2, last: 2 });
    expect(both.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    const cursors = await client.request(MY_WIRES, { after: 'abc', before: 'abc' });
    expect(cursors.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    const big = await client.request(MY_WIRES, { last: 101 });
    expect(big.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'last' });
    const junk = await client.request(MY_WIRES, { last: 2, before: 'not-a-cursor' });
    expect(junk.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'before' });
  });
});

describe("a wire's responses as a connection", () => {
  async function wireWithResponses() {
    const owner = await createAccount(server, { password: null });
    const wire = await createWire(server, owner, { title: 'Granite for the lobby' });
    const sellers = [];
    for (const name of ['Ade', 'Bisi', 'Chike']) {
      const made = await createPartner(server, { businessName: `${name} Stones` });
      const client = new GqlClient(server);
      client.cookie = made.cookie;
      const { respondToWire } = await client.ok<{ respondToWire: { id: string } }, unknown>(
        `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`,
        { input: { wireId: wire.id, message: `${name} quotes`, quote: { amount: '5000' } } },
      );
      sellers.push({ client, responseId: respondToWire.id });
    }
    // Bisi withdraws
    await sellers[1]!.client.ok(`mutation W($id: ID!) { withdrawResponse(id: $id) { id } }`, {
      id: sellers[1]!.responseId,
    });
    return { owner, wire, sellers, buyer: await signedIn(owner) };
  }
  const messages = (page: ResponsesPage) =>
    page.wire.responsesConnection.edges.map((edge) => edge.node.message);

  it('hides withdrawn responses unless asked, filters by status, pages both ways', async () => {
    const { wire, buyer } = await wireWithResponses();
    const live = await buyer.ok<ResponsesPage, unknown>(RESPONSES, { id: wire.id });
    expect(messages(live)).toEqual(['Chike quotes', 'Ade quotes']);
    expect(live.wire.responsesConnection.totalCount).toBe(2);
    const all = await buyer.ok<ResponsesPage, unknown>(RESPONSES, {
      id: wire.id,
      filter: { includeWithdrawn: true },
    });
    expect(messages(all)).toEqual(['Chike quotes', 'Bisi quotes', 'Ade quotes']);
    const withdrawn = await buyer.ok<ResponsesPage, unknown>(RESPONSES, {
      id: wire.id,
      filter: { statuses: ['WITHDRAWN'] },
    });
    expect(messages(withdrawn)).toEqual(['Bisi quotes']);

    const first = await buyer.ok<ResponsesPage, unknown>(RESPONSES, { id: wire.id, first: 1 });
    expect(messages(first)).toEqual(['Chike quotes']);
    expect(first.wire.responsesConnection.pageInfo.hasNextPage).toBe(true);
    const next = await buyer.ok<ResponsesPage, unknown>(RESPONSES, {
      id: wire.id,
      first: 1,
      after: first.wire.responsesConnection.pageInfo.endCursor,
    });
    expect(messages(next)).toEqual(['Ade quotes']);
    expect(next.wire.responsesConnection.pageInfo.hasNextPage).toBe(false);
    const oldest = await buyer.ok<ResponsesPage, unknown>(RESPONSES, {
      id: wire.id,
      last: 1,
      orderBy: { field: 'CREATED', direction: 'ASC' },
    });
    expect(messages(oldest)).toEqual(['Chike quotes']);
  });

  it('catches up on decisions with updatedSince, ordered by update time', async () => {
    const { wire, buyer, sellers } = await wireWithResponses();
    const [row] = await server
      .em()
      .execute<{ at: Date }[]>(`select date_trunc('milliseconds', clock_timestamp()) as at`);
    const since = new Date(row!.at);
    await buyer.ok(`mutation A($id: ID!) { acceptResponse(id: $id) { id } }`, { id: sellers[0]!.responseId });
    const changed = await buyer.ok<ResponsesPage, unknown>(RESPONSES, {
      id: wire.id,
      filter: { updatedSince: since.toISOString() },
      orderBy: { field: 'UPDATED', direction: 'ASC' },
    });
    expect(changed.wire.responsesConnection.edges.map((edge) => edge.node)).toEqual([
      { id: sellers[0]!.responseId, status: 'ACCEPTED', message: 'Ade quotes' },
    ]);
  });

  it('shows a partner only its own response, and others none', async () => {
    const { wire, sellers } = await wireWithResponses();
    const own = await sellers[2]!.client.ok<ResponsesPage, unknown>(RESPONSES, { id: wire.id });
    expect(messages(own)).toEqual(['Chike quotes']);
    const stranger = await signedIn(await createAccount(server, { password: null }));
    const none = await stranger.ok<ResponsesPage, unknown>(RESPONSES, { id: wire.id });
    expect(none.wire.responsesConnection).toMatchObject({ totalCount: 0, edges: [] });
  });

  it("reads every wire's page with the same statements for 2 wires and for 6 (no N+1)", async () => {
    const owner = await createAccount(server, { password: null });
    const seller = await createPartner(server);
    const partner = new GqlClient(server);
    partner.cookie = seller.cookie;
    for (let i = 0; i < 6; i++) {
      const wire = await createWire(server, owner, { title: `Counted ${i}` });
      await partner.ok(`mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`, {
        input: { wireId: wire.id, message: `Quote ${i}`, quote: { amount: '100' } },
      });
    }
    const buyer = await signedIn(owner);
    const LIST = `query L($first: Int) { myWires(first: $first) { edges { node { title
      responsesConnection(first: 2) { totalCount edges { node { message } } } } } } }`;
    type List = {
      myWires: {
        edges: {
          node: { responsesConnection: { totalCount: number; edges: { node: { message: string } }[] } };
        }[];
      };
    };
    const count = async (first: number) => {
      await buyer.ok(LIST, { first }); // warm-up: the session's last-seen write
      statements = 0;
      const data = await buyer.ok<List, unknown>(LIST, { first });
      expect(data.myWires.edges).toHaveLength(first);
      for (const { node } of data.myWires.edges) expect(node.responsesConnection.totalCount).toBe(1);
      return statements;
    };
    const two = await count(2);
    expect(await count(6)).toBe(two);
  });
});
