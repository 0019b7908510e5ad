import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry, type RegistryContentType } from 'prom-client';

/**
 * /metrics under WORKERS=N (app/cluster.ts): each worker asks the primary, which sums every
 * worker's registry (prom-client's AggregatorRegistry), so one scrape of the shared port sees
 * the whole machine.
 */

/** Messages between the primary and its workers (the `bw` field tells them from prom-client's). */
type MetricsAsk = { bw: 'metrics?'; id: number };
type MetricsAnswer = { bw: 'metrics'; id: number; text?: string; contentType?: string; error?: string };

/** In the primary: answers `worker`'s asks for the summed metrics. */
export function answerMetricsAsks(worker: Worker, aggregator: AggregatorRegistry<RegistryContentType>): void {
  worker.on('message', (message: MetricsAsk) => {
    if (message?.bw !== 'metrics?') return;
    const answer = (body: Omit<MetricsAnswer, 'bw' | 'id'>) => {
      if (worker.isConnected()) worker.send({ bw: 'metrics', id: message.id, ...body });
    };
    aggregator.clusterMetrics().then(
      (text) => answer({ text, contentType: aggregator.contentType }),
      (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** True in a process the primary forked (it skips the once-only work). */
export function isClusterWorker(): boolean {
  return cluster.isWorker && process.env.BUILDWIRE_CLUSTER_WORKER === '1';
}

let asked = 0;
const pending = new Map<number, (answer: MetricsAnswer) => void>();

/**
 * In a worker: lets the primary read `registry` (prom-client answers its requests once an
 * AggregatorRegistry exists in this process) and listens for the answers `clusterMetrics` asks for.
 */
export function shareMetricsWithPrimary(registry: Registry): void {
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  process.on('message', (message: MetricsAnswer) => {
    if (message?.bw !== 'metrics') return;
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });
}

/**
 * A worker's /metrics: every worker's registry, summed by the primary (prom-client's
 * AggregatorRegistry), so one scrape of the shared port sees the whole machine.
 */
export function clusterMetrics(): Promise<{ text: string; contentType: string }> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    pending.set(id, (answer) =>
      answer.text !== undefined
        ? resolve({
            text: answer.text,
            contentType: answer.contentType ?? AggregatorRegistry.PROMETHEUS_CONTENT_TYPE,
          })
        : reject(new Error(answer.error ?? 'no metrics')),
    );
    process.send?.({ bw: 'metrics?', id } satisfies MetricsAsk);
  });
}
