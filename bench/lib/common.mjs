// Shared helpers of the benchmark: paths, statistics, small async utilities.
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(benchDir, '..');
/** The compiled server: server/dist, or BENCH_SERVER_DIST (e.g. a copy of the base's build, to compare). */
export const serverDist = process.env.BENCH_SERVER_DIST
  ? path.resolve(process.env.BENCH_SERVER_DIST)
  : path.join(repoRoot, 'server/dist');
export const distUrl = (rel) => new URL(`file://${path.join(serverDist, rel)}`).href;

export function assertServerBuilt() {
  if (!fs.existsSync(path.join(serverDist, 'app/boot.js'))) {
    throw new Error('server/dist is missing: run `npm run build -w server` first');
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rejects after `ms` with `what` in the message; the timer never keeps the process alive. */
export function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${what}`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Nearest-rank percentile of a list of numbers (not sorted in place). */
export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function summary(values) {
  if (!values.length) return { n: 0 };
  const round = (v) => (v == null ? null : Math.round(v * 1000) / 1000);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return {
    n: values.length,
    min: round(Math.min(...values)),
    p50: round(percentile(values, 50)),
    p90: round(percentile(values, 90)),
    p99: round(percentile(values, 99)),
    max: round(values.reduce((a, b) => Math.max(a, b), -Infinity)),
    mean: round(mean),
  };
}

export const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

export const round2 = (v) => (v == null ? null : Math.round(v * 100) / 100);

/** The machine's CPU time so far, all CPUs (Linux's /proc/stat, in clock ticks): idle and in all. */
function cpuTicks() {
  const fields = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n', 1)[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  // user nice system idle iowait irq softirq steal (guest time is counted in user already)
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  return { idle: idle + iowait, total: user + nice + system + idle + iowait + irq + softirq + steal };
}

/**
 * Waits until the machine's CPUs were at least `idleShare` idle over a second (at most `maxMs`),
 * so that what another process still does (PostgreSQL's autovacuum after a seed, the baseline's
 * processes exiting) does not land in a figure. Resolves with how long it waited and the idle
 * share of its last second (null where there is no /proc/stat).
 */
export async function quietMachine({ idleShare = 0.85, maxMs = 30_000 } = {}) {
  if (!fs.existsSync('/proc/stat')) return { waitedMs: 0, idle: null };
  const started = Date.now();
  let before = cpuTicks();
  for (;;) {
    await sleep(1000);
    const after = cpuTicks();
    const idle = (after.idle - before.idle) / Math.max(1, after.total - before.total);
    if (idle >= idleShare || Date.now() - started >= maxMs)
      return { waitedMs: Date.now() - started, idle: round2(idle) };
    before = after;
  }
}
/** Raw latencies for results/latest.json, to 0.01 ms. */
export const rawMs = (values) => values.map(round2);

/** The environment every server the bench boots gets (in-process or as a child). */
export const serverEnv = (databaseUrl) => ({
  DATABASE_URL: databaseUrl,
  SEED: 'false',
  LOG_LEVEL: 'fatal',
  PORT: '0',
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  // the bench's documents are its own texts (a signed-in poster and admin among them), not the
  // client's build: production's enforced allowlist would refuse them
  PERSISTED_QUERIES: 'allow',
  POST_WIRE_LIMIT_PER_MEMBER: '1000000',
  // the load of figures 1–4 is one client; figure 5 (fairness) runs with the real per-client limits
  COST_BUDGET_BURST: '1000000000',
  CLIENT_MAX_RUNNING: '1000',
});

/** The compiled server's config, logger and boot (server/dist/common, server/dist/app). */
export async function importServer() {
  const { loadConfig } = await import(distUrl('common/config.js'));
  const { logger } = await import(distUrl('common/logger.js'));
  const { boot } = await import(distUrl('app/boot.js'));
  return { loadConfig, logger, boot };
}

export function log(...args) {
  const t = new Date().toISOString().slice(11, 19);
  console.log(`[bench ${t}]`, ...args);
}

/** The wireboard page the client's WireboardList query asks for (WireCardFields). */
export const WIRE_CARD_FIELDS = `id kind title status location { label lat lng } budget { min max currency } neededBy createdAt responseCount`;
/** The client's WireboardList query; `withFilter: false` for a schema without WireboardFilter. */
const wireboardQuery = (
  withFilter,
) => `query WireboardList(${withFilter ? '$filter: WireboardFilter, ' : ''}$first: Int, $after: String) {
  wireboard(${withFilter ? 'filter: $filter, ' : ''}first: $first, after: $after) {
    edges { cursor node { ${WIRE_CARD_FIELDS} } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;
export const WIREBOARD_QUERY = wireboardQuery(true);
/** The bare handler's schema has no WireboardFilter input, so it gets the same query without it. */
export const WIREBOARD_QUERY_BARE = wireboardQuery(false);
export const BOARD_SUBSCRIPTION = `subscription WireboardEvents { wireboardEvents { type wire { ${WIRE_CARD_FIELDS} } } }`;
export const POST_WIRE = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;
export const postWireInput = (title) => ({
  kind: 'BUILDING_MATERIALS',
  title,
  location: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 },
  materials: { lines: [{ material: 'Cement', quantity: 40, unit: 'bags' }], deliveryNeeded: true },
});
