// Many graphql-ws subscribers on light sockets (`LightSocket`: the graphql-transport-ws protocol by
// hand over a minimal WebSocket client, to keep the reading side's work per frame small):
// connection_init → ack → subscribe; every `next` is timestamped when its bytes were read.
import { withTimeout } from './common.mjs';
import { LightSocket } from './light-socket.mjs';

/** The id of the floor's frames (figure 3's reference loop): no subscription has it. */
export const FLOOR_ID = 'floor';

async function openOne(wsUrl, query, onEvent, onFloor) {
  let acknowledged;
  const ack = new Promise((resolve, reject) => {
    acknowledged = { resolve, reject };
  });
  ack.catch(() => {}); // (awaited below, once the socket is open)
  const socket = await LightSocket.open(
    wsUrl,
    'graphql-transport-ws',
    (text, at, bytes) => {
      const message = JSON.parse(text);
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
        acknowledged.resolve();
      } else if (message.type === 'next' && message.id === FLOOR_ID) onFloor(at);
      else if (message.type === 'next') onEvent(message.payload, at, bytes);
      else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      else if (message.type === 'error') onEvent({ errors: message.payload }, at);
    },
    () => acknowledged.reject(new Error('subscriber closed before connection_ack')),
  );
  socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
  try {
    await withTimeout(ack, 20_000, 'connection_ack');
  } catch (error) {
    socket.terminate();
    throw error;
  }
  return socket;
}

/**
 * Opens `count` subscribers, `batch` at a time. `waitFor(id, t0)` resolves with every subscriber's
 * delivery time (ms after `t0`) of the event about wire `id`.
 */
export async function openSubscribers(wsUrl, query, count, { batch = 200 } = {}) {
  const sockets = [];
  const waiters = new Map(); // wire id → { times, resolve }
  const early = new Map(); // wire id → times that came before anyone waited (a fast server)
  let errors = 0;
  let errorSample = null;
  /** The size of the latest event's message (what the floor's frames are made as big as). */
  let eventBytes = 0;
  let floor = null; // { times, resolve } while a floor is awaited
  const onFloor = (at) => {
    if (!floor) return;
    floor.times.push(at);
    if (floor.times.length >= count) floor.resolve();
  };
  const onEvent = (payload, at, bytes) => {
    if (payload.errors) {
      errors++;
      errorSample ??= JSON.stringify(payload.errors).slice(0, 300);
      return;
    }
    const id = payload.data?.wireboardEvents?.wire?.id;
    if (!id) return;
    eventBytes = bytes;
    const w = waiters.get(id);
    if (w) {
      w.times.push(at);
      if (w.times.length >= count) w.resolve();
    } else {
      if (!early.has(id)) early.set(id, []);
      early.get(id).push(at);
    }
  };
  for (let i = 0; i < count; i += batch) {
    const n = Math.min(batch, count - i);
    sockets.push(
      ...(await Promise.all(Array.from({ length: n }, () => openOne(wsUrl, query, onEvent, onFloor)))),
    );
  }
  return {
    sockets,
    get errors() {
      return { errors, errorSample };
    },
    get eventBytes() {
      return eventBytes;
    },
    /**
     * Starts listening for the floor's frames (one to each subscriber, written after this
     * returns); resolves with their arrival times (`nowMs`) once every subscriber has its one.
     */
    expectFloor(timeoutMs = 60_000) {
      const all = new Promise((resolve) => (floor = { times: [], resolve }));
      return withTimeout(all, timeoutMs, `all ${count} floor frames`)
        .then(() => floor.times)
        .finally(() => {
          floor = null;
        });
    },
    /** Delivery latencies (ms from t0) of the event about `wireId` once all have it (or timeout). */
    async waitFor(wireIdPromise, t0, timeoutMs = 120_000, idleMs = 10_000) {
      const id = await wireIdPromise;
      const w = { times: early.get(id) ?? [], resolve: () => {} };
      early.delete(id);
      const errorsBefore = errors;
      let timedOut = false;
      // all delivered; or nothing new for `idleMs` (events the server dropped never come)
      const all = new Promise((resolve) => {
        w.resolve = resolve;
        if (w.times.length >= count) resolve();
        let seen = -1;
        let quietSince = Date.now();
        const check = setInterval(() => {
          if (w.times.length !== seen) {
            seen = w.times.length;
            quietSince = Date.now();
          } else if (Date.now() - quietSince > idleMs) {
            timedOut = true;
            resolve();
          }
        }, 250);
        const done = w.resolve;
        w.resolve = () => {
          clearInterval(check);
          done();
        };
        void done;
      }).finally(() => {});
      waiters.set(id, w);
      await withTimeout(all, timeoutMs, `all ${count} subscribers to get wire ${id}`).catch(() => {
        timedOut = true;
      });
      w.resolve();
      waiters.delete(id);
      const errorPayloads = errors - errorsBefore;
      if (errorPayloads) timedOut = timedOut || w.times.length < count;
      return { latencies: w.times.map((at) => at - t0), delivered: w.times.length, errorPayloads, timedOut };
    },
    close: async () => {
      for (const socket of sockets) socket.terminate();
    },
  };
}
