import { Worker } from 'node:worker_threads';
import { summary } from './common.mjs';

/**
 * Runs the load worker and returns throughput (req/s) and latency percentiles (ms); `signal`
 * ends it early, `localAddresses` spread its requests over several loopback addresses and
 * `headerSets` over several sets of headers (each request `headers` and the next set).
 */
export function runLoad({
  url,
  query,
  variables,
  requests,
  concurrency,
  headers,
  headerSets,
  localAddresses,
  signal,
}) {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: {
        url,
        body,
        requests,
        concurrency,
        headers,
        headerSets: headerSets?.map((set) => ({ ...headers, ...set })),
        localAddresses,
      },
    });
    signal?.addEventListener('abort', () => worker.postMessage('stop'), { once: true });
    worker.once('message', (m) =>
      resolve({
        requests,
        concurrency,
        ok: m.latencies.length,
        errors: m.errors,
        errorSample: m.errorSample,
        wallMs: Math.round(m.wallMs),
        throughput: Math.round((m.latencies.length / m.wallMs) * 1000 * 10) / 10,
        latencyMs: summary(m.latencies),
        latencies: m.latencies,
      }),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`load worker exited with ${code}`)));
  });
}
