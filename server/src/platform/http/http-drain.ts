import type http from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

export type HttpDrain = {
  /** True from the first call of `drain`: /readyz says 503, each answer closes its connection. */
  readonly draining: boolean;
  /**
   * Stops the server without resetting a request already on its way: keeps answering (each
   * answer with `Connection: close`, so clients open no more keep-alive reuse) until no request
   * has been in flight for `delayMs`, then stops listening and ends the idle connections; after
   * `graceMs` in all, whatever is left is cut.
   */
  drain: (options: { delayMs: number; graceMs: number }) => Promise<void>;
};

/**
 * Tracks the HTTP server's connections and the requests in flight on each. Node's own
 * `server.close()` closes every connection it thinks idle at once, which resets a request whose
 * bytes were sent but not yet read; this waits for them instead. An upgraded (WebSocket)
 * connection counts as idle: its endpoint has closed it properly before the drain ends it.
 */
export function trackConnections(server: http.Server): HttpDrain {
  const inFlight = new Map<Socket, number>();
  let draining = false;
  let lastActivity = 0;
  const busy = () => [...inFlight.values()].some((count) => count > 0);

  server.on('connection', (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    lastActivity = Date.now();
    // the answer closes its connection (node ends it once the answer is written)
    if (draining) res.setHeader('connection', 'close');
    res.once('close', () => {
      lastActivity = Date.now();
      if (inFlight.has(socket)) inFlight.set(socket, Math.max(0, (inFlight.get(socket) ?? 1) - 1));
    });
  });

  return {
    get draining() {
      return draining;
    },
    async drain({ delayMs, graceMs }) {
      draining = true;
      const started = Date.now();
      lastActivity = Math.max(lastActivity, started);
      // quiet for delayMs: a client that queued requests behind an answer has sent them by then
      while (inFlight.size > 0 && Date.now() - started < graceMs) {
        const quietFor = Date.now() - lastActivity;
        if (!busy() && quietFor >= delayMs) break;
        await delay(Math.max(10, Math.min(50, delayMs - quietFor)));
      }
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // idle connections end gracefully (FIN after anything still buffered), busy ones after their answer
      for (const [socket, count] of inFlight) if (count === 0) socket.end();
      const cancel = new AbortController();
      const timedOut = await Promise.race([
        closed.then(() => false),
        delay(Math.max(0, graceMs - (Date.now() - started)), true, { signal: cancel.signal }).catch(
          () => false,
        ),
      ]);
      cancel.abort();
      if (timedOut) {
        for (const socket of inFlight.keys()) socket.destroy();
        await closed;
      }
    },
  };
}
