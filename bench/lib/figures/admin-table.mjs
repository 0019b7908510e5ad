// Figure 6: the admin request table on the seeded 100k-wire database: page 1, a deep page, each
// sort (both directions), filters (one status, a common and a rare text); p50/p99 per case, through
// HTTP on an in-process server signed in as a bench admin.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { nowMs, summary } from '../common.mjs';
import { inProcessServer } from '../in-process.mjs';
import { gql } from '../requests.mjs';
import { stopAll } from '../stoppers.mjs';

const QUERY = `query T($filter: AdminWiresFilter, $orderBy: AdminWiresOrder, $first: Int, $page: Int) {
  adminWires(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {
    totalCount totalCountIsEstimate edges { node { id title kind status createdAt neededBy responseCount budget { min max currency } ownerName buyerContact { email } } }
  } }`;

const desc = (field) => ({ field, direction: 'DESC' });
const asc = (field) => ({ field, direction: 'ASC' });

export const ADMIN_TABLE_CASES = {
  'page 1 (newest first)': {},
  'page 2000 (offset 39,980)': { page: 2000 },
  ...Object.fromEntries(
    ['CREATED', 'NEEDED_BY', 'BUDGET', 'RESPONSES', 'STATUS'].flatMap((f) => [
      [`sort ${f} desc`, { orderBy: desc(f) }],
      [`sort ${f} asc`, { orderBy: asc(f) }],
    ]),
  ),
  'status CLOSED, sort BUDGET desc': { filter: { statuses: ['CLOSED'] }, orderBy: desc('BUDGET') },
  'text "cement" (half the table)': { filter: { text: 'cement' } },
  'text "wire 4242" (one wire)': { filter: { text: 'wire 4242' } },
};

/** An admin account and its session in the bench database (removed by `dropAdmin` below). */
export async function adminSession(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into member (id, email, display_name, role, email_verified_at)
       values (md5('bench-admin')::uuid, 'bench.admin@bench.example.com', 'Bench Admin', 'ADMIN', now())
       on conflict (id) do nothing`,
    );
    const id = randomBytes(15).toString('base64url');
    const secret = randomBytes(32).toString('base64url');
    await client.query(
      `insert into session (id, secret_hash, member_id, expires_at, user_agent, ip)
       values ($1, $2, md5('bench-admin')::uuid, now() + interval '1 day', 'bench', '127.0.0.1')`,
      [id, createHash('sha256').update(secret).digest()],
    );
    return `bw_session=${id}.${secret}`;
  } finally {
    await client.end();
  }
}

export async function dropAdmin(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`delete from session where member_id = md5('bench-admin')::uuid`);
    await client.query(`delete from member where id = md5('bench-admin')::uuid`);
  } finally {
    await client.end();
  }
}

export async function measureAdminTable(databaseUrl, opt) {
  const cookie = await adminSession(databaseUrl);
  const app = await inProcessServer(databaseUrl, undefined, {
    COST_BUDGET_BURST: '1000000000',
    CLIENT_MAX_RUNNING: '1000',
  });
  const url = `${app.server.url}/graphql`;
  const runs = Math.max(20, Math.round(opt.reads / 4));
  const out = { runs, cases: {} };
  try {
    for (const [name, variables] of Object.entries(ADMIN_TABLE_CASES)) {
      const times = [];
      let rows = 0;
      await gql(url, QUERY, { first: 20, ...variables }, { cookie }); // warm the plan and the cache
      for (let i = 0; i < runs; i++) {
        const started = nowMs();
        const data = await gql(url, QUERY, { first: 20, ...variables }, { cookie });
        times.push(nowMs() - started);
        rows = data.adminWires.edges.length;
        out.cases[name] = {
          total: data.adminWires.totalCount,
          estimate: data.adminWires.totalCountIsEstimate,
        };
      }
      const s = summary(times);
      out.cases[name] = { ...out.cases[name], rows, p50: s.p50, p99: s.p99 };
    }
  } finally {
    await stopAll();
    await dropAdmin(databaseUrl).catch(() => {});
  }
  return out;
}
