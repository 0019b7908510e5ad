// The real BuildWire server (server/dist) in its own process, for the fan-out and cross-process
// figures. Environment from the parent (DATABASE_URL, SEED=false, LOG_LEVEL=fatal, PORT=0).
import { randomBytes } from 'node:crypto';
import { distUrl, importServer, nowMs } from './lib/common.mjs';
import { memory, serveParent } from './lib/child-ipc.mjs';
import { FLOOR_ID } from './lib/subscribers.mjs';

// the server's own frame and socket helpers: the floor writes as its fan-out does
const { nextFrame, rawSocket } = await import(distUrl('platform/realtime/ws-frames.js'));

/**
 * The `next` frame (for FLOOR_ID, an id no subscription has) of `bytes` bytes in all, or as near
 * as it can be: what figure 3's floor writes, as big as the event's frame.
 */
function floorFrame(bytes) {
  const idJson = JSON.stringify(FLOOR_ID);
  const frameOf = (pad) =>
    nextFrame(idJson, Buffer.from(`,"type":"next","payload":{"pad":"${'x'.repeat(pad)}"}}`));
  const pad = Math.max(0, bytes - frameOf(0).length);
  const frame = frameOf(pad);
  // a longer frame may need a longer header (126 bytes and up): as much shorter a pad
  return frame.length > bytes && pad > 0 ? frameOf(Math.max(0, pad - (frame.length - bytes))) : frame;
}

// /metrics is closed in production unless asked with this token (the fan-out figure reads it)
const METRICS_TOKEN = (process.env.METRICS_TOKEN ??= randomBytes(18).toString('base64url'));

try {
  const { loadConfig, logger, boot } = await importServer();
  const app = await boot(loadConfig(), logger, { migrate: false });
  serveParent(
    {
      memory: () => memory(),
      /**
       * The floor of the fan-out on this machine: one ready frame as big as the event's written
       * to every open socket, in one loop, straight to its TCP socket (nothing to find, check,
       * run or serialize): the time the writes alone take.
       */
      floor: ({ bytes }) => {
        const frame = floorFrame(bytes);
        const started = performance.now();
        let sockets = 0;
        for (const socket of app.server.webSockets) {
          rawSocket(socket)?.write(frame);
          sockets++;
        }
        return { ms: Math.round((performance.now() - started) * 100) / 100, sockets, bytes: frame.length };
      },
      // the bus's WIRE handlers: one per live board subscription (private field, read for the bench only)
      subscribers: () => app.services.events.handlers?.get('WIRE')?.size ?? 0,
      // the latest event, as the server measures it: arrival → last frame handed to a socket; and
      // both on the parent's clock (`nowMs`, the machine's monotonic clock), to place them between
      // the post and the subscribers' reads
      fanout: async () => {
        const headers = { authorization: `Bearer ${METRICS_TOKEN}` };
        const text = await (await fetch(`${app.server.url}/metrics`, { headers })).text();
        const read = (name) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN);
        const last = app.server.lastFanOut();
        const offset = nowMs() - performance.now();
        return {
          ms: Math.round(read('buildwire_live_event_fanout_seconds') * 1e5) / 100,
          frames: read('buildwire_live_event_frames'),
          arrivedAt: last ? last.arrivedAt + offset : null,
          lastFrameAt: last ? last.lastFrameAt + offset : null,
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
