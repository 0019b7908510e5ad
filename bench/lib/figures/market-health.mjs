// Figure 11: the admin dashboard's `marketHealth` for the last 7, 30 and 90 days (each beside the
// period before it) on a database whose wires are spread over `--health-days` days
// (database.mjs `healthScale`), p50/p99 through HTTP on an in-process server signed in as a bench
// admin, one request at a time after one warm-up.
import { log, nowMs, summary } from '../common.mjs';
import { healthScale, prepareBenchDatabase } from '../database.mjs';
import { inProcessServer } from '../in-process.mjs';
import { gql } from '../requests.mjs';
import { stopAll } from '../stoppers.mjs';
import { adminSession, dropAdmin } from './admin-table.mjs';

const FIGURES = `wires filledWithin24h fillRate quotedWires medianMinutesToFirstQuote quotes quotesPerWire
  acceptedQuotes acceptanceRate acceptedValue { amount currency }`;
// the dashboard's whole document (client/src/admin/graphql/MarketHealth.query.graphql)
const QUERY = `query MarketHealth($period: HealthPeriodInput) { marketHealth(period: $period) {
  period { from to days } previousPeriod { from to days }
  current { ${FIGURES} } previous { ${FIGURES} } actors { partners buyers } previousActors { partners buyers }
  byKind { kind state current { ${FIGURES} } previous { ${FIGURES} } }
  byState { kind state current { ${FIGURES} } previous { ${FIGURES} } }
  byKindAndState { kind state current { ${FIGURES} } previous { ${FIGURES} } }
  daily { date wires filledWithin24h quotes } previousDaily { date wires filledWithin24h quotes } } }`;

export const HEALTH_CASES = { 'last 7 days': 7, 'last 30 days': 30, 'last 90 days': 90 };

export async function measureMarketHealth(serverUrl, opt) {
  const scale = healthScale(opt.healthWires, opt.healthDays);
  log(`   database ${scale.name}: ${opt.healthWires} wires over ${opt.healthDays} days, 2 quotes each`);
  const { url: databaseUrl, counts } = await prepareBenchDatabase(serverUrl, {
    name: scale.name,
    spec: scale.seed,
  });
  const cookie = await adminSession(databaseUrl);
  const app = await inProcessServer(databaseUrl, undefined, {
    COST_BUDGET_BURST: '1000000000',
    CLIENT_MAX_RUNNING: '1000',
  });
  const url = `${app.server.url}/graphql`;
  const runs = Math.max(20, Math.round(opt.reads / 10));
  const out = {
    database: scale.name,
    wires: counts.wires,
    responses: counts.responses,
    spanDays: opt.healthDays,
    runs,
    cases: {},
  };
  try {
    for (const [name, days] of Object.entries(HEALTH_CASES)) {
      const variables = { period: { days } };
      await gql(url, QUERY, variables, { cookie }); // warm the plan and the cache
      const times = [];
      let data;
      for (let i = 0; i < runs; i++) {
        const started = nowMs();
        data = await gql(url, QUERY, variables, { cookie });
        times.push(nowMs() - started);
      }
      const h = data.marketHealth;
      const s = summary(times);
      out.cases[name] = { wires: h.current.wires + h.previous.wires, p50: s.p50, p99: s.p99 };
    }
  } finally {
    await stopAll();
    await dropAdmin(databaseUrl).catch(() => {});
  }
  return out;
}
