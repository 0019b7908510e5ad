// The real BuildWire server (server/dist) in its own process, for the fan-out and cross-process
// figures. Environment from the parent (DATABASE_URL, SEED=false, LOG_LEVEL=fatal, PORT=0).
import { randomBytes } from 'node:crypto';
import { importServer } from './lib/common.mjs';
import { memory, serveParent } from './lib/child-ipc.mjs';
import { FLOOR_ID } from './lib/subscribers.mjs';

/**
 * A websocket text frame (FIN, unmasked) of `bytes` bytes in all, whose message is a `next` for
 * the subscription id no subscriber has (FLOOR_ID): what figure 3's floor writes.
 */
function floorFrame(bytes) {
  const head = JSON.stringify({ id: FLOOR_ID, type: 'next', payload: { pad: '' } });
  const length = Math.max(bytes - (bytes - 2 < 126 ? 2 : 4), head.length);
  const message = Buffer.from(`${head.slice(0, -3)}${'x'.repeat(length - head.length)}"}}`);
  if (message.length > 0xffff) throw new Error('floor frames are kept under 64 KB');
  const header =
    message.length < 126 ? [0x81, message.length] : [0x81, 126, message.length >> 8, message.length & 0xff];
  return Buffer.concat([Buffer.from(header), message]);
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
        // (ws' own TCP socket: the server's fan-out writes its frames there too, ws-frames.ts)
        for (const socket of app.server.webSockets) {
          socket._socket.write(frame);
          sockets++;
        }
        return { ms: Math.round((performance.now() - started) * 100) / 100, sockets, bytes: frame.length };
      },
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
