import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WireKind, WireStatus } from '../../server/src/wire/wire.enums.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs } from '../helpers/clients.js';
import { createAccount, createPartner, createWire } from '../helpers/factories.js';

/**
 * Issue 14, goal 4: a page's total never counts the open wires. No count at all when `totalCount`
 * is not asked for; the counter the triggers keep (status × kind) when only kinds filter; a
 * bounded count or the planner's estimate (said so) for the other filters.
 */
const board = (total: boolean) => `query Board($filter: WireboardFilter, $first: Int) {
  wireboard(filter: $filter, first: $first) {
    edges { node { id } } pageInfo { hasNextPage }${total ? ' totalCount totalCountIsEstimate' : ''}
  } }`;
const ADMIN_PAGE = `query A($filter: AdminWiresFilter) { adminWires(filter: $filter) { edges { node { id } } } }`;
const ADMIN_TOTAL = `query A($filter: AdminWiresFilter) { adminWires(filter: $filter) { totalCount totalCountIsEstimate } }`;
const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;
const CLOSE = `mutation C($id: ID!) { closeWire(id: $id) { id } }`;
const BULK_CLOSE = `mutation B($ids: [ID!]!) { bulkCloseWires(ids: $ids, reason: "tidy up") { outcome } }`;
const BULK_REMOVE = `mutation B($ids: [ID!]!) { bulkRemoveWires(ids: $ids, reason: "spam here") { outcome } }`;
const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;
const WITHDRAW = `mutation W($id: ID!) { withdrawResponse(id: $id) { id } }`;

/** What the count statements look like: a count, the planner's estimate, or the counter. */
const COUNTING = /count\(|explain|wire_count/i;

let server: TestServer;
let recording: string[] | null = null;
beforeAll(async () => {
  server = await startTestServer(
    // no job runs in this process: what is recorded is the request's own SQL
    { JOB_WORKER: 'false' },
    { onQuery: (sql) => void recording?.push(sql) },
  );
});
afterAll(async () => {
  await server?.stop();
});

/** The SQL statements `run` made the server execute. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  recording = [];
  try {
    await run();
    return recording;
  } finally {
    recording = null;
  }
}

/** Wires written with one SQL statement (as a bulk load would): OPEN materials wires at a point. */
async function insertWires(count: number, title: string, at: { lat: number; lng: number }): Promise<void> {
  const owner = await createAccount(server, { password: null });
  await server.em().execute(
    `insert into wire (id, kind, title, status, location_label, lat, lng, owner_id, lines, delivery_needed)
       select gen_random_uuid(), 'BUILDING_MATERIALS', ? || ' ' || i, 'OPEN', 'Seeded', ?, ?, ?, '[]', false
       from generate_series(1, ?::int) i`,
    [title, at.lat, at.lng, owner.id, count],
  );
}

/** The counter's totals and a real count, per status and kind: they must be the same. */
async function expectCounterExact(): Promise<void> {
  const em = server.em();
  const kept = await em.execute(
    `select status, kind, sum(n)::int as n from wire_count group by status, kind having sum(n) <> 0 order by 1, 2`,
  );
  const real = await em.execute(
    `select status, kind, count(*)::int as n from wire group by status, kind order by 1, 2`,
  );
  expect(kept).toEqual(real);
}

const materials = (title: string) => ({
  kind: 'BUILDING_MATERIALS',
  title,
  location: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 },
  materials: { lines: [{ material: 'Cement', quantity: 40, unit: 'bags' }], deliveryNeeded: true },
});
const property = (title: string) => ({
  kind: 'PROPERTY',
  title,
  location: { label: 'Yaba, Lagos', lat: 6.5095, lng: 3.3711 },
  property: { deal: 'RENT', propertyType: 'APARTMENT', bedrooms: 2 },
});

describe('a page without totalCount', () => {
  it('runs no count for any board filter or the admin table; with it, no count over the wires', async () => {
    const owner = await createAccount(server, { password: null });
    for (let i = 0; i < 25; i++)
      await createWire(server, owner, {
        kind: i % 2 ? WireKind.PROPERTY : WireKind.BUILDING_MATERIALS,
        title: `counted cement ${i}`,
        budgetMin: '1000',
        budgetMax: '5000',
      });
    const anonymous = new GqlClient(server);
    const filters = [
      {},
      { kinds: ['PROPERTY'] },
      { text: 'cement' },
      { near: { lat: 6.5244, lng: 3.3792, radiusKm: 50 } },
      { budgetMin: '2000' },
      { budgetMax: '3000' },
    ];
    for (const filter of filters) {
      const page = await statementsOf(() => anonymous.ok(board(false), { filter, first: 5 }));
      expect(page.length).toBeGreaterThan(0);
      expect(page.filter((sql) => COUNTING.test(sql))).toEqual([]);
    }
    // the counter's filters: read from wire_count, never a count of the wires
    for (const filter of [{}, { kinds: ['PROPERTY'] }]) {
      const page = await statementsOf(() => anonymous.ok(board(true), { filter, first: 5 }));
      expect(page.some((sql) => /from wire_count/.test(sql))).toBe(true);
      expect(page.filter((sql) => /count\(/.test(sql))).toEqual([]);
    }
    const admin = await quickAs(server, 'admin');
    for (const filter of [{}, { statuses: ['OPEN'] }, { text: 'cement' }]) {
      const page = await statementsOf(() => admin.ok(ADMIN_PAGE, { filter }));
      expect(page.filter((sql) => COUNTING.test(sql))).toEqual([]);
    }
    // more matches than a page (else the page itself tells the total)
    const table = await statementsOf(() => admin.ok(ADMIN_TOTAL, { filter: { statuses: ['OPEN'] } }));
    expect(table.some((sql) => /from wire_count/.test(sql))).toBe(true);
    expect(table.filter((sql) => /count\(/.test(sql))).toEqual([]);
  });

  it('a first page that holds every match needs no count at all, and says the exact number', async () => {
    const owner = await createAccount(server, { password: null });
    await createWire(server, owner, { title: 'Quartzite slabs wanted' });
    await createWire(server, owner, { title: 'Quartzite tiles wanted' });
    const sql = await statementsOf(async () => {
      const { wireboard } = await new GqlClient(server).ok<{ wireboard: Record<string, unknown> }, unknown>(
        board(true),
        { filter: { text: 'quartzite' }, first: 5 },
      );
      expect(wireboard).toMatchObject({ totalCount: 2, totalCountIsEstimate: false });
    });
    expect(sql.filter((s) => COUNTING.test(s))).toEqual([]);
  });
});

describe('the maintained counter', () => {
  it('stays exact through post, close, expiry, a withdrawn response, removal, deletion and a kind change', async () => {
    await expectCounterExact();
    const buyer = await quickAs(server, 'member');
    const posted: string[] = [];
    for (const input of [materials('Sharp sand, 2 trips'), property('2-bedroom flat in Yaba')])
      posted.push((await buyer.ok<{ postWire: { id: string } }, unknown>(POST, { input })).postWire.id);
    // posts racing each other: each statement appends its own delta, none waits on another's
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        buyer.ok<{ postWire: { id: string } }, unknown>(POST, {
          input: i % 2 ? property(`Flat ${i}`) : materials(`Blocks ${i}`),
        }),
      ),
    );
    posted.push(...racing.map((r) => r.postWire.id));
    await expectCounterExact();

    await buyer.ok(CLOSE, { id: posted[0] });
    await expectCounterExact();

    await server
      .em()
      .execute(`update wire set expires_at = now() - interval '1 minute' where id = ?`, [posted[1]]);
    expect(await server.app.services.wires.commands.expireDue(server.em())).toContain(posted[1]);
    await expectCounterExact();

    // a response sent and withdrawn changes the wire's response count, not its status or kind
    const { client: partner } = await createPartner(server).then(async (p) => {
      const client = new GqlClient(server);
      client.cookie = p.cookie;
      return { client };
    });
    const { respondToWire } = await partner.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
      input: { wireId: posted[2], message: 'We can deliver tomorrow.', quote: { amount: '150000' } },
    });
    await partner.ok(WITHDRAW, { id: respondToWire.id });
    await expectCounterExact();

    const admin = await quickAs(server, 'admin');
    await admin.ok(BULK_CLOSE, { ids: posted.slice(3, 5) });
    await admin.ok(BULK_REMOVE, { ids: posted.slice(4, 7) });
    await expectCounterExact();

    // one statement changing several wires' kinds and statuses at once
    await server.em().execute(
      `update wire set kind = case kind when 'PROPERTY' then 'BUILDING_MATERIALS' else 'PROPERTY' end,
           status = case when status = 'OPEN' then 'CLOSED' else status end where id in (?, ?, ?)`,
      posted.slice(6, 9),
    );
    await expectCounterExact();

    await server.em().execute(`delete from wire where id = ?`, [posted[9]]);
    // an account deleted for good takes its wires with it (the foreign key's cascade)
    const gone = await createAccount(server, { password: null });
    await createWire(server, gone);
    await createWire(server, gone, { kind: WireKind.PROPERTY, status: WireStatus.CLOSED });
    await expectCounterExact();
    await server.em().execute(`delete from member where id = ?`, [gone.id]);
    await expectCounterExact();

    // compaction folds the deltas into one row per status and kind, totals unchanged
    await server.em().execute('select wire_count_compact()');
    await expectCounterExact();
    const [folded] = await server
      .em()
      .execute<{ rows: number; groups: number }[]>(
        `select count(*)::int as rows, count(distinct (status, kind))::int as groups from wire_count`,
      );
    expect(folded!.rows).toBe(folded!.groups);

    // the board's total is the counter's, exact
    const [openRow] = await server
      .em()
      .execute<{ open: number }[]>(`select count(*)::int as open from wire where status = 'OPEN'`);
    const { wireboard } = await new GqlClient(server).ok<{ wireboard: Record<string, unknown> }, unknown>(
      board(true),
      { first: 1 },
    );
    expect(wireboard).toMatchObject({ totalCount: openRow!.open, totalCountIsEstimate: false });
  });
});

describe('the estimate', () => {
  it('answers a large match set with a sane planner estimate and says so; a small one exactly', async () => {
    const owner = await createAccount(server, { password: null });
    const basalt = await createWire(server, owner, {
      title: 'Basalt aggregate wanted',
      createdAt: new Date(Date.now() - 86_400_000),
    });
    await insertWires(3000, 'Granite chippings', { lat: 6.6, lng: 3.35 });
    await insertWires(60, 'Laterite delivery', { lat: 9.06, lng: 7.49 });
    await server.em().execute('analyze wire');
    const anonymous = new GqlClient(server);
    const total = async (filter: object) =>
      (
        await anonymous.ok<{ wireboard: { totalCount: number; totalCountIsEstimate: boolean } }, unknown>(
          board(true),
          { filter, first: 20 },
        )
      ).wireboard;

    const granite = await total({ text: 'granite' });
    expect(granite.totalCountIsEstimate).toBe(true);
    expect(granite.totalCount).toBeGreaterThan(1500);
    expect(granite.totalCount).toBeLessThan(6000);

    // a rare word behind thousands of newer wires: found through its index, not by walking them all
    const rare = await anonymous.ok<{ wireboard: { edges: { node: { id: string } }[] } }, unknown>(
      board(true),
      {
        filter: { text: 'basalt' },
        first: 20,
      },
    );
    expect(rare.wireboard).toMatchObject({ totalCount: 1, totalCountIsEstimate: false });
    expect(rare.wireboard.edges.map((e) => e.node.id)).toEqual([basalt.id]);

    // 60 near Abuja: more than a page, few enough to count
    expect(await total({ near: { lat: 9.06, lng: 7.49, radiusKm: 5 } })).toMatchObject({
      totalCount: 60,
      totalCountIsEstimate: false,
    });
    expect(await total({ text: 'laterite', kinds: ['BUILDING_MATERIALS'] })).toMatchObject({
      totalCount: 60,
      totalCountIsEstimate: false,
    });

    const admin = await quickAs(server, 'admin');
    const { adminWires } = await admin.ok<{ adminWires: Record<string, unknown> }, unknown>(ADMIN_TOTAL, {
      filter: { text: 'laterite' },
    });
    expect(adminWires).toEqual({ totalCount: 60, totalCountIsEstimate: false });
  });
});

describe('the counter read with the page', () => {
  const PAGE = `query Board($filter: WireboardFilter, $first: Int, $after: String) {
    wireboard(filter: $filter, first: $first, after: $after) {
      edges { node { id } } pageInfo { hasNextPage endCursor } ...Total
    } }
    fragment Total on WireConnection { totalCount totalCountIsEstimate }`;
  type Board = {
    wireboard: {
      edges: { node: { id: string } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      totalCount: number;
      totalCountIsEstimate: boolean;
    };
  };
  /** The open wires of these kinds, counted. */
  const openWires = async (kinds?: string[]) => {
    const [row] = await server
      .em()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from wire where status = 'OPEN'${kinds ? ` and kind in (${kinds.map(() => '?').join(', ')})` : ''}`,
        kinds ?? [],
      );
    return row!.n;
  };

  it('takes one statement for a page and its total (also through a fragment); an empty page reads the counter alone', async () => {
    const owner = await createAccount(server, { password: null });
    for (let i = 0; i < 7; i++)
      await createWire(server, owner, {
        kind: i % 2 ? WireKind.PROPERTY : WireKind.BUILDING_MATERIALS,
        title: `One statement wire ${i}`,
      });
    const anonymous = new GqlClient(server);
    for (const kinds of [undefined, ['PROPERTY']]) {
      const filter = kinds ? { kinds } : {};
      let page: Board | undefined;
      const sql = await statementsOf(async () => {
        page = await anonymous.ok<Board, unknown>(PAGE, { filter, first: 2 });
      });
      // the one statement reads the page and the counter; nothing else runs
      expect(sql).toHaveLength(1);
      expect(sql[0]).toMatch(/from wire_count/);
      expect(sql[0]).toMatch(/from wire w/);
      expect(page!.wireboard.edges).toHaveLength(2);
      expect(page!.wireboard).toMatchObject({
        totalCount: await openWires(kinds),
        totalCountIsEstimate: false,
      });
      expect(page!.wireboard.totalCount).toBeGreaterThan(2);
    }

    // beyond the last wire: no row to carry the total, so the counter is read on its own
    let last: Board = await anonymous.ok<Board, unknown>(PAGE, {
      filter: { kinds: ['PROPERTY'] },
      first: 100,
    });
    while (last.wireboard.pageInfo.hasNextPage)
      last = await anonymous.ok<Board, unknown>(PAGE, {
        filter: { kinds: ['PROPERTY'] },
        first: 100,
        after: last.wireboard.pageInfo.endCursor,
      });
    let empty: Board | undefined;
    const sql = await statementsOf(async () => {
      empty = await anonymous.ok<Board, unknown>(PAGE, {
        filter: { kinds: ['PROPERTY'] },
        first: 5,
        after: last.wireboard.pageInfo.endCursor,
      });
    });
    expect(empty!.wireboard.edges).toEqual([]);
    expect(empty!.wireboard.totalCount).toBe(await openWires(['PROPERTY']));
    expect(sql).toHaveLength(2);
    expect(sql[0]).toMatch(/from wire w/);
    expect(sql[1]).toMatch(/select coalesce\(sum\(n\), 0\) as n from wire_count/);
    expect(sql[1]).not.toMatch(/from wire w/);
  });

  it('the admin table too: its page and the counter in one statement; a later empty page or another filter reads its total apart', async () => {
    const owner = await createAccount(server, { password: null });
    for (let i = 0; i < 4; i++) await createWire(server, owner, { title: `Admin statement wire ${i}` });
    const admin = await quickAs(server, 'admin');
    type Table = { adminWires: { edges: unknown[]; totalCount: number; totalCountIsEstimate: boolean } };
    const TABLE = `query T($filter: AdminWiresFilter, $page: Int) {
      adminWires(filter: $filter, first: 2, page: $page) { edges { node { id } } ...Total } }
      fragment Total on AdminWireConnection { totalCount totalCountIsEstimate }`;
    const wireStatements = (sql: string[]) => sql.filter((s) => /from wire w|wire_count/.test(s));
    const exact = async (statuses: string[] | null) => {
      const where = statuses ? `status in (${statuses.map(() => '?').join(', ')})` : 'true';
      const [row] = await server
        .em()
        .execute<{ n: number }[]>(`select count(*)::int as n from wire where ${where}`, statuses ?? []);
      return row!.n;
    };

    for (const statuses of [null, ['OPEN']]) {
      let table: Table | undefined;
      const sql = await statementsOf(async () => {
        table = await admin.ok<Table, unknown>(TABLE, { filter: statuses ? { statuses } : {} });
      });
      // the session's own statements aside, one statement reads the table: rows and the counter
      expect(wireStatements(sql)).toHaveLength(1);
      expect(wireStatements(sql)[0]).toMatch(/from wire_count/);
      expect(table!.adminWires.edges).toHaveLength(2);
      expect(table!.adminWires).toMatchObject({
        totalCount: await exact(statuses),
        totalCountIsEstimate: false,
      });
    }

    // a page after the last row: nothing carries the total, so the counter is read alone
    let empty: Table | undefined;
    const emptySql = await statementsOf(async () => {
      empty = await admin.ok<Table, unknown>(TABLE, { filter: { statuses: ['OPEN'] }, page: 100_000 });
    });
    expect(empty!.adminWires.edges).toEqual([]);
    expect(empty!.adminWires.totalCount).toBe(await exact(['OPEN']));
    expect(wireStatements(emptySql)).toHaveLength(2);
    expect(wireStatements(emptySql)[0]).toMatch(/from wire w/);
    expect(wireStatements(emptySql)[1]).toMatch(/select coalesce\(sum\(n\), 0\) as n from wire_count/);
    expect(wireStatements(emptySql)[1]).not.toMatch(/from wire w/);

    // a filter the counter does not keep: the page alone, its total counted apart
    const text = await statementsOf(() => admin.ok(TABLE, { filter: { text: 'Admin statement' } }));
    expect(wireStatements(text).filter((s) => /wire_count/.test(s))).toEqual([]);
    // without totalCount: the page alone, no counter
    const plain = await statementsOf(() => admin.ok(ADMIN_PAGE, { filter: {} }));
    expect(wireStatements(plain)).toHaveLength(1);
    expect(wireStatements(plain)[0]).not.toMatch(/wire_count/);
  });
});
