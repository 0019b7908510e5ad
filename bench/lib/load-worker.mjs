// A closed-loop HTTP load generator in a worker thread (so it does not share the server's event
// loop): `requests` POSTs of one JSON body, `concurrency` at a time, keep-alive, loopback only.
// `localAddresses` (loopback addresses, taken in turn) make the requests come from several
// clients, as `headerSets` (taken in turn, e.g. several members' cookies) do; a 'stop' message
// from the parent ends the loop early.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, body, requests, concurrency, headers = {}, localAddresses = [] } = workerData;
const headerSets = workerData.headerSets?.length ? workerData.headerSets : [headers];
const target = new URL(url);
const payload = Buffer.from(body);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

let sent = 0;
let stopped = false;
const onStop = (message) => {
  if (message === 'stop') stopped = true;
};
parentPort.on('message', onStop);

function once() {
  const turn = sent++;
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        ...(localAddresses.length ? { localAddress: localAddresses[turn % localAddresses.length] } : {}),
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          ...headerSets[turn % headerSets.length],
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          const text = Buffer.concat(chunks).toString('utf8');
          const ok = res.statusCode === 200 && !text.includes('"errors"');
          resolve({ ms, ok, sample: ok ? null : `${res.statusCode} ${text.slice(0, 300)}` });
        });
      },
    );
    req.on('error', (error) => resolve({ ms: 0, ok: false, sample: String(error) }));
    req.end(payload);
  });
}

const latencies = [];
let errors = 0;
let errorSample = null;
let next = 0;
const started = process.hrtime.bigint();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < requests && !stopped) {
      next++;
      const r = await once();
      if (r.ok) latencies.push(r.ms);
      else {
        errors++;
        errorSample ??= r.sample;
      }
    }
  }),
);
const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
agent.destroy();
parentPort.off('message', onStop);
parentPort.postMessage({ latencies, errors, errorSample, wallMs });
