import type { IncomingMessage } from 'node:http';
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from 'graphql-ws';
import type { WebSocket, WebSocketServer } from 'ws';
import type { Logger } from '../common/logger.js';

/** What each graphql-ws context carries: the socket, and its handshake until `onConnect` is done with it. */
export type SocketExtra = { readonly socket: WebSocket; request: IncomingMessage | null };

/** How often every socket is pinged; one that has not answered the previous ping by then is dropped. */
const KEEP_ALIVE_MS = 12_000;
/** The sockets are pinged a slice at a time, one slice per tick, each slice once per `KEEP_ALIVE_MS`. */
const KEEP_ALIVE_SLICES = 12;

/**
 * The keep-alive of every socket, in slices: each socket has its slice (in turn, as they open)
 * and is pinged every `slices` ticks; one that has not answered its previous ping (a pong, or any
 * message) by its next turn is dropped. 10k sockets' pings, and their pongs, are then spread over
 * the interval, not one burst that would hold up the events behind it (≈ 0.2 s of CPU at 10k);
 * a tick visits only its own slice's sockets.
 */
export class KeepAlive {
  /** The sockets of each slice (a closed one leaves at its slice's next turn). */
  private readonly slices: Set<WebSocket>[];
  /** Sockets pinged that have not answered since. */
  private readonly silent = new WeakSet<WebSocket>();
  private opened = 0;
  private ticks = 0;

  constructor(slices: number) {
    this.slices = Array.from({ length: slices }, () => new Set<WebSocket>());
  }

  /** A new socket: alive, in the next slice. */
  add(socket: WebSocket): void {
    this.slices[this.opened++ % this.slices.length]!.add(socket);
  }

  /** The socket answered (a pong, or any message). */
  answered(socket: WebSocket): void {
    this.silent.delete(socket);
  }

  /** The next slice's turn: each of its open sockets is dropped if it has not answered, else pinged. */
  tick(): void {
    const slice = this.slices[this.ticks++ % this.slices.length]!;
    for (const socket of slice) {
      if (socket.readyState === socket.CLOSED) slice.delete(socket);
      if (socket.readyState !== socket.OPEN) continue;
      if (this.silent.has(socket)) {
        slice.delete(socket);
        socket.terminate();
        continue;
      }
      this.silent.add(socket);
      socket.ping();
    }
  }
}

/**
 * graphql-ws over `ws`, as graphql-ws' own `useServer` does it, but lighter per socket, for
 * thousands of idle subscribers: one keep-alive timer for all sockets (not two per socket: `KeepAlive`), no
 * received message kept alive by a handler waiting on its subscription, and the handshake
 * request released once the connection is set up (`onConnect` sets `extra.request` to null).
 */
export function serveGraphqlWs(
  options: ServerOptions<Record<string, unknown> | undefined, SocketExtra>,
  wsServer: WebSocketServer,
  log: Logger,
): { dispose: () => Promise<void> } {
  const server = makeServer(options);
  wsServer.options.handleProtocols = handleProtocols;
  const internalError = (socket: WebSocket, error: unknown, what: string) => {
    log.error({ err: error }, what);
    socket.close(CloseCode.InternalServerError, 'Internal server error');
  };
  const alive = new KeepAlive(KEEP_ALIVE_SLICES);
  const keepAlive = setInterval(() => alive.tick(), KEEP_ALIVE_MS / KEEP_ALIVE_SLICES);
  keepAlive.unref();
  wsServer.on('error', (error) => {
    log.error({ err: error }, 'websocket server error');
    for (const client of wsServer.clients)
      client.close(CloseCode.InternalServerError, 'Internal server error');
  });
  const markAlive = function (this: WebSocket) {
    alive.answered(this);
  };

  wsServer.on('connection', (socket, request) => {
    alive.add(socket);
    socket.on('pong', markAlive);
    socket.once('error', (error) => internalError(socket, error, 'websocket error'));
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (error) => (error ? reject(error) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        // not awaited here: a subscription's handler runs as long as it does, holding no buffer
        onMessage: (handle) =>
          socket.on('message', (data) => {
            alive.answered(socket);
            handle(String(data)).catch((error: unknown) =>
              internalError(socket, error, 'websocket message failed'),
            );
          }),
      },
      { socket, request },
    );
    socket.once('close', (code, reason) => void closed(code, String(reason)));
  });

  return {
    dispose: async () => {
      clearInterval(keepAlive);
      for (const client of wsServer.clients) client.close(1001, 'Going away');
      wsServer.removeAllListeners();
      await new Promise<void>((resolve, reject) =>
        wsServer.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
