// Figure 9: wireboard throughput with 1 and with 2 server processes on one port
// (WORKERS=N, node:cluster): the built server started as `npm start` would (server/dist/app/main.js),
// the same closed-loop load from a worker thread as figure 1. Needs more than one core to show a gain.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { WIREBOARD_QUERY, log, repoRoot, round2, serverDist, serverEnv, sleep } from '../common.mjs';
import { runLoad } from '../load.mjs';
import { track } from '../stoppers.mjs';

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Starts `main.js` with `workers` processes; resolves once every worker reports in /metrics. */
async function startCluster(databaseUrl, workers) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(serverDist, 'app/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...serverEnv(databaseUrl),
      PORT: String(port),
      WORKERS: String(workers),
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
  };
  track(stop);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr.slice(-2000)}`);
    try {
      const text = await (await fetch(`${url}/metrics`)).text();
      if (new RegExp(`^buildwire_processes ${workers}$`, 'm').test(text)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no ${workers} workers after 120 s: ${stderr.slice(-2000)}`);
    await sleep(250);
  }
  return { url: `${url}/graphql`, stop };
}

export async function measureProcesses(databaseUrl, { requests, concurrency }) {
  const result = {};
  for (const workers of [1, 2]) {
    const cluster = await startCluster(databaseUrl, workers);
    try {
      const target = { url: cluster.url, query: WIREBOARD_QUERY, variables: { first: 20 }, concurrency };
      await runLoad({ ...target, requests: Math.min(400, requests) });
      const r = await runLoad({ ...target, requests });
      if (r.errors) log(`${workers} process(es): ${r.errors} failed requests, e.g. ${r.errorSample}`);
      result[workers] = { throughput: r.throughput, latencyMs: r.latencyMs, errors: r.errors };
      log(`   ${workers} process(es): ${r.throughput} req/s, p99 ${r.latencyMs.p99} ms`);
    } finally {
      await cluster.stop();
    }
  }
  result.gain = round2(result[2].throughput / result[1].throughput);
  return result;
}
