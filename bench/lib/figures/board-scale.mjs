// Figure 7: the wireboard's first page (and the admin request table's) at 10k and at 1M wires,
// with and without `totalCount`, for each filter the board offers: p99 at 1M ÷ p99 at 10k. The
// two databases are bw_bench_10k and bw_bench_1m (database.mjs SCALES: wires only, no responses).
import { WIRE_CARD_FIELDS, log, round2, summary } from '../common.mjs';
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
    // a server without the flag (an older build) is asked without it
    const data = await gql(url, withFlag, variables, headers).catch(() =>
      gql(url, query, variables, headers),
    );
    return { total: data[field].totalCount, estimate: data[field].totalCountIsEstimate ?? null };
  } catch (error) {
    return { total: null, estimate: null, error: String(error?.message ?? error).slice(0, 200) };
  }
}

/** The sizes of figure 7, in the order of SCALES ('10k', '1m'). */
const SIZES = Object.keys(SCALES);

/**
 * One case on both sizes, side by side: 20 warm-up requests on each, then `rounds` rounds that
 * each give both sizes a quarter of `requests` (their order alternating), the latencies pooled
 * per size. Whatever else the machine does at a moment then falls on both sizes, not on one: the
 * sizes used to be measured minutes apart (every 10k case, then every 1M case).
 */
async function measurePair(sides, query, variables, { requests, concurrency, headersOf, rounds = 4 }) {
  const load = (size, count) =>
    runLoad({
      url: sides[size].graphql,
      query,
      variables,
      requests: count,
      concurrency,
      headers: headersOf(size),
    });
  for (const size of SIZES) await load(size, Math.min(20, requests));
  const pooled = Object.fromEntries(SIZES.map((size) => [size, { latencies: [], wallMs: 0, errors: 0 }]));
  for (let round = 0; round < rounds; round++)
    for (const size of round % 2 ? [...SIZES].reverse() : SIZES) {
      const r = await load(size, Math.ceil(requests / rounds));
      if (r.errors) log(`   ${size}: ${r.errors} failed requests, e.g. ${r.errorSample}`);
      pooled[size].latencies.push(...r.latencies);
      pooled[size].wallMs += r.wallMs;
      pooled[size].errors += r.errors;
    }
  return Object.fromEntries(
    SIZES.map((size) => {
      const { latencies, wallMs, errors } = pooled[size];
      const { p50, p99 } = summary(latencies);
      return [size, { throughput: round2((latencies.length / wallMs) * 1000), p50, p99, errors }];
    }),
  );
}

/** Measures one case with and without `totalCount` on both sizes into `out[size][part][name]`. */
async function measureCaseOnBoth(out, sides, part, name, { field, queryOf, variables, load, headersOf }) {
  for (const size of SIZES)
    out[size][part][name] = await totalOf(
      sides[size].graphql,
      field,
      queryOf(true),
      variables,
      headersOf(size),
    );
  for (const [side, count] of [
    ['withCount', true],
    ['withoutCount', false],
  ]) {
    const bySize = await measurePair(sides, queryOf(count), variables, { ...load, headersOf });
    for (const size of SIZES) out[size][part][name][side] = bySize[size];
  }
}

const ratio = (big, small) => (big != null && small ? round2(big / small) : null);

export async function measureBoardScale(serverUrl, opt) {
  const sides = {};
  const out = {};
  try {
    // both sizes' servers run at once (in this process), each on its own database
    for (const [size, scale] of Object.entries(SCALES)) {
      const prepared = await prepareBenchDatabase(serverUrl, {
        name: scale.name,
        spec: scale.seed,
        reseed: false,
      });
      log(`   ${scale.name}: ${prepared.counts.wires} wires (${prepared.counts.open_wires} open) …`);
      const cookie = await adminSession(prepared.url);
      const app = await inProcessServer(prepared.url);
      sides[size] = { url: prepared.url, cookie, graphql: `${app.server.url}/graphql` };
      out[size] = { counts: prepared.counts, seedSeconds: prepared.seedSeconds, board: {}, admin: {} };
    }
    const load = { requests: opt.scaleRequests, concurrency: opt.scaleConcurrency };
    for (const [name, filter] of Object.entries(BOARD_CASES))
      await measureCaseOnBoth(out, sides, 'board', name, {
        field: 'wireboard',
        queryOf: boardQuery,
        variables: { filter, first: 20 },
        load,
        headersOf: () => undefined,
      });
    // the table one request at a time, as an admin reads it (figure 6): half the board's requests
    const adminLoad = { requests: Math.max(40, Math.round(opt.scaleRequests / 2)), concurrency: 1 };
    for (const [name, args] of Object.entries(ADMIN_CASES))
      await measureCaseOnBoth(out, sides, 'admin', name, {
        field: 'adminWires',
        queryOf: adminQuery,
        variables: { first: 20, ...args },
        load: adminLoad,
        headersOf: (size) => ({ cookie: sides[size].cookie }),
      });
  } finally {
    await stopAll();
    for (const side of Object.values(sides)) await dropAdmin(side.url).catch(() => {});
  }
  const ratios = {};
  for (const part of ['board', 'admin'])
    for (const name of Object.keys(out['10k'][part])) {
      const [small, big] = [out['10k'][part][name], out['1m'][part][name]];
      ratios[`${part}: ${name}`] = {
        withCount: ratio(big.withCount.p99, small.withCount.p99),
        withoutCount: ratio(big.withoutCount.p99, small.withoutCount.p99),
      };
    }
  return { requests: opt.scaleRequests, concurrency: opt.scaleConcurrency, sizes: out, ratios };
}
