import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../server/src/member/member.entity.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { quickAs, type GqlClient } from '../helpers/clients.js';
import { createAccount, createWire } from '../helpers/factories.js';

const ROWS = 100_000;

let server: TestServer;
let admin: GqlClient;
let statements: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ JOB_WORKER: 'false' }, { onQuery: (sql) => void statements.push(sql) });
  admin = await quickAs(server, 'admin');
});
afterAll(async () => {
  await server?.stop();
});

function exportUrl(params: Record<string, string> = {}): string {
  return `${server.url}/api/admin/wires.csv?${new URLSearchParams(params)}`;
}

const get = (params: Record<string, string>, cookie?: string | null) =>
  fetch(exportUrl(params), { headers: cookie ? { cookie } : {} });

/** Reads a response body chunk by chunk, counting lines, keeping none of it. */
async function countLines(
  response: Response,
  onChunk: () => void = () => {},
): Promise<{ lines: number; head: Uint8Array }> {
  const reader = response.body!.getReader();
  let lines = 0;
  let head = new Uint8Array();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { lines, head };
    if (head.length === 0) head = value.slice(0, 64);
    for (const byte of value) if (byte === 10) lines++;
    onChunk();
  }
}

describe('GET /api/admin/wires.csv', () => {
  let owner: Member;
  beforeAll(async () => {
    owner = await createAccount(server, { password: null });
    for (const title of [
      '=HYPERLINK("http://evil.example","x")',
      '+SUM(1,2)',
      '-2+3',
      '@cmd',
      '\tTabbed',
      'Ñandú café, "quoted"',
    ])
      await createWire(server, owner, { title, description: '=1+1' });
  });

  it('refuses the signed-out (401) and non-admins (403) with the SPEC codes', async () => {
    const anonymous = await get({ owner: owner.email });
    expect(anonymous.status).toBe(401);
    expect(
      ((await anonymous.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code,
    ).toBe('UNAUTHENTICATED');
    for (const role of ['member', 'partner'] as const) {
      const response = await get({ owner: owner.email }, (await quickAs(server, role)).cookie);
      expect(response.status).toBe(403);
      expect(
        ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions
          .code,
      ).toBe('FORBIDDEN');
    }
  });

  it('refuses an unknown sort column or status with 400 BAD_USER_INPUT', async () => {
    for (const params of [
      { sort: 'TITLE' },
      { statuses: 'OPEN,constructor' },
      { createdFrom: 'yesterday' },
    ] as Record<string, string>[]) {
      const response = await get(params, admin.cookie);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
      expect(body.errors[0]!.extensions.code).toBe('BAD_USER_INPUT');
    }
  });

  it('exports the filter as UTF-8 CSV with a BOM, a dated file name, and formulas neutralised', async () => {
    const response = await get({ owner: owner.email, sort: 'CREATED', direction: 'ASC' }, admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="requests-${day}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'id,title,kind,status,owner,created,needed_by,budget_min,budget_max,currency,responses,location,description',
    );
    expect(lines).toHaveLength(7);
    const titles = lines.slice(1).map((line) => line.split(',')[1]);
    expect(titles.slice(0, 5)).toEqual([
      `"'=HYPERLINK(""http://evil.example""`,
      '"\'+SUM(1',
      "'-2+3",
      "'@cmd",
      "'\tTabbed",
    ]);
    expect(text).toContain('"Ñandú café, ""quoted"""');
    // no cell anywhere begins with a formula character
    expect(text).not.toMatch(/(^|,)"?[=+\-@]/m);
    expect(lines.slice(1).every((line) => line.endsWith(",'=1+1"))).toBe(true);
  });

  it(`streams ${ROWS.toLocaleString('en')} rows in keyset batches with flat memory`, async () => {
    const bulkOwner = await createAccount(server, { password: null });
    // one statement, on a connection of its own (the server's pool has a statement timeout)
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    await db.query(
      `insert into wire (id, kind, title, status, location_label, lat, lng, owner_id, created_at, updated_at, response_count, budget_max, currency)
       select gen_random_uuid(), case when g % 2 = 0 then 'PROPERTY' else 'BUILDING_MATERIALS' end,
              'Bulk request number ' || g || ' with a longer title to weigh something', 'OPEN', 'Lagos', 6.5, 3.4, $1,
              now() - g * interval '1 second', now(), g % 7, (g % 100) * 1000, 'NGN'
       from generate_series(1, ${ROWS}) g`,
      [bulkOwner.id],
    );
    await db.query('analyze wire');
    await db.end();
    (globalThis as { gc?: () => void }).gc?.();
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    statements = [];
    const response = await get({ sort: 'BUDGET', direction: 'DESC' }, admin.cookie);
    expect(response.status).toBe(200);
    const { lines } = await countLines(response, () => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    });
    // the whole table: the bulk rows, the six above and the header
    expect(lines).toBe(ROWS + 6 + 1);
    const reads = statements.filter((sql) => /from wire w where/.test(sql));
    // one statement per 1000 rows (never one for them all), and the heap stays bounded: the bound is
    // loose because, with no forced GC, the batches' garbage is collected late (50 MB was seen on
    // a loaded machine)
    expect(reads.length).toBeGreaterThanOrEqual(ROWS / 1000);
    expect(peak - baseline, `heap grew ${((peak - baseline) / 2 ** 20).toFixed(1)} MB`).toBeLessThan(
      120 * 2 ** 20,
    );

    // the table's count: exact for a narrow filter (counted), and for the whole table and a kind
    // (the maintained counter, no count over the wires)
    const count = `query C($filter: AdminWiresFilter) { adminWires(filter: $filter, first: 1) { totalCount totalCountIsEstimate } }`;
    type C = { adminWires: { totalCount: number; totalCountIsEstimate: boolean } };
    expect((await admin.ok<C, unknown>(count, { filter: { owner: owner.email } })).adminWires).toEqual({
      totalCount: 6,
      totalCountIsEstimate: false,
    });
    const db2 = new pg.Client({ connectionString: server.databaseUrl });
    await db2.connect();
    const real = await db2
      .query<{ all: number; property: number }>(
        `select count(*)::int as all, (count(*) filter (where kind = 'PROPERTY'))::int as property from wire`,
      )
      .finally(() => db2.end());
    expect((await admin.ok<C, unknown>(count, {})).adminWires).toEqual({
      totalCount: real.rows[0]!.all,
      totalCountIsEstimate: false,
    });
    expect((await admin.ok<C, unknown>(count, { filter: { kind: 'PROPERTY' } })).adminWires).toEqual({
      totalCount: real.rows[0]!.property,
      totalCountIsEstimate: false,
    });
    // a filter no counter keeps, matching more than 10,000: the planner's estimate, said so
    const text = (await admin.ok<C, unknown>(count, { filter: { text: 'bulk' } })).adminWires;
    expect(text.totalCountIsEstimate).toBe(true);
    expect(text.totalCount).toBeGreaterThan(ROWS * 0.4);
  }, 120_000);
});
