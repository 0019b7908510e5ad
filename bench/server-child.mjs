// The real BuildWire server (server/dist) in its own process, for the fan-out and cross-process
// figures. Environment from the parent (DATABASE_URL, SEED=false, LOG_LEVEL=fatal, PORT=0).
import { randomBytes } from 'node:crypto';
import { importServer } from './lib/common.mjs';
import { memory, serveParent } from './lib/child-ipc.mjs';

// /metrics is closed in production unless asked with this token (the fan-out figure reads it)
const METRICS_TOKEN = (process.env.METRICS_TOKEN ??= randomBytes(18).toString('base64url'));

try {
  const { loadConfig, logger, boot } = await importServer();
  const app = await boot(loadConfig(), logger, { migrate: false });
  serveParent(
    {
      memory: () => memory(),
      // the bus's WIRE handlers: one per live board subscription (private field, read for the bench only)
      subscribers: () => app.services.events.handlers?.get('WIRE')?.size ?? 0,
      // the latest event, as the server measures it: arrival → last frame handed to a socket
      fanout: async () => {
        const headers = { authorization: `Bearer ${METRICS_TOKEN}` };
        const text = await (await fetch(`${app.server.url}/metrics`, { headers })).text();
        const read = (name) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN);
        return {
          ms: Math.round(read('buildwire_live_event_fanout_seconds') * 1e5) / 100,
          frames: read('buildwire_live_event_frames'),
        };
      },
    },
    () => app.stop(),
  );
  process.send({ type: 'ready', port: app.server.port, url: app.server.url });
} catch (error) {
  process.send?.({ type: 'failed', error: String(error?.stack ?? error) });
  process.exit(1);
}
