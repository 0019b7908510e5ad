import { beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../../server/src/audit/audit.entity.js';
import type { Member } from '../../server/src/member/member.entity.js';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { WireKind, WireStatus } from '../../server/src/wire/wire.enums.js';
import { useTestServer } from '../helpers/test-server.js';
import { errorOf, quickAs, type GqlClient } from '../helpers/clients.js';
import { createAccount, createWire } from '../helpers/factories.js';
import { listenMark, subscribe } from '../helpers/live.js';

const LIST = `query List($filter: AdminWiresFilter, $orderBy: AdminWiresOrder, $first: Int, $after: String, $page: Int) {
  adminWires(filter: $filter, orderBy: $orderBy, first: $first, after: $after, page: $page) {
    totalCount totalCountIsEstimate pageSize page pageInfo { hasNextPage endCursor }
    edges { cursor node { id title status kind responseCount neededBy createdAt ownerName budget { min max } buyerContact { email } } }
  } }`;
const CLOSE = `mutation Close($ids: [ID!]!, $reason: String!) { bulkCloseWires(ids: $ids, reason: $reason) { id outcome status } }`;
const REMOVE = `mutation Remove($ids: [ID!]!, $reason: String!) { bulkRemoveWires(ids: $ids, reason: $reason) { id outcome status } }`;

type Node = {
  id: string;
  title: string;
  status: string;
  responseCount: number;
  neededBy: string | null;
  createdAt: string;
  budget: { min: string | null; max: string | null } | null;
};
type ListData = {
  adminWires: {
    totalCount: number;
    totalCountIsEstimate: boolean;
    pageSize: number;
    page: number | null;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: Node }[];
  };
};

let queries = 0;
const server = useTestServer(
  // no job runs in this process: what the counts see is the request's own SQL
  { JOB_WORKER: 'false' },
  { onQuery: (sql) => void (/EXPIRED|delete from/i.test(sql) || queries++) },
);
let admin: GqlClient;
beforeAll(async () => {
  admin = await quickAs(server, 'admin');
});

const list = (variables: Record<string, unknown>) =>
  admin.ok<ListData, Record<string, unknown>>(LIST, variables);

/** An owner with `n` wires, a second apart, oldest first; varied kinds, budgets, dates, counts, statuses. */
async function ownerWithWires(n: number): Promise<{ owner: Member; wires: Wire[] }> {
  const owner = await createAccount(server, { password: null });
  const statuses = [WireStatus.OPEN, WireStatus.CLOSED, WireStatus.FULFILLED, WireStatus.EXPIRED];
  const wires: Wire[] = [];
  for (let i = 0; i < n; i++) {
    const wire = await createWire(server, owner, {
      title: i % 3 === 0 ? `Granite chippings lot ${i}` : `Roofing sheets lot ${i}`,
      kind: i % 2 ? WireKind.PROPERTY : WireKind.BUILDING_MATERIALS,
      status: statuses[i % 4],
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      budgetMax: i % 5 === 0 ? null : String(1000 * ((i * 7) % 11)),
    });
    wires.push(wire);
  }
  // ties on purpose (equal counts, equal dates), and missing dates
  await server
    .em()
    .execute(
      `update wire set response_count = (extract(epoch from created_at)::int % 3), needed_by = case when extract(epoch from created_at)::int % 4 = 0 then null else created_at + interval '1 day' * (extract(epoch from created_at)::int % 5) end where owner_id = ?`,
      [owner.id],
    );
  return { owner, wires };
}

const byOwner = (owner: Member) => ({ owner: owner.email });

describe('adminWires: paging', () => {
  it('pages by number (with totalCount and page size) and by cursor over the same order', async () => {
    const { owner } = await ownerWithWires(25);
    const pages = await Promise.all(
      [1, 2, 3].map((page) => list({ filter: byOwner(owner), first: 10, page })),
    );
    expect(pages.map((p) => p.adminWires.edges.length)).toEqual([10, 10, 5]);
    expect(pages.map((p) => p.adminWires.page)).toEqual([1, 2, 3]);
    expect(pages.every((p) => p.adminWires.totalCount === 25 && !p.adminWires.totalCountIsEstimate)).toBe(
      true,
    );
    expect(pages.map((p) => p.adminWires.pageInfo.hasNextPage)).toEqual([true, true, false]);
    const byNumber = pages.flatMap((p) => p.adminWires.edges.map((e) => e.node.id));
    expect(new Set(byNumber).size).toBe(25);

    const byCursor: string[] = [];
    let after: string | null = null;
    do {
      const { adminWires } = await list({ filter: byOwner(owner), first: 7, after });
      expect(adminWires.page).toBe(after ? null : 1);
      byCursor.push(...adminWires.edges.map((e) => e.node.id));
      after = adminWires.pageInfo.hasNextPage ? adminWires.pageInfo.endCursor : null;
    } while (after);
    expect(byCursor).toEqual(byNumber);
    // newest first by default
    const created = pages[0]!.adminWires.edges.map((e) => e.node.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('refuses a page with a cursor, a page out of range, a cursor of another sort and a size over 100', async () => {
    const first = await list({ first: 1 });
    const cursor = first.adminWires.pageInfo.endCursor;
    const cases: [Record<string, unknown>, string][] = [
      [{ page: 2, after: cursor }, 'page'],
      [{ page: 0 }, 'page'],
      [{ after: cursor, orderBy: { field: 'BUDGET', direction: 'ASC' } }, 'after'],
      [{ after: 'not-a-cursor' }, 'after'],
      [{ first: 101 }, 'first'],
    ];
    for (const [variables, field] of cases)
      expect(errorOf(await admin.request(LIST, variables))).toEqual({ code: 'BAD_USER_INPUT', field });
  });
});

/** The value a sort orders by, as the API shows it (null sentinels as the SQL places them). */
const SORT_VALUE: Record<string, (n: Node) => string | number> = {
  CREATED: (n) => n.createdAt,
  NEEDED_BY: (n) => n.neededBy ?? '9999',
  BUDGET: (n) => Number(n.budget?.max ?? n.budget?.min ?? -1),
  RESPONSES: (n) => n.responseCount,
  STATUS: (n) => n.status,
};

describe('adminWires: sorting', () => {
  for (const field of Object.keys(SORT_VALUE)) {
    for (const direction of ['ASC', 'DESC']) {
      it(`sorts by ${field} ${direction}, ties newest first in that direction, the same by cursor`, async () => {
        const { owner } = await ownerWithWires(13);
        const orderBy = { field, direction };
        const all = (await list({ filter: byOwner(owner), orderBy, first: 100 })).adminWires.edges.map(
          (e) => e.node,
        );
        expect(all).toHaveLength(13);
        const sign = direction === 'ASC' ? 1 : -1;
        const key = SORT_VALUE[field]!;
        for (let i = 1; i < all.length; i++) {
          const [a, b] = [all[i - 1]!, all[i]!];
          const cmp = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
          const tie = a.createdAt < b.createdAt ? -1 : 1;
          expect(
            cmp === 0 ? tie * sign : cmp * sign,
            `${JSON.stringify(a)} before ${JSON.stringify(b)}`,
          ).toBe(-1);
        }
        const walked: string[] = [];
        let after: string | null = null;
        do {
          const { adminWires } = await list({ filter: byOwner(owner), orderBy, first: 4, after });
          walked.push(...adminWires.edges.map((e) => e.node.id));
          after = adminWires.pageInfo.hasNextPage ? adminWires.pageInfo.endCursor : null;
        } while (after);
        expect(walked).toEqual(all.map((n) => n.id));
        const paged = (await list({ filter: byOwner(owner), orderBy, first: 4, page: 3 })).adminWires.edges;
        expect(paged.map((e) => e.node.id)).toEqual(all.slice(8, 12).map((n) => n.id));
      });
    }
  }

  it('refuses an unknown sort column in GraphQL validation', async () => {
    const result = await admin.request(LIST, { orderBy: { field: 'TITLE', direction: 'ASC' } });
    expect(errorOf(result).code).toBe('BAD_USER_INPUT');
    expect(result.data ?? null).toBeNull();
  });
});

describe('adminWires: filters', () => {
  it('filters by statuses, kind, created range, text and owner (email or id)', async () => {
    const { owner, wires } = await ownerWithWires(12);
    const ids = async (filter: Record<string, unknown>) =>
      (await list({ filter: { ...byOwner(owner), ...filter }, first: 100 })).adminWires.edges
        .map((e) => e.node.id)
        .sort();
    const expected = (keep: (w: Wire) => boolean) =>
      wires
        .filter(keep)
        .map((w) => w.id)
        .sort();
    expect(await ids({ statuses: ['CLOSED', 'EXPIRED'] })).toEqual(
      expected((w) => w.status === WireStatus.CLOSED || w.status === WireStatus.EXPIRED),
    );
    expect(await ids({ kind: 'PROPERTY' })).toEqual(expected((w) => w.kind === WireKind.PROPERTY));
    const from = new Date(Date.UTC(2026, 0, 1, 0, 0, 3));
    const to = new Date(Date.UTC(2026, 0, 1, 0, 0, 7));
    expect(await ids({ createdFrom: from.toISOString(), createdTo: to.toISOString() })).toEqual(
      expected((w) => w.createdAt >= from && w.createdAt < to),
    );
    expect(await ids({ text: 'granite' })).toEqual(expected((w) => w.title.startsWith('Granite')));
    const everyOne = expected(() => true);
    expect(await ids({ owner: owner.id })).toEqual(everyOne);
    expect(await ids({ owner: `  ${owner.email.toUpperCase()} ` })).toEqual(everyOne);
    expect(await ids({ owner: 'nobody@example.com' })).toEqual([]);
    const combined = await list({
      filter: { ...byOwner(owner), statuses: ['OPEN'], kind: 'BUILDING_MATERIALS', text: 'roofing' },
    });
    expect(combined.adminWires.edges.map((e) => e.node.id).sort()).toEqual(
      expected(
        (w) => w.status === 'OPEN' && w.kind === 'BUILDING_MATERIALS' && w.title.startsWith('Roofing'),
      ),
    );
  });

  it('refuses an empty status list, a long text and an end before the start', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ statuses: [] }, 'statuses'],
      [{ text: 'x'.repeat(201) }, 'text'],
      [{ createdFrom: '2026-02-01T00:00:00Z', createdTo: '2026-01-01T00:00:00Z' }, 'createdTo'],
    ];
    for (const [filter, field] of cases)
      expect(errorOf(await admin.request(LIST, { filter }))).toEqual({ code: 'BAD_USER_INPUT', field });
  });
});

describe('adminWires: access and cost', () => {
  it('is for admins only', async () => {
    expect(errorOf(await (await quickAs(server, 'member')).request(LIST, {})).code).toBe('FORBIDDEN');
    expect(errorOf(await (await quickAs(server, 'partner')).request(LIST, {})).code).toBe('FORBIDDEN');
    expect(errorOf(await (await quickAs(server, 'anonymous')).request(LIST, {})).code).toBe(
      'UNAUTHENTICATED',
    );
    const member = await quickAs(server, 'member');
    const wire = (await ownerWithWires(1)).wires[0]!;
    expect(errorOf(await member.request(CLOSE, { ids: [wire.id], reason: 'spam' })).code).toBe('FORBIDDEN');
    expect(errorOf(await member.request(REMOVE, { ids: [wire.id], reason: 'spam' })).code).toBe('FORBIDDEN');
    expect((await server.em().findOneOrFail(Wire, { id: wire.id })).status).toBe(WireStatus.OPEN);
  });

  it('runs the same number of SQL statements for a page of 5 and of 50 (no N+1)', async () => {
    const { owner } = await ownerWithWires(60);
    const count = async (first: number) => {
      const before = queries;
      const { adminWires } = await list({
        filter: byOwner(owner),
        first,
        orderBy: { field: 'BUDGET', direction: 'DESC' },
      });
      expect(adminWires.edges).toHaveLength(first);
      return queries - before;
    };
    expect(await count(50)).toBe(await count(5));
  });
});

describe('bulkCloseWires / bulkRemoveWires', () => {
  it('closes the OPEN ones, skips the rest, audits each with the reason and tells the boards live', async () => {
    const { wires } = await ownerWithWires(4); // OPEN, CLOSED, FULFILLED, EXPIRED
    const open2 = (await ownerWithWires(1)).wires[0]!;
    const board = (await quickAs(server, 'anonymous')).ws();
    const table = admin.ws();
    const mark = listenMark(server);
    const boardLive = subscribe(board, `subscription { wireboardEvents { type wire { id status } } }`);
    const tableLive = subscribe(table, `subscription { adminWireEvents { type wire { id status } } }`);
    await mark.opened(2);
    const ids = [wires[0]!.id, wires[1]!.id, open2.id];
    const { bulkCloseWires } = await admin.ok<{ bulkCloseWires: unknown[] }, unknown>(CLOSE, {
      ids,
      reason: 'Duplicate requests',
    });
    expect(bulkCloseWires).toEqual([
      { id: wires[0]!.id, outcome: 'CHANGED', status: 'CLOSED' },
      { id: wires[1]!.id, outcome: 'SKIPPED', status: 'CLOSED' },
      { id: open2.id, outcome: 'CHANGED', status: 'CLOSED' },
    ]);
    const seen = (await boardLive.next(2)).map((r) => r.data?.wireboardEvents);
    expect(seen).toEqual(
      expect.arrayContaining([
        { type: 'REMOVED', wire: { id: wires[0]!.id, status: 'CLOSED' } },
        { type: 'REMOVED', wire: { id: open2.id, status: 'CLOSED' } },
      ]),
    );
    expect((await tableLive.next(2)).map((r) => (r.data?.adminWireEvents as { type: string }).type)).toEqual([
      'REMOVED',
      'REMOVED',
    ]);
    const audit = await server
      .em()
      .find(AuditEntry, { subjectId: { $in: ids } }, { orderBy: { subjectId: 'asc' } });
    expect(audit.map((a) => [a.subjectId, a.action, a.reason, a.before, a.after])).toEqual(
      [wires[0]!.id, open2.id]
        .sort()
        .map((id) => [id, 'wire.closed', 'Duplicate requests', { status: 'OPEN' }, { status: 'CLOSED' }]),
    );
    expect(audit.every((a) => a.actorId)).toBe(true);

    const { bulkRemoveWires } = await admin.ok<{ bulkRemoveWires: unknown[] }, unknown>(REMOVE, {
      ids: [wires[1]!.id, wires[2]!.id],
      reason: 'Abusive content',
    });
    expect(bulkRemoveWires).toEqual([
      { id: wires[1]!.id, outcome: 'CHANGED', status: 'REMOVED' },
      { id: wires[2]!.id, outcome: 'CHANGED', status: 'REMOVED' },
    ]);
    const removed = await server.em().find(AuditEntry, { subjectId: wires[2]!.id, action: 'wire.removed' });
    expect(removed.map((a) => [a.reason, a.before, a.after])).toEqual([
      ['Abusive content', { status: 'FULFILLED' }, { status: 'REMOVED' }],
    ]);
    const again = await admin.ok<{ bulkRemoveWires: { outcome: string }[] }, unknown>(REMOVE, {
      ids: [wires[2]!.id],
      reason: 'Abusive content',
    });
    expect(again.bulkRemoveWires[0]!.outcome).toBe('SKIPPED');
    boardLive.stop();
    tableLive.stop();
    await Promise.all([board.dispose(), table.dispose()]);
  });

  it('refuses an empty list, an unknown id among known ones and a missing reason, changing nothing', async () => {
    const wire = (await ownerWithWires(1)).wires[0]!;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases: [Record<string, unknown>, string][] = [
      [{ ids: [], reason: 'Duplicate' }, 'ids'],
      [{ ids: [wire.id, unknown], reason: 'Duplicate' }, 'ids'],
      [{ ids: [wire.id, 'not-an-id'], reason: 'Duplicate' }, 'ids'],
      [{ ids: [wire.id], reason: '  ' }, 'reason'],
    ];
    for (const mutation of [CLOSE, REMOVE])
      for (const [variables, field] of cases)
        expect(errorOf(await admin.request(mutation, variables))).toEqual({ code: 'BAD_USER_INPUT', field });
    expect((await server.em().findOneOrFail(Wire, { id: wire.id })).status).toBe(WireStatus.OPEN);
    expect(await server.em().count(AuditEntry, { subjectId: wire.id })).toBe(0);
  });
});

describe('adminWireEvents with a filter', () => {
  const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;
  const EVENTS = `subscription E($filter: AdminWiresFilter) { adminWireEvents(filter: $filter) { type wire { id title } } }`;
  const cement = (title: string, kind = 'BUILDING_MATERIALS') => ({
    kind,
    title,
    location: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 },
    ...(kind === 'PROPERTY'
      ? { property: { deal: 'RENT', propertyType: 'APARTMENT' } }
      : { materials: { lines: [{ material: 'Cement', quantity: 40, unit: 'bags' }], deliveryNeeded: true } }),
  });

  it("hears only the wires the table's filter selects (text, kind, owner by email), its statuses aside", async () => {
    const tag = `zq${Math.random().toString(36).slice(2, 8)}`;
    const buyer = await quickAs(server, 'member');
    const other = await quickAs(server, 'member');
    const { me } = await buyer.ok<{ me: { email: string } }, unknown>(`{ me { email } }`);
    const ws = admin.ws();
    const mark = listenMark(server);
    const byText = subscribe(ws, EVENTS, { filter: { text: tag, kind: 'BUILDING_MATERIALS' } });
    const byOwner = subscribe(ws, EVENTS, {
      filter: { owner: me.email.toUpperCase(), statuses: ['CLOSED'] },
    });
    const everything = subscribe(ws, EVENTS);
    await mark.opened(3);

    const post = async (client: GqlClient, title: string, kind?: string) =>
      (await client.ok<{ postWire: { id: string } }, unknown>(POST, { input: cement(title, kind) })).postWire
        .id;
    const unrelated = await post(other, 'Tiles for the kitchen');
    const wrongKind = await post(other, `Plot ${tag} for sale`, 'PROPERTY');
    const matching = await post(other, `Granite ${tag} chippings`);
    const mine = await post(buyer, 'Sharp sand, two trips');

    // events arrive in order: an unselected one would come before the selected one
    expect((await byText.next())[0]?.data).toEqual({
      adminWireEvents: { type: 'CREATED', wire: { id: matching, title: `Granite ${tag} chippings` } },
    });
    expect((await byOwner.next())[0]?.data).toMatchObject({
      adminWireEvents: { type: 'CREATED', wire: { id: mine } },
    });
    const all = (await everything.next(4)).map(
      (r) => (r.data?.adminWireEvents as { wire: { id: string } }).wire.id,
    );
    expect(all).toEqual([unrelated, wrongKind, matching, mine]);

    // a status change of a selected wire is heard even though CLOSED was not its status before
    await buyer.ok(`mutation C($id: ID!) { closeWire(id: $id) { id } }`, { id: mine });
    expect((await byOwner.next(2))[1]?.data).toMatchObject({ adminWireEvents: { wire: { id: mine } } });
    await ws.dispose();
  });
});
