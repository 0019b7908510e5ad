// Figure 3 (and 3b): one wire event fanned out to many anonymous `wireboardEvents` subscribers,
// the real server (bench/server-child.mjs) against plain graphql-ws (bench/plain-ws-child.mjs),
// each in a child process; and the memory each subscriber costs the child.
import path from 'node:path';
import {
  BOARD_SUBSCRIPTION,
  benchDir,
  log,
  nowMs,
  rawMs,
  round2,
  serverEnv,
  sleep,
  summary,
} from '../common.mjs';
import { startChild, waitForSubscribers } from '../child-ipc.mjs';
import { postPlain, postReal } from '../requests.mjs';
import { stopAll, track } from '../stoppers.mjs';
import { openSubscribers } from '../subscribers.mjs';

const CHILD_SCRIPT = { server: 'server-child.mjs', plain: 'plain-ws-child.mjs' };

async function fanOut(kind, count, databaseUrl, cookie, rounds) {
  const child = await startChild(path.join(benchDir, CHILD_SCRIPT[kind]), serverEnv(databaseUrl));
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
    const measured = [];
    for (let r = 0; r <= rounds; r++) {
      const t0 = nowMs();
      const got = await subs.waitFor(post(), t0);
      const s = summary(got.latencies);
      if (r > 0) measured.push({ ...got, summary: s }); // round 0 warms up
      log(
        `  ${kind} ${count}: event ${r === 0 ? 'warm-up' : r}: ${got.delivered}/${count} delivered${got.errorPayloads ? ` (${got.errorPayloads} error payloads)` : ''}, p50 ${s.p50} ms, p99 ${s.p99} ms, last ${s.max} ms${got.timedOut ? ' (TIMED OUT)' : ''}`,
      );
      await sleep(1000);
    }
    const afterEvents = await child.ask('memory');
    const all = measured.flatMap((r) => r.latencies);
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
      rounds: measured.map((r) => ({
        delivered: r.delivered,
        errorPayloads: r.errorPayloads,
        incomplete: r.timedOut,
        ...r.summary,
      })),
      minDelivered: Math.min(...measured.map((r) => r.delivered)),
      latencyMs: summary(all),
      rawLatencyMs: measured.map((r) => rawMs(r.latencies)),
    };
  } finally {
    await stopAll(); // sockets, then the child
    void stopChild;
  }
}

export async function measureFanOut(databaseUrl, cookie, { subscribers, rounds }, fdSoftLimit) {
  const out = { requested: subscribers, fdSoftLimit, notes: [], sizes: {} };
  for (const count of subscribers) {
    if (count + 300 > fdSoftLimit) {
      out.notes.push(`${count} subscribers skipped: the open-file limit is ${fdSoftLimit}`);
      continue;
    }
    const size = {};
    for (const kind of ['server', 'plain']) {
      log(`fan-out: ${count} subscribers on the ${kind === 'server' ? 'real server' : 'plain graphql-ws'} …`);
      try {
        size[kind] = await fanOut(kind, count, databaseUrl, cookie, rounds);
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
