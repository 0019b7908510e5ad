import { describe, expect, it } from 'vitest';
import { WireKind, WireStatus } from '../../server/src/wire/wire.enums.js';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs } from '../helpers/clients.js';
import { createAccount, createPartner, createWire, cementInLekki } from '../helpers/factories.js';
import { statementRecorder } from '../helpers/statements.js';

/**
 * A page's total never counts the open wires. No count at all when `totalCount`
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

const { onQuery, statementsOf } = statementRecorder();
// no job runs in this process: what is recorded is the request's own SQL
const server = useTestServer({ JOB_WORKER: 'false' }, { onQuery });

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

  it('gathers a rare word inside a circle through its own index, without walking the circle', async () => {
    const owner = await createAccount(server, { password: null });
    await createWire(server, owner, { title: 'Travertine slabs wanted' });
    const near = { lat: 6.5244, lng: 3.3792, radiusKm: 500 };
    const sql = await statementsOf(async () => {
      const { wireboard } = await new GqlClient(server).ok<{ wireboard: { edges: unknown[] } }, unknown>(
        board(false),
        { filter: { text: 'travertine', near }, first: 5 },
      );
      expect(wireboard.edges).toHaveLength(1);
    });
    // the planner asked how rare the word is, then one read: no time window of the circle's cells
    expect(sql.filter((s) => /wire_cell\(/.test(s))).toEqual([]);
    expect(sql.filter((s) => /from wire w/.test(s) && !/explain/.test(s))).toHaveLength(1);
  });
});

describe('the maintained counter', () => {
  it('stays exact through post, close, expiry, a withdrawn response, removal, deletion and a kind change', async () => {
    await expectCounterExact();
    const buyer = await quickAs(server, 'member');
    const posted: string[] = [];
    for (const input of [cementInLekki('Sharp sand, 2 trips'), property('2-bedroom flat in Yaba')])
      posted.push((await buyer.ok<{ postWire: { id: string } }, unknown>(POST, { input })).postWire.id);
    // posts racing each other: each statement appends its own delta, none waits on another's
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        buyer.ok<{ postWire: { id: string } }, unknown>(POST, {
          input: i % 2 ? property(`Flat ${i}`) : cementInLekki(`Blocks ${i}`),
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
