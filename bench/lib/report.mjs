// The table `npm run bench` prints: one row a figure, its value, its goal and whether it is met.

const yes = (b) => (b == null ? '—' : b ? 'yes' : 'NO');

function throughputRows(t, row) {
  for (const [name, r] of [
    ['server', t.server],
    ['bare graphql-js+pg', t.bare],
  ])
    row(
      `wireboard page (20): ${name} req/s, p50/p99 ms`,
      `${r.throughput}, ${r.latencyMs.p50}/${r.latencyMs.p99}`,
      '',
      null,
    );
  row('wireboard throughput ratio server / bare', t.ratio, '≥ 0.9', t.ratio >= 0.9);
}

function cpuRows(c, row) {
  row(
    'main-thread CPU ms per wireboard request: server / bare',
    `${c.server.cpuMsPerRequest} / ${c.bare.cpuMsPerRequest}`,
    '',
    null,
  );
  row(
    'CPU ratio bare / server (req/s ratio while they ran)',
    `${c.cpuRatio} (${c.ratio})`,
    '≥ 0.9',
    c.cpuRatio >= 0.9,
  );
}

function statementRows(statements, row) {
  for (const [name, v] of Object.entries(statements)) {
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

function fanOutRows(fanOut, row) {
  for (const [count, size] of Object.entries(fanOut.sizes)) {
    const sides = [
      ['server', 'server', size.server],
      ['plain', 'plain graphql-ws', size.plain],
    ];
    for (const [, label, r] of sides) {
      const l = r?.latencyMs;
      row(`fan-out ${count}: ${label} p50/p99 ms`, l ? `${l.p50}/${l.p99}` : (r?.error ?? '—'), '', null);
    }
    for (const [kind, , r] of sides)
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
      '≤ 0.25',
      size.p99Ratio == null ? null : size.p99Ratio <= 0.25,
    );
    const inServer = size.server?.inServerMs;
    if (inServer != null)
      row(
        `fan-out ${count}: in the server, arrival → last frame ms (worst event)`,
        Number.isFinite(inServer) ? inServer : '—',
        Number(count) === 5000 ? '≤ 100' : '',
        Number(count) === 5000 && Number.isFinite(inServer) ? inServer <= 100 : null,
      );
    // around it, on the p99 subscriber's time: before the event reached the fan-out, and after its last frame
    const before = size.server?.beforeArrivalMs;
    const after = size.server?.afterLastFrameMs;
    if (before != null || after != null)
      row(
        `fan-out ${count}: post → arrival / last frame → p99 read, ms (worst event)`,
        `${Number.isFinite(before) ? before : '—'} / ${Number.isFinite(after) ? after : '—'}`,
        '',
        null,
      );
    // the warm-up events (the first after the child's start): V8 still compiling the hot path
    const firstEvents = (size.server?.warmup ?? []).map((w) => w.inServerMs).filter(Number.isFinite);
    if (firstEvents.length)
      row(
        `fan-out ${count}: in the server, the ${firstEvents.length} warm-up events, ms`,
        firstEvents.join(', '),
        '',
        null,
      );
    const floor = size.server?.floorMs;
    if (floor != null)
      row(
        `fan-out ${count}: the floor, one ready frame written to each socket, ms (worst)`,
        Number.isFinite(floor) ? floor : '—',
        '',
        null,
      );
    for (const [kind, , r] of sides) {
      const m = r?.memory;
      if (!m) continue;
      // the goal is the server's; the baseline's figure is for comparison
      const goal = kind === 'server' ? ['≤ 12 KB', m.rssKBPerSubscriber <= 12] : ['', null];
      row(
        `memory per subscriber at ${count}, ${kind}: RSS (heap) KB`,
        `${m.rssKBPerSubscriber} (${m.heapKBPerSubscriber})`,
        ...goal,
      );
    }
  }
  const g = fanOut.growth;
  if (g)
    row(
      `fan-out server p99 at ${g.large} ÷ at ${g.small}`,
      g.ratio,
      '≤ 3',
      g.large === 10 * g.small ? g.ratio <= 3 : null,
    );
  for (const note of fanOut.notes) row(`fan-out note: ${note}`, '', '', null);
}

function crossProcessRows(c, row, driver = 'pg') {
  for (const [where, s] of [
    ['A (same process)', c.sameProcess],
    ['B (other process)', c.otherProcess],
  ])
    row(`event delivery (${driver}), post on ${where} p50/p99 ms`, `${s.p50}/${s.p99}`, '', null);
  row(`added cross-process latency p99 ms (${driver})`, c.addedP99Ms, '≤ 5 ms', c.addedP99Ms <= 5);
}

function outboxRows(outbox, row) {
  for (const [driver, r] of Object.entries(outbox)) {
    if (r.error) {
      row(`outbox events/s (${driver})`, r.error, '', null);
      continue;
    }
    row(
      `outbox events/s written, delivered to another bus (${driver})`,
      `${r.writtenPerSecond}, ${r.deliveredPerSecond} (${r.delivered}/${r.events})`,
      'all delivered',
      r.delivered === r.events,
    );
    row(`outbox event latency p50/p99 ms (${driver})`, `${r.latencyMs.p50}/${r.latencyMs.p99}`, '', null);
  }
}

function fairnessRows(f, row) {
  for (const [who, name] of [
    ['anonymous', 'anonymous'],
    ['signedIn', 'signed-in'],
  ]) {
    row(
      `normal read (wireboard 20, ${name}) idle p50/p99 ms`,
      `${f.idle[who].p50}/${f.idle[who].p99}`,
      '',
      null,
    );
    row(
      `normal read (${name}) while ${f.attackers} clients send the dearest queries p50/p99 ms`,
      `${f.loaded[who].p50}/${f.loaded[who].p99}`,
      '',
      null,
    );
  }
  row(
    `dearest queries (${f.countAliases} aliased counts, text pages; HTTP and WebSocket) answered / refused`,
    `${f.attackAnswered} / ${f.attackRefused}`,
    '',
    null,
  );
  for (const [who, name] of [
    ['anonymous', 'anonymous'],
    ['signedIn', 'signed-in'],
  ])
    row(`normal read p99 under attack ÷ idle p99 (${name})`, f.ratio[who], '≤ 3', f.ratio[who] <= 3);
}

function adminTableRows(a, row) {
  for (const [name, c] of Object.entries(a.cases))
    row(
      `admin table (20 rows): ${name} p50/p99 ms`,
      `${c.p50}/${c.p99} (${c.estimate ? '≈' : ''}${c.total})`,
      'p99 ≤ 100',
      c.p99 <= 100,
    );
}

function marketHealthRows(h, row) {
  for (const [name, c] of Object.entries(h.cases))
    row(
      `admin dashboard (${h.wires} wires over ${h.spanDays} days): ${name} p50/p99 ms (${c.wires} wires read)`,
      `${c.p50}/${c.p99}`,
      'p99 ≤ 300',
      c.p99 <= 300,
    );
}

function lcpRows(l, row) {
  for (const [pagePath, p] of Object.entries(l.paths)) {
    row(
      `first load of ${pagePath} (${l.cpuThrottle}× CPU, cold): LCP p50/max ms (${p.element})`,
      `${Math.round(p.lcp.p50)}/${Math.round(p.lcp.max)}`,
      '≤ 1000',
      p.lcp.p50 <= 1000,
    );
    row(
      `first load of ${pagePath}: JS files, KiB over the wire (before LCP)`,
      `${p.jsFiles}, ${(p.jsBytes / 1024).toFixed(1)} (${p.jsFilesBeforeLcp}, ${(p.jsBytesBeforeLcp / 1024).toFixed(1)})`,
      '',
      null,
    );
  }
}

function boardScaleRows(b, row) {
  const at = (size, part, name, side) => b.sizes[size][part][name][side].p99;
  for (const [key, r] of Object.entries(b.ratios)) {
    const [part, name] = [key.split(': ')[0], key.slice(key.indexOf(': ') + 2)];
    const c = b.sizes['1m'][part][name];
    const total = c.total == null ? '' : ` (${c.estimate ? '≈' : ''}${c.total})`;
    for (const side of ['withCount', 'withoutCount'])
      row(
        `${key}, ${side === 'withCount' ? 'with' : 'without'} totalCount: p99 ms 10k → 1M${side === 'withCount' ? total : ''}`,
        `${at('10k', part, name, side)} → ${at('1m', part, name, side)} (×${r[side]})`,
        '×≤ 1.3',
        r[side] == null ? null : r[side] <= 1.3,
      );
  }
}

function processesRows(p, row) {
  for (const n of [1, 2])
    row(
      `wireboard page (20), ${n} process(es): req/s, p50/p99 ms`,
      `${p[n].throughput}, ${p[n].latencyMs.p50}/${p[n].latencyMs.p99}`,
      '',
      null,
    );
  row('throughput 2 processes ÷ 1 (WORKERS)', p.gain, '> 1 with 2+ free cores', null);
}

/** The rows of the table for what `results` holds: { figure, value, goal, met (true/false/null) }. */
export function tableRows(results) {
  const rows = [];
  const row = (figure, value, goal, met) => rows.push({ figure, value, goal, met });
  if (results.throughput) throughputRows(results.throughput, row);
  if (results.cpu) cpuRows(results.cpu, row);
  if (results.statements) statementRows(results.statements, row);
  if (results.fanOut) fanOutRows(results.fanOut, row);
  for (const [driver, f] of Object.entries(results.fanOutByDriver ?? {}))
    for (const [count, size] of Object.entries(f.sizes)) {
      const l = size.server?.latencyMs;
      row(
        `fan-out ${count} over ${driver}: server p50/p99 ms`,
        l ? `${l.p50}/${l.p99}` : (size.server?.error ?? '—'),
        '',
        null,
      );
    }
  if (results.crossProcess) crossProcessRows(results.crossProcess, row);
  for (const [driver, c] of Object.entries(results.crossProcessByDriver ?? {}))
    crossProcessRows(c, row, driver);
  if (results.outbox) outboxRows(results.outbox, row);
  if (results.fairness) fairnessRows(results.fairness, row);
  if (results.adminTable) adminTableRows(results.adminTable, row);
  if (results.processes) processesRows(results.processes, row);
  if (results.lcp) lcpRows(results.lcp, row);
  if (results.boardScale) boardScaleRows(results.boardScale, row);
  if (results.marketHealth) marketHealthRows(results.marketHealth, row);
  return rows;
}

export function printTable(results, rows) {
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
}
