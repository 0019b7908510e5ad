import { describe, expect, it } from 'vitest';
import { WireStatus } from '../../server/src/wire/wire.enums.js';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient } from '../helpers/clients.js';
import { createAccount, createWire, sessionCookieFor } from '../helpers/factories.js';

/** An integration catching up after a gap: what changed since a moment, in the order it changed. */
const MY_WIRES = `query M($first: Int, $after: String, $filter: MyWiresFilter, $orderBy: ListOrder) {
  myWires(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id title status updatedAt } } } }`;
type Page = {
  myWires: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: { id: string; title: string; status: string; updatedAt: string } }[];
  };
};

const server = useTestServer();

/** The database's clock, to the millisecond, and a barrier until it has moved past it. */
async function dbNow(): Promise<Date> {
  const [row] = await server
    .em()
    .execute<{ at: Date }[]>(`select date_trunc('milliseconds', clock_timestamp()) as at`);
  return new Date(row!.at);
}
async function clockPast(moment: Date): Promise<void> {
  while ((await dbNow()).getTime() <= moment.getTime()) await new Promise((r) => setImmediate(r));
}

async function buyerWithWires(n: number) {
  const member = await createAccount(server, { password: null });
  const client = new GqlClient(server);
  client.cookie = await sessionCookieFor(server, member);
  const wires = [];
  for (let i = 0; i < n; i++) wires.push(await createWire(server, member, { title: `Lot ${i} of cement` }));
  return { member, client, wires };
}

describe('myWires: filters, order by update time, catching up', () => {
  it('lists what changed since a moment, in the order it changed, page by page', async () => {
    const { client, wires } = await buyerWithWires(5);
    const since = await dbNow();
    await clockPast(since);
    // two old wires change after the mark, the second one last
    await client.ok(`mutation C($id: ID!) { closeWire(id: $id) { id } }`, { id: wires[3]!.id });
    await client.ok(`mutation C($id: ID!) { closeWire(id: $id) { id } }`, { id: wires[0]!.id });

    const changed = await client.ok<Page, unknown>(MY_WIRES, {
      filter: { updatedSince: since.toISOString() },
      orderBy: { field: 'UPDATED', direction: 'ASC' },
      first: 1,
    });
    expect(changed.myWires.totalCount).toBe(2);
    expect(changed.myWires.edges.map((e) => e.node.id)).toEqual([wires[3]!.id]);
    const next = await client.ok<Page, unknown>(MY_WIRES, {
      filter: { updatedSince: since.toISOString() },
      orderBy: { field: 'UPDATED', direction: 'ASC' },
      first: 1,
      after: changed.myWires.pageInfo.endCursor,
    });
    expect(next.myWires.edges.map((e) => e.node.id)).toEqual([wires[0]!.id]);
    expect(next.myWires.pageInfo.hasNextPage).toBe(false);
    expect(new Date(next.myWires.edges[0]!.node.updatedAt).getTime()).toBeGreaterThanOrEqual(since.getTime());
  });

  it('filters by status, orders by update time both ways (ties by id), pages without gaps', async () => {
    const { client, wires } = await buyerWithWires(6);
    await client.ok(`mutation C($id: ID!) { closeWire(id: $id) { id } }`, { id: wires[1]!.id });
    const closed = await client.ok<Page, unknown>(MY_WIRES, { filter: { statuses: [WireStatus.CLOSED] } });
    expect(closed.myWires.edges.map((e) => e.node.id)).toEqual([wires[1]!.id]);
    expect(closed.myWires.totalCount).toBe(1);

    const all = async (direction: 'ASC' | 'DESC') => {
      const ids: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page: Page = await client.ok<Page, unknown>(MY_WIRES, {
          orderBy: { field: 'UPDATED', direction },
          first: 2,
          after,
        });
        ids.push(...page.myWires.edges.map((e) => e.node.id));
        if (!page.myWires.pageInfo.hasNextPage) return ids;
        after = page.myWires.pageInfo.endCursor;
      }
    };
    const ascending = await all('ASC');
    expect(new Set(ascending).size).toBe(6);
    expect(ascending.at(-1)).toBe(wires[1]!.id); // changed last
    expect(await all('DESC')).toEqual([...ascending].reverse());
  });

  it('refuses a cursor of another order and an empty status list, at their arguments', async () => {
    const { client } = await buyerWithWires(3);
    const newest = await client.ok<Page, unknown>(MY_WIRES, { first: 1 });
    const mixed = await client.request(MY_WIRES, {
      first: 1,
      after: newest.myWires.pageInfo.endCursor,
      orderBy: { field: 'UPDATED', direction: 'ASC' },
    });
    expect(mixed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    const empty = await client.request(MY_WIRES, { filter: { statuses: [] } });
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'statuses' });
    // the default order's cursors are what they always were
    const second = await client.ok<Page, unknown>(MY_WIRES, {
      first: 1,
      after: newest.myWires.pageInfo.endCursor,
    });
    expect(second.myWires.edges).toHaveLength(1);
  });
});

describe('myResponses: filters and order by update time', () => {
  it("a partner catches up on its responses' decisions", async () => {
    const { client: buyer, wires } = await buyerWithWires(2);
    const { createPartner } = await import('../helpers/factories.js');
    const made = await createPartner(server);
    const seller = new GqlClient(server);
    seller.cookie = made.cookie;
    const ids: string[] = [];
    for (const wire of wires) {
      const { respondToWire } = await seller.ok<{ respondToWire: { id: string } }, unknown>(
        `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`,
        { input: { wireId: wire.id, message: 'In stock', quote: { amount: '1000' } } },
      );
      ids.push(respondToWire.id);
    }
    const since = await dbNow();
    await clockPast(since);
    await buyer.ok(`mutation A($id: ID!) { acceptResponse(id: $id) { id } }`, { id: ids[0] });
    const LIST = `query L($filter: MyResponsesFilter, $orderBy: ListOrder) {
      myResponses(filter: $filter, orderBy: $orderBy) { totalCount edges { node { id status } } } }`;
    type Answer = { myResponses: { totalCount: number; edges: { node: { id: string; status: string } }[] } };
    const changed = await seller.ok<Answer, unknown>(LIST, {
      filter: { updatedSince: since.toISOString() },
      orderBy: { field: 'UPDATED', direction: 'ASC' },
    });
    expect(changed.myResponses.edges.map((e) => e.node)).toEqual([{ id: ids[0], status: 'ACCEPTED' }]);
    const sent = await seller.ok<Answer, unknown>(LIST, { filter: { statuses: ['SENT'] } });
    expect(sent.myResponses.edges.map((e) => e.node.id)).toEqual([ids[1]]);
  });
});
