// Figure 7: the wireboard's first page (and the admin request table's) at 10k and at 1M wires,
// with and without `totalCount`, for each filter the board offers: p99 at 1M ÷ p99 at 10k. The
// two databases are bw_bench_10k and bw_bench_1m (database.mjs SCALES: wires only, no responses).
import { WIRE_CARD_FIELDS, log, round2 } from '../common.mjs';
import { SCALES, prepareBenchDatabase } from '../database.mjs';
import { inProcessServer } from '../in-process.mjs';
import { runLoad } from '../load.mjs';
import { gql } from '../requests.mjs';
import { stopAll } from '../stoppers.mjs';
import { adminSession, dropAdmin } from './admin-table.mjs';

const boardQuery = (count) => `query WireboardList($filter: WireboardFilter, $first: Int, $after: String) {
  wireboard(filter: $filter, first: $first, after: $after) {
    edges { cursor node { ${WIRE_CARD_FIELDS} } }
    pageInfo { hasNextPage endCursor }${count ? '\n    totalCount' : ''}
  }
}`;
const adminQuery = (count) => `query T($filter: AdminWiresFilter, $orderBy: AdminWiresOrder, $first: Int) {
  adminWires(filter: $filter, orderBy: $orderBy, first: $first) {
    edges { node { id title kind status createdAt neededBy responseCount budget { min max currency } ownerName } }${count ? '\n    totalCount' : ''}
  }
}`;

/** The client's board filters (client/src/wire/wireboard-url.ts), on the seeded data. */
export const BOARD_CASES = {
  'no filter': {},
  'kind PROPERTY': { kinds: ['PROPERTY'] },
  'text "cement" (half)': { text: 'cement' },
  'text "wire 4242" (one)': { text: 'wire 4242' },
  'near (6.45, 3.95) 10 km': { near: { lat: 6.45, lng: 3.95, radiusKm: 10 } },
  'budget from 50,000': { budgetMin: '50000' },
  'budget up to 5,000': { budgetMax: '5000' },
  'property, near 50 km, budget from 20,000': {
    kinds: ['PROPERTY'],
    near: { lat: 6.45, lng: 3.95, radiusKm: 50 },
    budgetMin: '20000',
  },
};

const DAY_AGO = new Date(Date.now() - 86_400_000).toISOString();
export const ADMIN_CASES = {
  'page 1 (newest first)': {},
  'status CLOSED': { filter: { statuses: ['CLOSED'] } },
  'kind PROPERTY, sort BUDGET desc': {
    filter: { kind: 'PROPERTY' },
    orderBy: { field: 'BUDGET', direction: 'DESC' },
  },
  'text "cement"': { filter: { text: 'cement' } },
  'created in the last day': { filter: { createdFrom: DAY_AGO } },
};

/** What the total says for one case (with its estimate flag when the schema has it). */
async function totalOf(url, field, query, variables, headers) {
  const withFlag = query.replace('totalCount', 'totalCount totalCountIsEstimate');
  try {
    // a server without the flag (before issue 14) is asked without it
    const data = await gql(url, withFlag, variables, headers).catch(() =>
      gql(url, query, variables, headers),
    );
    return { total: data[field].totalCount, estimate: data[field].totalCountIsEstimate ?? null };
  } catch (error) {
    return { total: null, estimate: null, error: String(error?.message ?? error).slice(0, 200) };
  }
}

async function measureCase(url, query, variables, { requests, concurrency, headers }) {
  await runLoad({ url, query, variables, requests: Math.min(20, requests), concurrency, headers });
  const r = await runLoad({ url, query, variables, requests, concurrency, headers });
  if (r.errors) log(`   ${r.errors} failed requests, e.g. ${r.errorSample}`);
  return { throughput: r.throughput, p50: r.latencyMs.p50, p99: r.latencyMs.p99, errors: r.errors };
}

async function measureSize(url, opt) {
  const cookie = await adminSession(url);
  const app = await inProcessServer(url);
  const graphql = `${app.server.url}/graphql`;
  const out = { board: {}, admin: {} };
  const load = { requests: opt.scaleRequests, concurrency: opt.scaleConcurrency };
  try {
    for (const [name, filter] of Object.entries(BOARD_CASES)) {
      const variables = { filter, first: 20 };
      out.board[name] = {
        ...(await totalOf(graphql, 'wireboard', boardQuery(true), variables)),
        withCount: await measureCase(graphql, boardQuery(true), variables, load),
        withoutCount: await measureCase(graphql, boardQuery(false), variables, load),
      };
    }
    // the table one request at a time, as an admin reads it (figure 6)
    const adminLoad = { requests: Math.max(20, Math.round(opt.scaleRequests / 4)), concurrency: 1 };
    const headers = { cookie };
    for (const [name, args] of Object.entries(ADMIN_CASES)) {
      const variables = { first: 20, ...args };
      out.admin[name] = {
        ...(await totalOf(graphql, 'adminWires', adminQuery(true), variables, headers)),
        withCount: await measureCase(graphql, adminQuery(true), variables, { ...adminLoad, headers }),
        withoutCount: await measureCase(graphql, adminQuery(false), variables, { ...adminLoad, headers }),
      };
    }
  } finally {
    await stopAll();
    await dropAdmin(url).catch(() => {});
  }
  return out;
}

const ratio = (big, small) => (big != null && small ? round2(big / small) : null);

export async function measureBoardScale(serverUrl, opt) {
  const sizes = {};
  for (const [key, scale] of Object.entries(SCALES)) {
    const prepared = await prepareBenchDatabase(serverUrl, {
      name: scale.name,
      spec: scale.seed,
      reseed: false,
    });
    log(`   ${scale.name}: ${prepared.counts.wires} wires (${prepared.counts.open_wires} open) …`);
    sizes[key] = {
      counts: prepared.counts,
      seedSeconds: prepared.seedSeconds,
      ...(await measureSize(prepared.url, opt)),
    };
  }
  const ratios = {};
  for (const part of ['board', 'admin'])
    for (const name of Object.keys(sizes['10k'][part])) {
      const [small, big] = [sizes['10k'][part][name], sizes['1m'][part][name]];
      ratios[`${part}: ${name}`] = {
        withCount: ratio(big.withCount.p99, small.withCount.p99),
        withoutCount: ratio(big.withoutCount.p99, small.withoutCount.p99),
      };
    }
  return { requests: opt.scaleRequests, concurrency: opt.scaleConcurrency, sizes, ratios };
}
