#!/usr/bin/env node
// `npm run bench`: seeds bw_bench (once), then measures the real server against bare baselines
// and prints a table; raw numbers go to bench/results/latest.json. See docs/BENCHMARK.md.
//
// Flags: --reseed  --embedded  --requests=8000  --concurrency=16  --subscribers=1000,5000,10000
//        --rounds=3 (fan-out events per size, after --warmup-events=3)  --posts=40 (cross-process, per side)
//        --reads=400 (admin table)  --fairness-seconds=30  --drivers=pg,nats,redis (cross, outbox)
//        --events=2000 (outbox)  --loads=5 (lcp, cold loads per page)
//        --scale-requests=1000 --scale-concurrency=4 (figure 7, per case and size)
//        --cpu-rounds=2 (figure 1b: server and bare handler alternately, --requests split over them)
//        --health-wires=250000 --health-days=180 (figure 11: the admin dashboard's database)
//        --only=throughput,cpu,sql,fanout,cross,fairness,admin,scale,outbox,processes,lcp,health
//
// The figures live in bench/lib/figures/, the table in bench/lib/report.mjs; this file parses the
// flags, prepares the database, runs the figures asked for and writes the results.
import './lib/production-env.mjs'; // first: before anything loads graphql-js
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertServerBuilt, benchDir, log, withTimeout } from './lib/common.mjs';
import { cleanUpRun, openBenchServer, posterSession, prepareBenchDatabase } from './lib/database.mjs';
import { measureAdminTable } from './lib/figures/admin-table.mjs';
import { measureBoardScale } from './lib/figures/board-scale.mjs';
import { measureCrossProcess } from './lib/figures/cross-process.mjs';
import { BUS_URLS, measureOutbox } from './lib/figures/outbox.mjs';
import { measureFairness } from './lib/figures/fairness.mjs';
import { measureFanOut } from './lib/figures/fanout.mjs';
import { measureProcesses } from './lib/figures/processes.mjs';
import { measureLcp } from './lib/figures/lcp.mjs';
import { measureMarketHealth } from './lib/figures/market-health.mjs';
import { measureStatements } from './lib/figures/statements.mjs';
import { measureThroughput } from './lib/figures/throughput.mjs';
import { measureCpu } from './lib/figures/cpu.mjs';
import { fdLimits, parseOptions } from './lib/options.mjs';
import { printTable, tableRows } from './lib/report.mjs';
import { forgetAll, stopAll, track } from './lib/stoppers.mjs';

const opt = parseOptions(process.argv.slice(2));
const HARD_LIMIT_MS = 30 * 60 * 1000;

// ---- file descriptors: each side of the fan-out holds one socket per subscriber ----------------
const fdNeeded = Math.max(0, ...opt.subscribers) + 500;
const fds = fdLimits();
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

// ---- everything started is stopped in `finally` (or by the hard limit, or on a signal) ---------
const hardTimer = setTimeout(() => {
  console.error(`bench: still running after ${HARD_LIMIT_MS / 60000} min; stopping`);
  void stopAll().finally(() => process.exit(2));
}, HARD_LIMIT_MS);
hardTimer.unref();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));

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
  forgetAll();

  if (opt.only.includes('throughput')) {
    log(
      `1. wireboard throughput: ${opt.requests} requests, concurrency ${opt.concurrency}, server vs bare graphql-js + pg …`,
    );
    results.throughput = await measureThroughput(benchUrl, opt);
    log(
      `   server ${results.throughput.server.throughput} req/s, bare ${results.throughput.bare.throughput} req/s`,
    );
  }
  if (opt.only.includes('cpu')) {
    log(
      `1b. main-thread CPU per wireboard request: ${opt.requests} requests each, concurrency ${opt.concurrency}, server vs bare …`,
    );
    results.cpu = await measureCpu(benchUrl, opt);
    log(
      `   server ${results.cpu.server.cpuMsPerRequest} ms (${results.cpu.server.perRound.join(', ')}), bare ${results.cpu.bare.cpuMsPerRequest} ms (${results.cpu.bare.perRound.join(', ')}); load ${results.cpu.loadAverage.before[0]} → ${results.cpu.loadAverage.after[0]}`,
    );
  }
  if (opt.only.includes('sql')) {
    log('2. SQL statements per wireboard request at 5 and 50 items …');
    results.statements = await measureStatements(benchUrl);
  }
  if (opt.only.includes('fanout')) {
    log(`3. fan-out to ${opt.subscribers.join(' and ')} subscribers …`);
    results.fanOut = await measureFanOut(benchUrl, opt, fds.soft);
    // the same with the other wake drivers (the server alone, up to 5k)
    results.fanOutByDriver = {};
    for (const driver of opt.drivers.filter((d) => d !== 'pg')) {
      log(`3c. fan-out, the server waking over ${driver} …`);
      const subscribers = opt.subscribers.filter((n) => n <= 5000);
      results.fanOutByDriver[driver] = await measureFanOut(benchUrl, { ...opt, subscribers }, fds.soft, {
        busUrl: BUS_URLS[driver],
        kinds: ['server'],
      });
    }
  }
  if (opt.only.includes('cross')) {
    log(`4. cross-process event latency: ${opt.posts} posts on each side …`);
    results.crossProcess = await measureCrossProcess(benchUrl, cookie, opt);
    results.crossProcessByDriver = {};
    for (const driver of opt.drivers.filter((d) => d !== 'pg')) {
      log(`4b. cross-process event latency, waking over ${driver} …`);
      results.crossProcessByDriver[driver] = await measureCrossProcess(
        benchUrl,
        cookie,
        opt,
        BUS_URLS[driver],
      );
    }
  }
  if (opt.only.includes('fairness')) {
    log(
      `5. fairness: a normal read's p99 while 5 clients send the dearest queries, ${opt.fairnessSeconds} s …`,
    );
    results.fairness = await measureFairness(benchUrl, opt);
  }
  if (opt.only.includes('admin')) {
    log('6. admin request table on the 100k-wire database: pages, sorts, filters …');
    results.adminTable = await measureAdminTable(benchUrl, opt);
  }
  if (opt.only.includes('scale')) {
    log('7. the first page at 10k and 1M wires, with and without totalCount (seeds them once) …');
    results.boardScale = await withTimeout(
      measureBoardScale(dbServer.serverUrl, opt),
      20 * 60_000,
      'figure 7',
    );
  }
  if (opt.only.includes('outbox')) {
    log(`8. events per second through the outbox: ${opt.events} events over ${opt.drivers.join(', ')} …`);
    results.outbox = await measureOutbox(benchUrl, opt);
  }
  if (opt.only.includes('processes')) {
    log(`9. wireboard throughput with 1 and 2 server processes (WORKERS), ${opt.requests} requests …`);
    results.processes = await measureProcesses(benchUrl, opt);
  }
  if (opt.only.includes('lcp')) {
    log(
      `10. first load of / and /wireboard in Chromium (4× CPU throttle, cold cache), ${opt.loads} loads each …`,
    );
    results.lcp = await measureLcp(benchUrl, opt);
  }
  if (opt.only.includes('health')) {
    log(`11. the admin dashboard (marketHealth) for 7, 30 and 90 days (seeds its database once) …`);
    results.marketHealth = await withTimeout(
      measureMarketHealth(dbServer.serverUrl, opt),
      20 * 60_000,
      'figure 11',
    );
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

const rows = tableRows(results);
results.table = rows.map((r) => ({ ...r, met: r.met == null ? null : r.met }));
printTable(results, rows);

const outDir = path.join(benchDir, 'results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'latest.json'), JSON.stringify(results, null, 1) + '\n');
console.log(`\nraw numbers: ${path.relative(process.cwd(), path.join(outDir, 'latest.json'))}`);
clearTimeout(hardTimer);
process.exit(exitCode);
