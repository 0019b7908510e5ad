import { describe, expect, it } from 'vitest';
import { earthDistanceM } from '../../server/src/common/geo.js';
import { CELL_GRIDS, MAX_CELLS, cellOf, coveringCells } from '../../server/src/wire/wire-geo.js';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient } from '../helpers/clients.js';
import { createAccount, createPartner } from '../helpers/factories.js';
import { statementRecorder } from '../helpers/statements.js';

/**
 * A circle's page (the board's `near`, a partner's service area) is read through
 * the cell indexes within a growing time window (server/src/wire/wire-geo.ts). Whatever the path,
 * the pages must be exactly the matching OPEN wires, newest first, each once.
 */
const BOARD = `query B($filter: WireboardFilter, $first: Int, $after: String) {
  wireboard(filter: $filter, first: $first, after: $after) {
    edges { node { id } } pageInfo { hasNextPage endCursor } } }`;
const PARTNER_BOARD = `query P($first: Int, $after: String) {
  partnerWireboard(first: $first, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }`;

const statements = statementRecorder();
const server = useTestServer({ JOB_WORKER: 'false' }, { onQuery: statements.onQuery });

type Connection = {
  edges: { node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string };
};

/** Every page of a board, 20 at a time, with the SQL the server ran for them. */
async function allPages(
  client: GqlClient,
  field: 'wireboard' | 'partnerWireboard',
  filter?: unknown,
): Promise<{ ids: string[]; sql: string[] }> {
  const ids: string[] = [];
  const sql = await statements.statementsOf(async () => {
    let after: string | null = null;
    for (;;) {
      const data: Record<string, Connection> = await client.ok<Record<string, Connection>, unknown>(
        field === 'wireboard' ? BOARD : PARTNER_BOARD,
        { filter, first: 20, after },
      );
      const page = data[field]!;
      ids.push(...page.edges.map((e) => e.node.id));
      if (!page.pageInfo.hasNextPage) return;
      after = page.pageInfo.endCursor;
    }
  });
  return { ids, sql };
}

/**
 * 400 wires around (lat, lng) within about ±33 km, across the antimeridian when it is near,
 * created over about 25 days in no order of insertion (pairs share a time: ties go by id), one in
 * seven CLOSED, every fifth without a budget.
 */
async function seedAround(lat: number, lng: number, kind: 'PROPERTY' | 'BUILDING_MATERIALS'): Promise<void> {
  const owner = await createAccount(server, { password: null });
  await server.em().execute(
    `insert into wire (id, created_at, updated_at, kind, title, status, location_label, lat, lng, owner_id,
        lines, delivery_needed, deal, property_type, budget_min, budget_max, currency)
     select gen_random_uuid(), t, t, ?, 'Around ' || i, case when i % 7 = 0 then 'CLOSED' else 'OPEN' end,
       'Seeded', ?::float8 + ((i * 37) % 100 - 50) * 0.006, x - case when x > 180 then 360 else 0 end, ?,
       '[]', case when ? = 'PROPERTY' then null else false end,
       case when ? = 'PROPERTY' then 'RENT' end, case when ? = 'PROPERTY' then 'APARTMENT' end,
       case when i % 5 = 0 then null else 1000 * (i % 9) end, case when i % 5 = 0 then null else 2000 * (i % 9) end,
       case when i % 5 = 0 then null else 'NGN' end
     from generate_series(1, 400) i,
       lateral (select ?::float8 + ((i * 53) % 100 - 50) * 0.006 as x,
         date_trunc('milliseconds', now()) - ((i / 2) * (i / 2) % 997) * interval '37 minutes' as t) c`,
    [kind, lat, owner.id, kind, kind, kind, lng],
  );
}

/** The matches as a plain SQL query finds them, newest first. */
async function expected(
  circle: { lat: number; lng: number; radiusKm: number },
  extra = 'true',
  params: unknown[] = [],
) {
  const rows = await server.em().execute<{ id: string }[]>(
    `select id from wire w where status = 'OPEN' and ${extra}
       and earth_distance(ll_to_earth(?, ?), ll_to_earth(w.lat, w.lng)) <= ?
     order by created_at desc, id desc`,
    [...params, circle.lat, circle.lng, circle.radiusKm * 1000],
  );
  return rows.map((r) => r.id);
}

describe('a circle read through the cell indexes', () => {
  it('pages the board exactly, near the antimeridian and away from it, on the fine and the coarse grid', async () => {
    await seedAround(-17.8, 179.95, 'BUILDING_MATERIALS');
    await seedAround(9.05, 7.49, 'BUILDING_MATERIALS');
    const client = new GqlClient(server);
    for (const centre of [
      { lat: -17.8, lng: 179.95 },
      { lat: -17.8, lng: -179.98 },
      { lat: 9.05, lng: 7.49 },
    ])
      for (const radiusKm of [5, 30]) {
        const circle = { ...centre, radiusKm };
        const want = await expected(circle);
        expect(want.length).toBeGreaterThan(radiusKm === 30 ? 60 : 0);
        const { ids, sql } = await allPages(client, 'wireboard', { near: circle });
        expect(ids).toEqual(want);
        expect(sql.some((s) => s.includes('wire_cell('))).toBe(true);
        // with another condition of the board
        const budgeted = await allPages(client, 'wireboard', { near: circle, budgetMin: '8000' });
        expect(budgeted.ids).toEqual(
          await expected(circle, '(w.budget_max is null or w.budget_max >= 8000)'),
        );
      }
  });

  it("pages a partner's board (its service area) exactly", async () => {
    await seedAround(-33.87, 151.21, 'PROPERTY');
    const { cookie } = await createPartner(server, { lat: -33.87, lng: 151.21, radiusKm: 25 });
    const client = new GqlClient(server);
    client.cookie = cookie;
    const want = await expected({ lat: -33.87, lng: 151.21, radiusKm: 25 });
    expect(want.length).toBeGreaterThan(40);
    const { ids, sql } = await allPages(client, 'partnerWireboard');
    expect(ids).toEqual(want);
    expect(sql.some((s) => s.includes('wire_cell('))).toBe(true);
  });
});

describe('the cells that cover a circle', () => {
  /** The point `km` from (lat, lng) at `bearing` degrees on earthdistance's sphere. */
  function destination(lat: number, lng: number, km: number, bearing: number) {
    const r = Math.PI / 180;
    const d = (km * 1000) / 6378168;
    const la = Math.asin(
      Math.sin(lat * r) * Math.cos(d) + Math.cos(lat * r) * Math.sin(d) * Math.cos(bearing * r),
    );
    const lo =
      lng * r +
      Math.atan2(
        Math.sin(bearing * r) * Math.sin(d) * Math.cos(lat * r),
        Math.cos(d) - Math.sin(lat * r) * Math.sin(la),
      );
    return { lat: la / r, lng: ((((lo / r + 180) % 360) + 360) % 360) - 180 };
  }

  it('hold every point within the radius, on at most MAX_CELLS cells', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    let covered = 0;
    for (let n = 0; n < 400; n++) {
      const circle = {
        lat: n % 10 === 0 ? 88 + random() * 2 : -85 + random() * 170,
        lng: n % 7 === 0 ? 179.9 - random() * 0.2 : -180 + random() * 360,
        radiusKm: 1 + random() * 499,
      };
      const cover = coveringCells(circle);
      if (!cover) continue;
      covered++;
      expect(cover.cells.length).toBeLessThanOrEqual(MAX_CELLS);
      expect(CELL_GRIDS).toContain(cover.perDegree);
      for (let k = 0; k < 50; k++) {
        const p = destination(circle.lat, circle.lng, circle.radiusKm * Math.sqrt(random()), random() * 360);
        if (earthDistanceM(circle.lat, circle.lng, p.lat, p.lng) > circle.radiusKm * 1000) continue;
        expect(cover.cells).toContain(cellOf(p.lat, p.lng, cover.perDegree));
      }
    }
    expect(covered).toBeGreaterThan(300);
  });
});
