import { describe, expect, it } from 'vitest';
import { WireKind } from '../../server/src/wire/wire.enums.js';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs } from '../helpers/clients.js';
import { createAccount, createWire } from '../helpers/factories.js';
import { statementRecorder } from '../helpers/statements.js';

/**
 * Where the maintained counter keeps a list's total (the public board filtered
 * by kinds only; the admin table by statuses and a kind only), a page asked with its total reads
 * both in one statement (wire-counts.ts `totalColumn`); a page with no row reads the counter alone.
 */
const ADMIN_PAGE = `query A($filter: AdminWiresFilter) { adminWires(filter: $filter) { edges { node { id } } } }`;

const { onQuery, statementsOf } = statementRecorder();
// no job runs in this process: what is recorded is the request's own SQL
const server = useTestServer({ JOB_WORKER: 'false' }, { onQuery });

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
