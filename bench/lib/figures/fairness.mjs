// Figure 5: fairness. A normal wireboard read's p99 while 5 anonymous clients send queries of the
// maximum cost, ÷ its p99 when they do not. The server runs with the real per-client limits (cost
// budget, running operations per client, statement timeout), not the bench's raised ones.
import { WIREBOARD_QUERY, WIRE_CARD_FIELDS, log, round2, sleep } from '../common.mjs';
import { inProcessServer } from '../in-process.mjs';
import { runLoad } from '../load.mjs';
import { gql } from '../requests.mjs';
import { stopAll } from '../stoppers.mjs';

const ATTACKERS = 5;
/** Each attacker keeps this many of its queries in flight (the issue sent one each). */
const ATTACK_CONCURRENCY = 2;

/**
 * The dearest query the limits let through, made to work the database: three full-text pages
 * (each a page of rows and a count over tens of thousands of matches). Cost 2 × 1901 + 1141 =
 * 4943 of the 5000 allowed.
 */
const page = (alias, first, text) =>
  `${alias}: wireboard(first: ${first}, filter: { text: "${text}" }) { edges { cursor node { ${WIRE_CARD_FIELDS} } } totalCount }`;
export const MAX_COST_QUERY = `query MaxCost { ${page('a', 100, 'cement')} ${page('b', 100, 'flat')} ${page('c', 60, 'seed')} }`;

/** Loopback addresses: the readers' (many normal visitors) and one for each attacker. */
const readerAddresses = Array.from({ length: 200 }, (_, i) => `127.0.1.${i + 1}`);
const attackerAddress = (i) => `127.0.2.${i + 1}`;

export async function measureFairness(databaseUrl, { reads }) {
  // '' unsets the bench's raised limits: the defaults of server/src/common/config.ts apply
  const app = await inProcessServer(databaseUrl, undefined, {
    COST_BUDGET_BURST: '',
    CLIENT_MAX_RUNNING: '',
  });
  const url = `${app.server.url}/graphql`;
  try {
    await gql(url, MAX_COST_QUERY); // refused (BAD_USER_INPUT) if it were above the cost limit
    const read = (requests) =>
      runLoad({
        url,
        query: WIREBOARD_QUERY,
        variables: { first: 20 },
        requests,
        concurrency: 1,
        localAddresses: readerAddresses,
      });
    await read(Math.min(200, reads)); // warm-up
    const idle = await read(reads);

    const stop = new AbortController();
    const attacks = Array.from({ length: ATTACKERS }, (_, i) =>
      runLoad({
        url,
        query: MAX_COST_QUERY,
        requests: Number.MAX_SAFE_INTEGER,
        concurrency: ATTACK_CONCURRENCY,
        localAddresses: [attackerAddress(i)],
        signal: stop.signal,
      }),
    );
    await sleep(1000); // the attackers' first queries are running
    const loaded = await read(reads).finally(() => stop.abort());
    const attackers = await Promise.all(attacks);
    if (idle.errors || loaded.errors)
      log(`fairness: failed reads, e.g. ${idle.errorSample ?? loaded.errorSample}`);
    return {
      reads,
      attackers: ATTACKERS,
      attackConcurrency: ATTACK_CONCURRENCY,
      idle: { ...idle.latencyMs, errors: idle.errors },
      loaded: { ...loaded.latencyMs, errors: loaded.errors },
      attackAnswered: attackers.reduce((n, a) => n + a.ok, 0),
      attackRefused: attackers.reduce((n, a) => n + a.errors, 0),
      attackRefusalSample: attackers.find((a) => a.errorSample)?.errorSample ?? null,
      ratio: round2(loaded.latencyMs.p99 / idle.latencyMs.p99),
    };
  } finally {
    await stopAll();
  }
}
