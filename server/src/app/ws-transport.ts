import type { IncomingMessage } from 'node:http';
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from 'graphql-ws';
import type { WebSocket, WebSocketServer } from 'ws';
import type { Logger } from '../common/logger.js';

/** What each graphql-ws context carries: the socket, and its handshake until `onConnect` is done with it. */
export type SocketExtra = { readonly socket: WebSocket; request: IncomingMessage | null };

/** How often every socket is pinged; one that has not answered the previous ping by then is dropped. */
const KEEP_ALIVE_MS = 12_000;

/**
 * graphql-ws over `ws`, as graphql-ws' own `useServer` does it, but lighter per socket, for
 * thousands of idle subscribers: one keep-alive timer for all sockets (not two per socket), no
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
  /** Sockets that have answered the last ping (a pong, or any message). */
  const alive = new WeakSet<WebSocket>();
  const keepAlive = setInterval(() => {
    for (const socket of wsServer.clients) {
      if (socket.readyState !== socket.OPEN) continue;
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, KEEP_ALIVE_MS);
  keepAlive.unref();
  wsServer.on('error', (error) => {
    log.error({ err: error }, 'websocket server error');
    for (const client of wsServer.clients)
      client.close(CloseCode.InternalServerError, 'Internal server error');
  });
  const markAlive = function (this: WebSocket) {
    alive.add(this);
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
            alive.add(socket);
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
