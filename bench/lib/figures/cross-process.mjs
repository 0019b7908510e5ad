// Figure 4: the latency a wire event gains when it is posted on another server process (B) than
// the one holding the subscriber (A): the outbox and its wake (NOTIFY, NATS or Redis) across
// processes against the same process.
import path from 'node:path';
import { BOARD_SUBSCRIPTION, benchDir, nowMs, rawMs, round2, serverEnv, sleep, summary } from '../common.mjs';
import { startChild, waitForSubscribers } from '../child-ipc.mjs';
import { postReal } from '../requests.mjs';
import { stopAll, track } from '../stoppers.mjs';
import { openSubscribers } from '../subscribers.mjs';

/** `busUrl`: the EVENT_BUS_URL both processes wake each other over (unset: PostgreSQL NOTIFY). */
export async function measureCrossProcess(databaseUrl, cookie, { posts }, busUrl) {
  const script = path.join(benchDir, 'server-child.mjs');
  const env = { ...serverEnv(databaseUrl), ...(busUrl ? { EVENT_BUS_URL: busUrl } : {}) };
  const [a, b] = await Promise.all([startChild(script, env), startChild(script, env)]);
  track(() => a.stop());
  track(() => b.stop());
  try {
    const subs = await openSubscribers(`ws://127.0.0.1:${a.port}/graphql`, BOARD_SUBSCRIPTION, 1);
    track(() => subs.close());
    await waitForSubscribers(a, 1);
    const samples = { sameProcess: [], otherProcess: [] };
    const warmup = 5;
    for (let i = 0; i < warmup + posts; i++) {
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
      posts,
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
