// Figure 8: events per second through the outbox, for each wake driver (EVENT_BUS_URL). Two event
// buses on bw_bench, as two processes have them (each its own connections, reader and wake
// subscription): `emit` on one, with `concurrency` in flight, until the other has delivered them all.
import { distUrl, nowMs, summary } from '../common.mjs';

const DRIVERS = { pg: undefined, nats: 'nats://127.0.0.1:4222', redis: 'redis://127.0.0.1:6379' };

/** The URL of each driver's server here (NATS and Redis run on every machine of this project). */
export const BUS_URLS = DRIVERS;

export async function measureOutbox(databaseUrl, { events = 2000, concurrency = 16, drivers }) {
  const { EventBus } = await import(distUrl('events/event-bus.js'));
  const { logger } = await import(distUrl('common/logger.js'));
  const results = {};
  for (const name of drivers) {
    const busUrl = DRIVERS[name];
    const sender = new EventBus(databaseUrl, logger, { busUrl });
    const receiver = new EventBus(databaseUrl, logger, { busUrl });
    try {
      await Promise.all([sender.start(), receiver.start()]);
      let delivered = 0;
      let done = () => {};
      const all = new Promise((resolve) => (done = resolve));
      const latencies = [];
      const sentAt = new Map();
      receiver.on('WIRE', (message) => {
        const at = sentAt.get(message.wireId);
        if (at === undefined) return;
        latencies.push(nowMs() - at);
        if (++delivered === events) done();
      });
      const t0 = nowMs();
      let next = 0;
      const worker = async () => {
        while (next < events) {
          const wireId = `bench-${name}-${next++}`;
          sentAt.set(wireId, nowMs());
          await sender.emit({ topic: 'WIRE', type: 'UPDATED', wireId });
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      const emittedMs = nowMs() - t0;
      await Promise.race([all, new Promise((r) => setTimeout(r, 60_000))]);
      const totalMs = nowMs() - t0;
      results[name] = {
        events,
        delivered,
        writtenPerSecond: Math.round((events / emittedMs) * 1000),
        deliveredPerSecond: Math.round((delivered / totalMs) * 1000),
        latencyMs: summary(latencies),
      };
    } catch (error) {
      results[name] = { error: String(error?.message ?? error) };
    } finally {
      await Promise.all([sender.close(), receiver.close()]);
    }
  }
  // the bench leaves no rows behind in bw_bench
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`delete from event_outbox where message->>'wireId' like 'bench-%'`);
  await client.end();
  return results;
}
