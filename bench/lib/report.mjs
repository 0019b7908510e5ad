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
  row('wireboard throughput ratio server / bare', t.ratio, '≥ 0.6', t.ratio >= 0.6);
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
      '≤ 0.5',
      size.p99Ratio == null ? null : size.p99Ratio <= 0.5,
    );
    for (const [kind, , r] of sides) {
      const m = r?.memory;
      if (!m) continue;
      // the goal is the server's; the baseline's figure is for comparison
      const goal = kind === 'server' ? ['≤ 15 KB', m.rssKBPerSubscriber <= 15] : ['', null];
      row(
        `memory per subscriber at ${count}, ${kind}: RSS (heap) KB`,
        `${m.rssKBPerSubscriber} (${m.heapKBPerSubscriber})`,
        ...goal,
      );
    }
  }
  for (const note of fanOut.notes) row(`fan-out note: ${note}`, '', '', null);
}

function crossProcessRows(c, row) {
  for (const [where, s] of [
    ['A (same process)', c.sameProcess],
    ['B (other process)', c.otherProcess],
  ])
    row(`event delivery, post on ${where} p50/p99 ms`, `${s.p50}/${s.p99}`, '', null);
  row('added cross-process latency p99 ms', c.addedP99Ms, '≤ 5 ms', c.addedP99Ms <= 5);
}

function fairnessRows(f, row) {
  row('normal read (wireboard 20) idle p50/p99 ms', `${f.idle.p50}/${f.idle.p99}`, '', null);
  row(
    `normal read while ${f.attackers} clients send max-cost queries p50/p99 ms`,
    `${f.loaded.p50}/${f.loaded.p99}`,
    '',
    null,
  );
  row('max-cost queries answered / refused (429)', `${f.attackAnswered} / ${f.attackRefused}`, '', null);
  row('normal read p99 under attack ÷ idle p99', f.ratio, '≤ 3', f.ratio <= 3);
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

/** The rows of the table for what `results` holds: { figure, value, goal, met (true/false/null) }. */
export function tableRows(results) {
  const rows = [];
  const row = (figure, value, goal, met) => rows.push({ figure, value, goal, met });
  if (results.throughput) throughputRows(results.throughput, row);
  if (results.statements) statementRows(results.statements, row);
  if (results.fanOut) fanOutRows(results.fanOut, row);
  if (results.crossProcess) crossProcessRows(results.crossProcess, row);
  if (results.fairness) fairnessRows(results.fairness, row);
  if (results.adminTable) adminTableRows(results.adminTable, row);
  if (results.boardScale) boardScaleRows(results.boardScale, row);
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
