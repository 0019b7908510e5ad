// Figure 1b: the main thread's CPU time per wireboard request, the real server (in-process)
// against the bare graphql-js + pg handler, under figure 1's load (closed loop from a worker
// thread). Read from /proc/self/task/<pid>/stat (the main thread alone: the load worker and
// libuv's pool are other tasks), so time spent waiting for a core does not count: on a shared
// machine this compares better than req/s. BENCH_CPU_PROFILE=<dir> also writes a .cpuprofile of
// each side's measured windows (node:inspector; the profiler adds its own cost to the figure).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { log, round2, serverDist } from '../common.mjs';
import { runLoad } from '../load.mjs';
import { stopAll } from '../stoppers.mjs';
import { startBoardPair } from './throughput.mjs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** The main thread's user + system CPU time so far, in ms (fields 14 and 15 of its stat). */
export function mainThreadCpuMs() {
  const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  // the command name (field 2) may hold spaces: count fields after its closing parenthesis
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Runs `load` and returns it with the main thread's CPU time it cost. */
async function measured(load) {
  const cpuBefore = mainThreadCpuMs();
  const r = await load();
  return { ...r, cpuMs: mainThreadCpuMs() - cpuBefore };
}

async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  return session;
}

export async function measureCpu(databaseUrl, { requests, concurrency, cpuRounds = 2 }) {
  const started = new Date().toISOString();
  const loadBefore = os.loadavg();
  const { targets } = await startBoardPair(databaseUrl);

  // more than figure 1's 400: the server's first thousand requests still cost more (JIT)
  const warmup = Math.min(1000, requests);
  for (const t of Object.values(targets))
    await runLoad({ ...t, variables: { first: 20 }, requests: warmup, concurrency });

  const profileDir = process.env.BENCH_CPU_PROFILE;
  const sessions = {};
  // rounds alternate the two, so drift (autovacuum, JIT, the other helpers' load) hits both alike
  const runs = { server: [], bare: [] };
  const perRound = Math.ceil(requests / cpuRounds);
  for (let round = 0; round < cpuRounds; round++)
    for (const [name, t] of Object.entries(targets)) {
      if (profileDir) {
        sessions[name] ??= await startProfile();
        await sessions[name].post('Profiler.start');
      }
      const r = await measured(() =>
        runLoad({ ...t, variables: { first: 20 }, requests: perRound, concurrency }),
      );
      if (profileDir) {
        const { profile } = await sessions[name].post('Profiler.stop');
        fs.mkdirSync(profileDir, { recursive: true });
        fs.writeFileSync(path.join(profileDir, `${name}-${round}.cpuprofile`), JSON.stringify(profile));
      }
      if (r.errors) log(`${name}: ${r.errors} failed requests, e.g. ${r.errorSample}`);
      runs[name].push(r);
    }
  for (const session of Object.values(sessions)) session.disconnect();
  const side = (list) => {
    const ok = list.reduce((s, r) => s + r.ok, 0);
    const cpuMs = list.reduce((s, r) => s + r.cpuMs, 0);
    const wallMs = list.reduce((s, r) => s + r.wallMs, 0);
    return {
      requests: ok,
      errors: list.reduce((s, r) => s + r.errors, 0),
      cpuMsPerRequest: Math.round((cpuMs / ok) * 1000) / 1000,
      perRound: list.map((r) => Math.round((r.cpuMs / r.ok) * 1000) / 1000),
      throughput: Math.round((ok / wallMs) * 10000) / 10,
    };
  };
  const server = side(runs.server);
  const bareSide = side(runs.bare);
  await stopAll();
  return {
    started,
    loadAverage: { before: loadBefore.map(round2), after: os.loadavg().map(round2) },
    serverDist,
    warmup,
    rounds: cpuRounds,
    server,
    bare: bareSide,
    /** What the throughput ratio would be if both were bound by their main thread's CPU alone. */
    cpuRatio: round2(bareSide.cpuMsPerRequest / server.cpuMsPerRequest),
    ratio: round2(server.throughput / bareSide.throughput),
  };
}
