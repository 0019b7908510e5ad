// The command line of `npm run bench` and the open-file limits the fan-out needs.
import { execFileSync } from 'node:child_process';

/**
 * --reseed --embedded --requests=8000 --concurrency=16 --subscribers=1000,5000,10000 --rounds=3 --warmup-events=3 --posts=40
 * --reads=400 --fairness-seconds=30 --drivers=pg,nats,redis --events=2000 --loads=5 --scale-requests=1000 --scale-concurrency=4 --cpu-rounds=2 --health-wires=250000 --health-days=180 --only=…
 */
export function parseOptions(argv) {
  const args = Object.fromEntries(
    argv.map((a) => {
      const [k, v] = a.replace(/^--/, '').split('=');
      return [k, v ?? true];
    }),
  );
  return {
    reseed: Boolean(args.reseed),
    embedded: Boolean(args.embedded),
    requests: Number(args.requests ?? 8000),
    concurrency: Number(args.concurrency ?? 16),
    subscribers: String(args.subscribers ?? '1000,5000,10000')
      .split(',')
      .map(Number)
      .filter((n) => n > 0),
    rounds: Number(args.rounds ?? 3),
    /**
     * Fan-out events sent to each size before the measured ones: the first events after a start run
     * while V8's optimizing compiler is still compiling the fan-out's path (docs/BENCHMARK.md).
     */
    warmupEvents: Math.max(1, Number(args['warmup-events'] ?? 3)),
    posts: Number(args.posts ?? 40),
    reads: Number(args.reads ?? 400),
    /** Figure 5: how long the attackers send while the normal reads are measured. */
    fairnessSeconds: Number(args['fairness-seconds'] ?? 30),
    /** The wake drivers of figures 4 and 8 (EVENT_BUS_URL: pg is NOTIFY). */
    drivers: String(args.drivers ?? 'pg,nats,redis').split(','),
    events: Number(args.events ?? 2000),
    loads: Number(args.loads ?? 5),
    scaleRequests: Number(args['scale-requests'] ?? 1000),
    scaleConcurrency: Number(args['scale-concurrency'] ?? 4),
    /** Figure 1b (`cpu`): alternations of server and bare handler the requests are split over. */
    cpuRounds: Number(args['cpu-rounds'] ?? 2),
    /** Figure 11 (`health`): its database's wires and the days they span. */
    healthWires: Number(args['health-wires'] ?? 250_000),
    healthDays: Number(args['health-days'] ?? 180),
    only: args.only
      ? String(args.only).split(',')
      : [
          'throughput',
          'sql',
          'fanout',
          'cross',
          'fairness',
          'admin',
          'scale',
          'outbox',
          'processes',
          'lcp',
          'health',
        ],
  };
}

/** The soft and hard `ulimit -n` (hard: Infinity when unlimited). */
export function fdLimits() {
  const soft = Number(execFileSync('sh', ['-c', 'ulimit -Sn']).toString().trim()) || 1024;
  const hardRaw = execFileSync('sh', ['-c', 'ulimit -Hn']).toString().trim();
  return { soft, hard: hardRaw === 'unlimited' ? Infinity : Number(hardRaw) };
}
