// Figure 5: fairness. A normal wireboard read's p99 (an anonymous reader and a signed-in one, side
// by side) while 5 anonymous clients, each from its own address, send the costliest queries they
// can build over HTTP and over the WebSocket, ÷ its p99 when they do not. The server runs with the
// real per-client limits (cost budget, running operations per client, statement timeout), not the
// bench's raised ones.
import { WIREBOARD_QUERY, WIRE_CARD_FIELDS, log, round2, sleep } from '../common.mjs';
import { memberSessions } from '../database.mjs';
import { inProcessServer } from '../in-process.mjs';
import { LightSocket } from '../light-socket.mjs';
import { runLoad } from '../load.mjs';
import { gql } from '../requests.mjs';
import { stopAll } from '../stoppers.mjs';

const ATTACKERS = 5;

/**
 * Two full-text pages, each a page of rows and a count over tens of thousands of matches: the
 * dearest pages the cost limit lets through (100 and 40 rows).
 */
const page = (alias, first, text) =>
  `${alias}: wireboard(first: ${first}, filter: { text: "${text}" }) { edges { cursor node { ${WIRE_CARD_FIELDS} } } totalCount }`;
export const MAX_COST_QUERY = `query MaxCost { ${page('a', 100, 'cement')} ${page('b', 40, 'flat')} }`;

/**
 * Filtered counts, as many aliases as the limits allow: each a text search, a radius and a budget
 * filter, cheap in fields and dear in the database.
 */
const count = (i) =>
  `a${i}: wireboard(first: 1, filter: { text: "q${i}", near: { lat: 6.4, lng: 3.4, radiusKm: 500 }, budgetMin: "0" }) { totalCount }`;
export const COUNTS_QUERY = (aliases) =>
  `query Counts { ${Array.from({ length: aliases }, (_, i) => count(i)).join(' ')} }`;

/** Loopback addresses: the readers' (many normal visitors) and one for each attacker. */
const readerAddresses = Array.from({ length: 200 }, (_, i) => `127.0.1.${i + 1}`);
const attackerAddress = (i) => `127.0.2.${i + 1}`;

/**
 * The most aliases of `COUNTS_QUERY` the server still runs (it may refuse the whole 30 as too
 * costly): halves until an answer is not a cost refusal.
 */
async function dearestCounts(url) {
  for (let aliases = 30; aliases >= 1; aliases = Math.floor(aliases / 2)) {
    const answer = await gql(url, COUNTS_QUERY(aliases)).catch((error) => ({ errors: [error] }));
    const refused = answer.errors?.some((e) => /costs \d+; the limit/.test(String(e.message ?? e)));
    if (!refused) return aliases;
  }
  return 1;
}

/**
 * One attacker's WebSocket: sends `query` again as soon as the last one ended, ignoring any
 * Retry-After; reconnects when the server closes it. Counts answers and refusals.
 */
async function wsAttacker(wsUrl, query, localAddress, signal) {
  const tally = { ok: 0, errors: 0 };
  let next = 1;
  while (!signal.aborted) {
    await new Promise((done) => {
      let socket;
      const send = () => {
        if (signal.aborted) return socket.terminate();
        socket.send(JSON.stringify({ id: String(next++), type: 'subscribe', payload: { query } }));
      };
      LightSocket.open(
        wsUrl,
        'graphql-transport-ws',
        (text) => {
          const message = JSON.parse(text);
          if (message.type === 'connection_ack') return send();
          if (message.type === 'next') tally[message.payload.errors ? 'errors' : 'ok']++;
          if (message.type === 'error') tally.errors++;
          if (message.type === 'complete' || message.type === 'error') send();
        },
        () => done(),
        localAddress,
      )
        .then((opened) => {
          socket = opened;
          signal.addEventListener('abort', () => opened.terminate(), { once: true });
          opened.send(JSON.stringify({ type: 'connection_init' }));
        })
        .catch(() => done());
    });
    if (!signal.aborted) await sleep(100);
  }
  return tally;
}

/**
 * Anonymous and signed-in readers side by side, one read at a time each, for `ms`: visitors from
 * many addresses, members by many sessions (each client reads at a person's pace, the load is many).
 */
async function readBoth(url, cookies, ms) {
  const stop = new AbortController();
  const reader = (headerSets) =>
    runLoad({
      url,
      query: WIREBOARD_QUERY,
      variables: { first: 20 },
      requests: Number.MAX_SAFE_INTEGER,
      concurrency: 1,
      headerSets,
      localAddresses: readerAddresses,
      signal: stop.signal,
    });
  const runs = [reader(undefined), reader(cookies.map((cookie) => ({ cookie })))];
  await sleep(ms);
  stop.abort();
  const [anonymous, signedIn] = await Promise.all(runs);
  return { anonymous, signedIn };
}

export async function measureFairness(databaseUrl, { fairnessSeconds = 30 }) {
  // '' unsets the bench's raised limits: the defaults of server/src/common/config.ts apply
  const app = await inProcessServer(databaseUrl, undefined, {
    COST_BUDGET_BURST: '',
    CLIENT_MAX_RUNNING: '',
  });
  const url = `${app.server.url}/graphql`;
  const wsUrl = url.replace('http', 'ws');
  try {
    const cookies = await memberSessions(databaseUrl, 200);
    const aliases = await dearestCounts(url);
    await gql(url, MAX_COST_QUERY); // throws if the cost limit refused it
    await readBoth(url, cookies, 2000); // warm-up
    const idle = await readBoth(url, cookies, 10_000);

    const stop = new AbortController();
    const http = (query, i) =>
      runLoad({
        url,
        query,
        requests: Number.MAX_SAFE_INTEGER,
        concurrency: 1,
        localAddresses: [attackerAddress(i)],
        signal: stop.signal,
      });
    const attacks = Array.from({ length: ATTACKERS }, (_, i) => [
      http(COUNTS_QUERY(aliases), i),
      http(MAX_COST_QUERY, i),
      wsAttacker(wsUrl, COUNTS_QUERY(aliases), attackerAddress(i), stop.signal),
    ]).flat();
    await sleep(1000); // the attackers' first queries are running
    const loaded = await readBoth(url, cookies, fairnessSeconds * 1000).finally(() => stop.abort());
    const attackers = await Promise.all(attacks);
    for (const phase of [idle, loaded])
      for (const run of Object.values(phase))
        if (run.errors) log(`fairness: failed reads, e.g. ${run.errorSample}`);
    const ratio = (who) => round2(loaded[who].latencyMs.p99 / idle[who].latencyMs.p99);
    return {
      seconds: fairnessSeconds,
      attackers: ATTACKERS,
      countAliases: aliases,
      idle: {
        anonymous: { ...idle.anonymous.latencyMs, errors: idle.anonymous.errors },
        signedIn: { ...idle.signedIn.latencyMs, errors: idle.signedIn.errors },
      },
      loaded: {
        anonymous: { ...loaded.anonymous.latencyMs, errors: loaded.anonymous.errors },
        signedIn: { ...loaded.signedIn.latencyMs, errors: loaded.signedIn.errors },
      },
      attackAnswered: attackers.reduce((n, a) => n + a.ok, 0),
      attackRefused: attackers.reduce((n, a) => n + a.errors, 0),
      attackRefusalSample: attackers.find((a) => a.errorSample)?.errorSample ?? null,
      ratio: { anonymous: ratio('anonymous'), signedIn: ratio('signedIn') },
    };
  } finally {
    await stopAll();
  }
}
