#!/usr/bin/env node
// `npm run bench`: seeds bw_bench (once), then measures the real server against bare baselines
// and prints a table; raw numbers go to bench/results/latest.json. See docs/BENCHMARK.md.
//
// Flags: --reseed  --embedded  --requests=2000  --concurrency=16  --subscribers=1000,5000
//        --rounds=3 (fan-out events per size)  --posts=40 (cross-process, per side)
//        --only=throughput,sql,fanout,cross
import { spawnSync, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BOARD_SUBSCRIPTION,
  POST_WIRE,
  WIREBOARD_QUERY,
  WIREBOARD_QUERY_BARE,
  assertServerBuilt,
  benchDir,
  distUrl,
  log,
  nowMs,
  postWireInput,
  sleep,
  summary,
  withTimeout,
} from './lib/common.mjs';
import { cleanUpRun, openBenchServer, posterSession, prepareBenchDatabase } from './lib/database.mjs';
import { runLoad } from './lib/load.mjs';
import { startChild } from './lib/child-ipc.mjs';
import { openSubscribers } from './lib/subscribers.mjs';
import { startBareServer } from './bare-server.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const opt = {
  reseed: Boolean(args.reseed),
  embedded: Boolean(args.embedded),
  requests: Number(args.requests ?? 2000),
  concurrency: Number(args.concurrency ?? 16),
  subscribers: String(args.subscribers ?? '1000,5000')
    .split(',')
    .map(Number)
    .filter((n) => n > 0),
  rounds: Number(args.rounds ?? 3),
  posts: Number(args.posts ?? 40),
  only: args.only ? String(args.only).split(',') : ['throughput', 'sql', 'fanout', 'cross'],
};
const HARD_LIMIT_MS = 30 * 60 * 1000;

// ---- file descriptors: each side of the fan-out holds one socket per subscriber ----------------
function fdLimits() {
  const soft = Number(execFileSync('sh', ['-c', 'ulimit -Sn']).toString().trim()) || 1024;
  const hardRaw = execFileSync('sh', ['-c', 'ulimit -Hn']).toString().trim();
  return { soft, hard: hardRaw === 'unlimited' ? Infinity : Number(hardRaw) };
}
const fdNeeded = Math.max(0, ...opt.subscribers) + 500;
let fds = fdLimits();
if (fds.soft < fdNeeded && fds.hard > fds.soft && !process.env.BENCH_FD_RAISED) {
  // raise the soft limit for this run only: re-run this script under a shell that raised it
  const target = Number.isFinite(fds.hard) ? fds.hard : fdNeeded;
  const r = spawnSync(
    'sh',
    ['-c', `ulimit -n ${target} && exec "$@"`, 'sh', process.execPath, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, BENCH_FD_RAISED: '1' },
    },
  );
  process.exit(r.status ?? 1);
}

// ---- bookkeeping: everything started is stopped in `finally` (or by the hard limit) ------------
const stoppers = [];
const track = (stop) => {
  stoppers.push(stop);
  return stop;
};
async function stopAll() {
  while (stoppers.length)
    await stoppers
      .pop()()
      .catch(() => {});
}
const hardTimer = setTimeout(() => {
  console.error(`bench: still running after ${HARD_LIMIT_MS / 60000} min; stopping`);
  void stopAll().finally(() => process.exit(2));
}, HARD_LIMIT_MS);
hardTimer.unref();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));

// ---- helpers ------------------------------------------------------------------------------------
async function gql(url, query, variables, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors?.length) throw new Error(`GraphQL error: ${JSON.stringify(body.errors).slice(0, 400)}`);
  return body.data;
}

let postSeq = 0;
const postReal = (baseUrl, cookie) =>
  gql(`${baseUrl}/graphql`, POST_WIRE, { input: postWireInput(`Bench post ${++postSeq}`) }, { cookie }).then(
    (d) => d.postWire.id,
  );
const postPlain = (baseUrl) =>
  fetch(`${baseUrl}/post`, { method: 'POST' })
    .then((r) => r.json())
    .then((d) => d.data.postWire.id);

async function waitForSubscribers(child, count, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let n = 0;
  while (Date.now() < deadline) {
    n = await child.ask('subscribers');
    if (n >= count) return n;
    await sleep(100);
  }
  return n;
}

const round2 = (v) => (v == null ? null : Math.round(v * 100) / 100);
const rawMs = (values) => values.map(round2);

// ---- 1. throughput ------------------------------------------------------------------------------
async function inProcessServer(databaseUrl, onQuery) {
  const { loadConfig } = await import(distUrl('app/config.js'));
  const { logger } = await import(distUrl('app/logger.js'));
  const { boot } = await import(distUrl('app/boot.js'));
  const saved = { ...process.env };
  Object.assign(process.env, {
    DATABASE_URL: databaseUrl,
    SEED: 'false',
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    POST_WIRE_LIMIT_PER_MEMBER: '1000000',
  });
  let config;
  try {
    config = loadConfig();
  } finally {
    process.env = saved;
  }
  const app = await boot(config, logger, { migrate: false, onQuery });
  track(() => app.stop());
  return app;
}

async function measureThroughput(databaseUrl) {
  const app = await inProcessServer(databaseUrl);
  const bare = await startBareServer(databaseUrl);
  track(() => bare.close());
  const targets = {
    server: { url: `${app.server.url}/graphql`, query: WIREBOARD_QUERY },
    bare: { url: bare.url, query: WIREBOARD_QUERY_BARE },
  };
  // same answer from both (the first page, ids in order)
  const a = await gql(targets.server.url, targets.server.query, { first: 20 });
  const b = await gql(targets.bare.url, targets.bare.query, { first: 20 });
  const ids = (d) => d.wireboard.edges.map((e) => e.node.id).join(',');
  const sameAnswer = ids(a) === ids(b) && a.wireboard.totalCount === b.wireboard.totalCount;
  if (!sameAnswer) log('warning: the server and the bare handler answer differently');

  const warmup = Math.min(400, opt.requests);
  for (const t of Object.values(targets))
    await runLoad({ ...t, variables: { first: 20 }, requests: warmup, concurrency: opt.concurrency });
  // alternate the two in two halves each, so drift (autovacuum, JIT, caches) hits both alike
  const runs = { server: [], bare: [] };
  const halves = [Math.ceil(opt.requests / 2), Math.floor(opt.requests / 2)];
  for (const n of halves)
    for (const [name, t] of Object.entries(targets)) {
      const r = await runLoad({ ...t, variables: { first: 20 }, requests: n, concurrency: opt.concurrency });
      if (r.errors) log(`${name}: ${r.errors} failed requests, e.g. ${r.errorSample}`);
      runs[name].push(r);
    }
  const combine = (list) => {
    const latencies = list.flatMap((r) => r.latencies);
    const wallMs = list.reduce((s, r) => s + r.wallMs, 0);
    return {
      requests: list.reduce((s, r) => s + r.requests, 0),
      errors: list.reduce((s, r) => s + r.errors, 0),
      concurrency: opt.concurrency,
      wallMs,
      throughput: Math.round((latencies.length / wallMs) * 10000) / 10,
      latencyMs: summary(latencies),
      rawLatencyMs: rawMs(latencies),
    };
  };
  const server = combine(runs.server);
  const bareResult = combine(runs.bare);
  await stopAll();
  return {
    sameAnswer,
    warmup,
    server,
    bare: bareResult,
    ratio: round2(server.throughput / bareResult.throughput),
  };
}

// ---- 2. SQL statements per request --------------------------------------------------------------
async function measureStatements(databaseUrl) {
  let counting = false;
  let statements = [];
  const app = await inProcessServer(databaseUrl, (message) => {
    // housekeeping's periodic statements are not the request's (as in tests/api/wire.test.ts)
    if (counting && !/EXPIRED|delete from/i.test(message)) statements.push(message);
  });
  const url = `${app.server.url}/graphql`;
  const withOwner = WIREBOARD_QUERY.replace('responseCount', 'responseCount ownerName isMine');
  const variants = { WireboardList: WIREBOARD_QUERY, 'WireboardList + ownerName, isMine': withOwner };
  const out = {};
  for (const [name, query] of Object.entries(variants)) {
    out[name] = {};
    for (const first of [5, 50]) {
      const counts = [];
      for (let i = 0; i < 3; i++) {
        statements = [];
        counting = true;
        await gql(url, query, { first });
        counting = false;
        counts.push(statements.length);
      }
      out[name][first] = { counts, statements: statements.map((s) => s.replace(/\s+/g, ' ').slice(0, 160)) };
    }
  }
  await stopAll();
  return out;
}

// ---- 3. fan-out ---------------------------------------------------------------------------------
async function fanOut(kind, count, databaseUrl, cookie) {
  const script = path.join(benchDir, kind === 'server' ? 'server-child.mjs' : 'plain-ws-child.mjs');
  const child = await startChild(script, {
    DATABASE_URL: databaseUrl,
    SEED: 'false',
    LOG_LEVEL: 'fatal',
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    POST_WIRE_LIMIT_PER_MEMBER: '1000000',
  });
  const stopChild = track(() => child.stop());
  try {
    await sleep(500);
    const before = await child.ask('memory');
    const started = Date.now();
    const subs = await openSubscribers(`ws://127.0.0.1:${child.port}/graphql`, BOARD_SUBSCRIPTION, count);
    track(() => subs.close());
    const live = await waitForSubscribers(child, count);
    const connectMs = Date.now() - started;
    await sleep(500);
    const after = await child.ask('memory');
    const post = () => (kind === 'server' ? postReal(child.url, cookie) : postPlain(child.url));
    const rounds = [];
    for (let r = 0; r <= opt.rounds; r++) {
      const t0 = nowMs();
      const got = await subs.waitFor(post(), t0);
      const s = summary(got.latencies);
      if (r > 0) rounds.push({ ...got, summary: s }); // round 0 warms up
      log(
        `  ${kind} ${count}: event ${r === 0 ? 'warm-up' : r}: ${got.delivered}/${count} delivered${got.errorPayloads ? ` (${got.errorPayloads} error payloads)` : ''}, p50 ${s.p50} ms, p99 ${s.p99} ms, last ${s.max} ms${got.timedOut ? ' (TIMED OUT)' : ''}`,
      );
      await sleep(1000);
    }
    const afterEvents = await child.ask('memory');
    const all = rounds.flatMap((r) => r.latencies);
    const perSub = (key) => Math.round(((after[key] - before[key]) / count / 1024) * 100) / 100;
    return {
      subscribers: count,
      live,
      connectMs,
      errors: subs.errors,
      memory: {
        before,
        after,
        afterEvents,
        rssKBPerSubscriber: perSub('rss'),
        heapKBPerSubscriber: perSub('heapUsed'),
      },
      rounds: rounds.map((r) => ({
        delivered: r.delivered,
        errorPayloads: r.errorPayloads,
        incomplete: r.timedOut,
        ...r.summary,
      })),
      minDelivered: Math.min(...rounds.map((r) => r.delivered)),
      latencyMs: summary(all),
      rawLatencyMs: rounds.map((r) => rawMs(r.latencies)),
    };
  } finally {
    await stopAll(); // sockets, then the child
    void stopChild;
  }
}

async function measureFanOut(databaseUrl, cookie) {
  const out = { requested: opt.subscribers, fdSoftLimit: fds.soft, notes: [], sizes: {} };
  for (const count of opt.subscribers) {
    if (count + 300 > fds.soft) {
      out.notes.push(`${count} subscribers skipped: the open-file limit is ${fds.soft}`);
      continue;
    }
    const size = {};
    for (const kind of ['server', 'plain']) {
      log(`fan-out: ${count} subscribers on the ${kind === 'server' ? 'real server' : 'plain graphql-ws'} …`);
      try {
        size[kind] = await fanOut(kind, count, databaseUrl, cookie);
      } catch (error) {
        size[kind] = { error: String(error?.message ?? error) };
        out.notes.push(`${kind} at ${count}: ${size[kind].error}`);
        log(`  failed: ${size[kind].error}`);
      }
    }
    const s = size.server?.latencyMs?.p99;
    const p = size.plain?.latencyMs?.p99;
    size.p99Ratio = s != null && p ? round2(s / p) : null;
    out.sizes[count] = size;
  }
  return out;
}

// ---- 4. cross-process event latency ---------------------------------------------------------------
async function measureCrossProcess(databaseUrl, cookie) {
  const env = {
    DATABASE_URL: databaseUrl,
    SEED: 'false',
    LOG_LEVEL: 'fatal',
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    POST_WIRE_LIMIT_PER_MEMBER: '1000000',
  };
  const [a, b] = await Promise.all([
    startChild(path.join(benchDir, 'server-child.mjs'), env),
    startChild(path.join(benchDir, 'server-child.mjs'), env),
  ]);
  track(() => a.stop());
  track(() => b.stop());
  try {
    const subs = await openSubscribers(`ws://127.0.0.1:${a.port}/graphql`, BOARD_SUBSCRIPTION, 1);
    track(() => subs.close());
    await waitForSubscribers(a, 1);
    const samples = { sameProcess: [], otherProcess: [] };
    const warmup = 5;
    for (let i = 0; i < warmup + opt.posts; i++) {
      for (const [name, target] of [
        ['sameProcess', a],
        ['otherProcess', b],
      ]) {
        const t0 = nowMs();
        const got = await subs.waitFor(postReal(target.url, cookie), t0, 10_000);
        if (i >= warmup && got.latencies.length) samples[name].push(got.latencies[0]);
        await sleep(20);
      }
    }
    const same = summary(samples.sameProcess);
    const other = summary(samples.otherProcess);
    return {
      posts: opt.posts,
      warmup,
      sameProcess: same,
      otherProcess: other,
      addedP50Ms: round2(other.p50 - same.p50),
      addedP99Ms: round2(other.p99 - same.p99),
      raw: { sameProcess: rawMs(samples.sameProcess), otherProcess: rawMs(samples.otherProcess) },
    };
  } finally {
    await stopAll();
  }
}

// ---- the run ------------------------------------------------------------------------------------
const runStarted = Date.now();
const results = {
  date: new Date().toISOString(),
  machine: {
    nproc: os.availableParallelism?.() ?? os.cpus().length,
    cpu: os.cpus()[0]?.model ?? null,
    totalMemMB: Math.round(os.totalmem() / 1048576),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    fdLimit: fds,
  },
  options: opt,
};
let dbServer = null;
let benchUrl = null;
let exitCode = 0;
try {
  assertServerBuilt();
  // the in-process servers log nothing below fatal (read by the logger when first imported)
  process.env.LOG_LEVEL = 'fatal';
  dbServer = await openBenchServer({ forceEmbedded: opt.embedded });
  track(() => dbServer.stop());
  log(`PostgreSQL: ${dbServer.source}`);
  const prepared = await withTimeout(
    prepareBenchDatabase(dbServer.serverUrl, { reseed: opt.reseed }),
    10 * 60_000,
    'seeding',
  );
  benchUrl = prepared.url;
  results.database = {
    source: dbServer.source,
    name: new URL(benchUrl).pathname.slice(1),
    seedSeconds: prepared.seedSeconds,
    counts: prepared.counts,
    postgres: null,
  };
  const cookie = await posterSession(benchUrl);
  // stopAll() in each part must not stop the database: keep it out of the list until the end
  stoppers.length = 0;

  if (opt.only.includes('throughput')) {
    log(
      `1. wireboard throughput: ${opt.requests} requests, concurrency ${opt.concurrency}, server vs bare graphql-js + pg …`,
    );
    results.throughput = await measureThroughput(benchUrl);
    log(
      `   server ${results.throughput.server.throughput} req/s, bare ${results.throughput.bare.throughput} req/s`,
    );
  }
  if (opt.only.includes('sql')) {
    log('2. SQL statements per wireboard request at 5 and 50 items …');
    results.statements = await measureStatements(benchUrl);
  }
  if (opt.only.includes('fanout')) {
    log(`3. fan-out to ${opt.subscribers.join(' and ')} subscribers …`);
    results.fanOut = await measureFanOut(benchUrl, cookie);
  }
  if (opt.only.includes('cross')) {
    log(`4. cross-process event latency: ${opt.posts} posts on each side …`);
    results.crossProcess = await measureCrossProcess(benchUrl, cookie);
  }
} catch (error) {
  exitCode = 1;
  results.error = String(error?.stack ?? error);
  console.error(error);
} finally {
  await stopAll();
  if (benchUrl) await cleanUpRun(benchUrl).catch(() => {});
  await dbServer?.stop().catch(() => {});
}
results.durationSeconds = Math.round((Date.now() - runStarted) / 1000);

// ---- the table ----------------------------------------------------------------------------------
const rows = [];
const row = (figure, value, goal, met) => rows.push({ figure, value, goal, met });
const yes = (b) => (b == null ? '—' : b ? 'yes' : 'NO');
if (results.throughput) {
  const t = results.throughput;
  row(
    'wireboard page (20): server req/s, p50/p99 ms',
    `${t.server.throughput}, ${t.server.latencyMs.p50}/${t.server.latencyMs.p99}`,
    '',
    null,
  );
  row(
    'wireboard page (20): bare graphql-js+pg req/s, p50/p99 ms',
    `${t.bare.throughput}, ${t.bare.latencyMs.p50}/${t.bare.latencyMs.p99}`,
    '',
    null,
  );
  row('wireboard throughput ratio server / bare', t.ratio, '≥ 0.6', t.ratio >= 0.6);
}
if (results.statements) {
  for (const [name, v] of Object.entries(results.statements)) {
    const five = Math.max(...v[5].counts);
    const fifty = Math.max(...v[50].counts);
    row(
      `SQL statements per request, 5 / 50 items (${name})`,
      `${five} / ${fifty}`,
      'equal, ≤ 3',
      five === fifty && fifty <= 3,
    );
  }
}
if (results.fanOut) {
  for (const [count, size] of Object.entries(results.fanOut.sizes)) {
    const s = size.server?.latencyMs;
    const p = size.plain?.latencyMs;
    row(
      `fan-out ${count}: server p50/p99 ms`,
      s ? `${s.p50}/${s.p99}` : (size.server?.error ?? '—'),
      '',
      null,
    );
    row(
      `fan-out ${count}: plain graphql-ws p50/p99 ms`,
      p ? `${p.p50}/${p.p99}` : (size.plain?.error ?? '—'),
      '',
      null,
    );
    for (const [kind, r] of [
      ['server', size.server],
      ['plain', size.plain],
    ])
      if (r?.minDelivered != null)
        row(
          `fan-out ${count}: ${kind} subscribers reached (worst event)`,
          `${r.minDelivered}/${count}`,
          'all',
          r.minDelivered === Number(count),
        );
    row(
      `fan-out ${count}: p99 ratio server / plain`,
      size.p99Ratio ?? '—',
      '≤ 0.5',
      size.p99Ratio == null ? null : size.p99Ratio <= 0.5,
    );
    const m = size.server?.memory;
    if (m)
      row(
        `memory per subscriber at ${count}, server: RSS (heap) KB`,
        `${m.rssKBPerSubscriber} (${m.heapKBPerSubscriber})`,
        '≤ 15 KB',
        m.rssKBPerSubscriber <= 15,
      );
    const pm = size.plain?.memory;
    if (pm)
      row(
        `memory per subscriber at ${count}, plain: RSS (heap) KB`,
        `${pm.rssKBPerSubscriber} (${pm.heapKBPerSubscriber})`,
        '',
        null,
      );
  }
  for (const note of results.fanOut.notes) row(`fan-out note: ${note}`, '', '', null);
}
if (results.crossProcess) {
  const c = results.crossProcess;
  row(
    'event delivery, post on A (same process) p50/p99 ms',
    `${c.sameProcess.p50}/${c.sameProcess.p99}`,
    '',
    null,
  );
  row(
    'event delivery, post on B (other process) p50/p99 ms',
    `${c.otherProcess.p50}/${c.otherProcess.p99}`,
    '',
    null,
  );
  row('added cross-process latency p99 ms', c.addedP99Ms, '≤ 5 ms', c.addedP99Ms <= 5);
}
results.table = rows.map((r) => ({ ...r, met: r.met == null ? null : r.met }));

const widths = [0, 0, 0];
const cells = rows.map((r) => [r.figure, String(r.value), r.goal, yes(r.met)]);
for (const c of [['figure', 'value', 'goal', 'met?'], ...cells])
  for (let i = 0; i < 3; i++) widths[i] = Math.max(widths[i], c[i].length);
const line = (c) =>
  `${c[0].padEnd(widths[0])}  ${c[1].padEnd(widths[1])}  ${c[2].padEnd(widths[2])}  ${c[3]}`;
console.log(
  `\nBuildWire benchmark — ${results.date}, node ${process.version}, ${results.machine.nproc} CPUs, ${results.durationSeconds} s`,
);
console.log(line(['figure', 'value', 'goal', 'met?']));
console.log('-'.repeat(widths[0] + widths[1] + widths[2] + 12));
for (const c of cells) console.log(line(c));

const outDir = path.join(benchDir, 'results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'latest.json'), JSON.stringify(results, null, 1) + '\n');
console.log(`\nraw numbers: ${path.relative(process.cwd(), path.join(outDir, 'latest.json'))}`);
clearTimeout(hardTimer);
process.exit(exitCode);
