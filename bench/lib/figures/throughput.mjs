// Figure 1: wireboard first-page throughput, the real server (in-process) against the bare
// graphql-js + pg handler (bench/bare-server.mjs), closed-loop load from a worker thread.
import { WIREBOARD_QUERY, WIREBOARD_QUERY_BARE, log, rawMs, round2, summary } from '../common.mjs';
import { inProcessServer } from '../in-process.mjs';
import { runLoad } from '../load.mjs';
import { gql } from '../requests.mjs';
import { stopAll, track } from '../stoppers.mjs';
import { startBareServer } from '../../bare-server.mjs';

/** One result from the runs of one target (the halves), with throughput over their wall time. */
function combine(list, concurrency) {
  const latencies = list.flatMap((r) => r.latencies);
  const wallMs = list.reduce((s, r) => s + r.wallMs, 0);
  return {
    requests: list.reduce((s, r) => s + r.requests, 0),
    errors: list.reduce((s, r) => s + r.errors, 0),
    concurrency,
    wallMs,
    throughput: Math.round((latencies.length / wallMs) * 10000) / 10,
    latencyMs: summary(latencies),
    rawLatencyMs: rawMs(latencies),
  };
}

/**
 * The server (in this process) and the bare graphql-js + pg handler on the same database, checked
 * to answer the board's first page alike (ids in order, total): what figures 1 and 1b compare.
 */
export async function startBoardPair(databaseUrl) {
  const app = await inProcessServer(databaseUrl);
  const bare = await startBareServer(databaseUrl);
  track(() => bare.close());
  const targets = {
    server: { url: `${app.server.url}/graphql`, query: WIREBOARD_QUERY },
    bare: { url: bare.url, query: WIREBOARD_QUERY_BARE },
  };
  const a = await gql(targets.server.url, targets.server.query, { first: 20 });
  const b = await gql(targets.bare.url, targets.bare.query, { first: 20 });
  const ids = (d) => d.wireboard.edges.map((e) => e.node.id).join(',');
  const sameAnswer = ids(a) === ids(b) && a.wireboard.totalCount === b.wireboard.totalCount;
  if (!sameAnswer) log('warning: the server and the bare handler answer differently');
  return { app, bare, targets, sameAnswer };
}

export async function measureThroughput(databaseUrl, { requests, concurrency }) {
  const { targets, sameAnswer } = await startBoardPair(databaseUrl);

  // as figure 1b's: the server's first thousand requests still cost more (V8 tiering up the
  // compiled operation and the pipeline), and the bare handler gets the same
  const warmup = Math.min(1000, requests);
  for (const t of Object.values(targets))
    await runLoad({ ...t, variables: { first: 20 }, requests: warmup, concurrency });
  // alternate the two in two halves each, so drift (autovacuum, JIT, caches) hits both alike
  const runs = { server: [], bare: [] };
  const halves = [Math.ceil(requests / 2), Math.floor(requests / 2)];
  for (const n of halves)
    for (const [name, t] of Object.entries(targets)) {
      const r = await runLoad({ ...t, variables: { first: 20 }, requests: n, concurrency });
      if (r.errors) log(`${name}: ${r.errors} failed requests, e.g. ${r.errorSample}`);
      runs[name].push(r);
    }
  const server = combine(runs.server, concurrency);
  const bareResult = combine(runs.bare, concurrency);
  await stopAll();
  return {
    sameAnswer,
    warmup,
    server,
    bare: bareResult,
    ratio: round2(server.throughput / bareResult.throughput),
  };
}
