// Figure 3 (and 3b): one wire event fanned out to many anonymous `wireboardEvents` subscribers,
// the real server (bench/server-child.mjs) against plain graphql-ws (bench/plain-ws-child.mjs),
// each in a child process; and the memory each subscriber costs the child.
import path from 'node:path';
import {
  BOARD_SUBSCRIPTION,
  benchDir,
  log,
  nowMs,
  quietMachine,
  rawMs,
  round2,
  serverEnv,
  sleep,
  summary,
} from '../common.mjs';
import { startChild, waitForSubscribers } from '../child-ipc.mjs';
import { posterSession } from '../database.mjs';
import { postPlain, postReal } from '../requests.mjs';
import { stopAll, track } from '../stoppers.mjs';

const CHILD_SCRIPT = { server: 'server-child.mjs', plain: 'plain-ws-child.mjs' };

/** How long the subscribers child may take to open its sockets, and to read one event. */
const OPEN_MS = 180_000;
const EVENT_MS = 150_000;

/** `count` subscribers to `query` at `wsUrl`, in a child process of their own (bench/subscribers-child.mjs). */
function subscribersChild(wsUrl, query, count) {
  const env = { SUBSCRIBERS_URL: wsUrl, SUBSCRIBERS_QUERY: query, SUBSCRIBERS_COUNT: String(count) };
  return startChild(path.join(benchDir, 'subscribers-child.mjs'), env, { timeoutMs: OPEN_MS });
}

/**
 * The floor of an event's fan-out in the server child: the time its loop takes to write one ready
 * frame, as big as the event's, to every open socket (what the writes alone cost on this machine),
 * and when the subscribers had it.
 */
async function floorOf(child, subs) {
  const bytes = await subs.ask('eventBytes');
  await subs.ask('armFloor');
  const t0 = nowMs();
  const sent = await child.ask('floor', { bytes });
  const read = await subs.ask('floor', { t0 }, { timeoutMs: EVENT_MS });
  if (read.error) throw new Error(read.error);
  const f = { ...sent, latencies: read.latencies };
  log(
    `    floor: ${f.sockets} frames of ${f.bytes} bytes written in ${f.ms} ms; the last read at ${round2(Math.max(...f.latencies))} ms`,
  );
  return { ms: f.ms, sockets: f.sockets, bytes: f.bytes, lastReadMs: round2(Math.max(...f.latencies)) };
}

/**
 * The p99 subscriber's time split in three (ms): from the post (`t0`) to the event's arrival in
 * the server's fan-out, that fan-out, and from its last frame to the p99 read (the client's lag
 * and the wire's; negative when the p99 subscriber was written before the last frame).
 */
function timeline(t0, inServer, p99) {
  const beforeMs = round2(inServer.arrivedAt - t0);
  return { beforeMs, afterMs: round2(p99 - (inServer.lastFrameAt - t0)) };
}

/**
 * `warmupEvents` events, then `rounds` measured ones. The warm-up events' own times are kept
 * (`warmup`): what the first events after a start cost, while V8 still compiles the hot path.
 */
async function fanOut(kind, count, databaseUrl, { rounds, warmupEvents }, busUrl) {
  const env = {
    ...serverEnv(databaseUrl),
    ...(busUrl && kind === 'server' ? { EVENT_BUS_URL: busUrl } : {}),
  };
  // BENCH_FANOUT_PROFILE=<dir>: a CPU profile of the server child, written there when it stops
  // (BENCH_FANOUT_PROFILE_INTERVAL=<µs>: its sampling interval, 1000 by default)
  const profile = kind === 'server' && process.env.BENCH_FANOUT_PROFILE;
  const interval = process.env.BENCH_FANOUT_PROFILE_INTERVAL;
  const execArgv = profile
    ? ['--cpu-prof', `--cpu-prof-dir=${profile}`, ...(interval ? [`--cpu-prof-interval=${interval}`] : [])]
    : [];
  const child = await startChild(path.join(benchDir, CHILD_SCRIPT[kind]), env, { execArgv });
  const stopChild = track(() => child.stop());
  try {
    await sleep(500);
    const before = await child.ask('memory');
    const started = Date.now();
    const subs = await subscribersChild(`ws://127.0.0.1:${child.port}/graphql`, BOARD_SUBSCRIPTION, count);
    track(() => subs.stop());
    const live = await waitForSubscribers(child, count);
    const connectMs = Date.now() - started;
    await sleep(500);
    const after = await child.ask('memory');
    // a session of its own for each size: another run's cleanup on the same database may end older ones
    const poster = kind === 'server' ? await posterSession(databaseUrl) : null;
    const post = () => (kind === 'server' ? postReal(child.url, poster) : postPlain(child.url));
    const quiet = await quietMachine();
    if (quiet.idle !== null)
      log(`  ${kind} ${count}: the machine ${round2(quiet.idle * 100)} % idle after ${quiet.waitedMs} ms`);
    const measured = [];
    const warmup = [];
    // r ≤ 0: the warm-up events (1 − warmupEvents … 0), then the measured rounds 1 … rounds
    for (let r = 1 - warmupEvents; r <= rounds; r++) {
      const t0 = nowMs();
      const wireId = await post();
      const got = await subs.ask('event', { wireId, t0 }, { timeoutMs: EVENT_MS });
      const s = summary(got.latencies);
      // the server's own time for the event: arrival → its last frame handed to a socket
      const inServer = kind === 'server' ? await child.ask('fanout') : null;
      // where the p99 subscriber's time went: the post until the event reached the server's
      // fan-out, that fan-out (arrival → last frame), and the last frame until that subscriber read it
      const split = inServer?.arrivedAt != null ? timeline(t0, inServer, s.p99) : null;
      if (split) Object.assign(inServer, split);
      log(
        `  ${kind} ${count}: event ${r <= 0 ? `warm-up ${r + warmupEvents}` : r}: ${got.delivered}/${count} delivered${got.errorPayloads ? ` (${got.errorPayloads} error payloads)` : ''}, p50 ${s.p50} ms, p99 ${s.p99} ms, last ${s.max} ms${got.timedOut ? ' (TIMED OUT)' : ''}${inServer ? `; in the server ${inServer.ms} ms for ${inServer.frames} frames` : ''}${split ? ` (post → arrival ${split.beforeMs} ms, last frame → p99 read ${split.afterMs} ms)` : ''}`,
      );
      await sleep(500);
      // the floor, half-way to the next event: the same sockets written a ready frame each
      const floor = kind === 'server' && r > 0 ? await floorOf(child, subs) : null;
      if (r > 0) measured.push({ ...got, summary: s, inServer, floor });
      else warmup.push({ p99: s.p99, inServerMs: inServer?.ms ?? null });
      await sleep(500);
    }
    const afterEvents = await child.ask('memory');
    // the child's CPU time per event (warm-up included): what the machine's load does not inflate
    const cpuMsPerEvent = Math.round((afterEvents.cpuMs - after.cpuMs) / (rounds + warmupEvents));
    log(`  ${kind} ${count}: ${cpuMsPerEvent} ms of CPU per event in the child`);
    const all = measured.flatMap((r) => r.latencies);
    const perSub = (key) => Math.round(((after[key] - before[key]) / count / 1024) * 100) / 100;
    return {
      subscribers: count,
      live,
      quiet,
      connectMs,
      errors: await subs.ask('errors'),
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
        inServer: r.inServer,
        floor: r.floor,
        ...r.summary,
      })),
      cpuMsPerEvent,
      warmup,
      // the worst measured event's arrival → last frame, in the server (null for the baseline)
      inServerMs: kind === 'server' ? Math.max(...measured.map((r) => r.inServer?.ms ?? NaN)) : null,
      // post → arrival and last frame → p99 read, worst of the rounds (null for the baseline)
      beforeArrivalMs:
        kind === 'server' ? Math.max(...measured.map((r) => r.inServer?.beforeMs ?? NaN)) : null,
      afterLastFrameMs:
        kind === 'server' ? Math.max(...measured.map((r) => r.inServer?.afterMs ?? NaN)) : null,
      // the floor's loop, worst of the rounds (null for the baseline)
      floorMs: kind === 'server' ? Math.max(...measured.map((r) => r.floor?.ms ?? NaN)) : null,
      minDelivered: Math.min(...measured.map((r) => r.delivered)),
      latencyMs: summary(all),
      rawLatencyMs: measured.map((r) => rawMs(r.latencies)),
    };
  } finally {
    await stopAll(); // sockets, then the child
    void stopChild;
  }
}

/**
 * `busUrl`: the server's EVENT_BUS_URL (unset: PostgreSQL NOTIFY wakes its reader); `kinds`: the
 * real server and the plain baseline, or the server alone (the per-driver runs).
 */
export async function measureFanOut(
  databaseUrl,
  { subscribers, rounds, warmupEvents },
  fdSoftLimit,
  // BENCH_FANOUT_KINDS=server: the server alone (e.g. while profiling it)
  { busUrl, kinds = (process.env.BENCH_FANOUT_KINDS ?? 'server,plain').split(',') } = {},
) {
  const out = { requested: subscribers, fdSoftLimit, notes: [], sizes: {} };
  const counts = subscribers.filter((count) => {
    if (count + 300 <= fdSoftLimit) return true;
    out.notes.push(`${count} subscribers skipped: the open-file limit is ${fdSoftLimit}`);
    return false;
  });
  for (const count of counts) out.sizes[count] = {};
  // every size on the server first, then on the baseline: a baseline run at thousands of
  // subscribers leaves this (virtual) machine slower for a while after its processes exit (the
  // floor's plain loop of writes, which involves nothing of the app, took 248–278 ms at 10k right
  // after the baseline's 10k run, against 105–150 ms otherwise), so no server run follows one
  for (const kind of kinds) {
    for (const count of counts) {
      log(`fan-out: ${count} subscribers on the ${kind === 'server' ? 'real server' : 'plain graphql-ws'} …`);
      const size = out.sizes[count];
      try {
        size[kind] = await fanOut(kind, count, databaseUrl, { rounds, warmupEvents }, busUrl);
      } catch (error) {
        size[kind] = { error: String(error?.message ?? error) };
        out.notes.push(`${kind} at ${count}: ${size[kind].error}`);
        log(`  failed: ${size[kind].error}`);
      }
    }
  }
  for (const count of counts) {
    const size = out.sizes[count];
    const s = size.server?.latencyMs?.p99;
    const p = size.plain?.latencyMs?.p99;
    size.p99Ratio = s != null && p ? round2(s / p) : null;
  }
  // how the server's p99 grows with the subscribers: the largest size against the smallest
  const sizes = Object.keys(out.sizes).map(Number);
  const [small, large] = [Math.min(...sizes), Math.max(...sizes)];
  const p99Of = (n) => out.sizes[n]?.server?.latencyMs?.p99;
  if (large > small && p99Of(small) && p99Of(large) != null)
    out.growth = { small, large, ratio: round2(p99Of(large) / p99Of(small)) };
  return out;
}
