import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import {
  getOperationAST,
  type FormattedExecutionResult,
  type GraphQLError,
  type GraphQLSchema,
} from 'graphql';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Context } from '../common/context.js';
import { logger as rootLogger } from '../common/logger.js';
import { buildContext, clientIp, proxyTrust } from './context.js';
import { expandInputProblems, formatError } from './format-error.js';
import type { Resolvers } from './schema.js';
import type { Services } from './services.js';
import { connectionContext, operationContext } from './ws-context.js';
import { LiveFanOut, type LiveTarget } from './ws-fanout.js';
import { PayloadFrames } from './ws-frames.js';
import { serveGraphqlWs } from './ws-transport.js';
import { allowedOrigins, isOriginAllowed } from './ws-origin.js';
import { OperationRate, WS_CLOSE_TOO_MANY_REQUESTS } from './ws-rate.js';
import { operationRefused, SocketSessions } from './ws-sessions.js';
import type { OperationLimits } from './query-limits.js';
import type { Metrics } from './metrics.js';
import type { PersistedDocuments } from './persisted-documents.js';
import { GRAPHQL_PATH } from './graphql-http.js';

/** What a socket keeps while open: its viewer (made once at the handshake), rate and operations. */
type SocketState = {
  connection: Context;
  rate: OperationRate;
  /** Operations running (for /metrics). */
  operations: number;
};

/**
 * Told to the client once a subscription listens, so that it can read what it shows after it and
 * miss nothing (graphql-ws sends no such message; docs/API.md): an unsolicited `pong`, which the
 * protocol allows as a one-way heartbeat with a payload, so every graphql-ws client takes it.
 */
export function listeningFrame(id: string): string {
  return JSON.stringify({ type: 'pong', payload: { listening: id } });
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/** graphql-ws close code the client retries after (1012: service restart). */
const WS_RESTART = 1012;

export type WebSocketEndpoint = {
  /** Closes every socket with a retryable code and stops taking new ones. */
  close: () => Promise<void>;
  /** The open sockets (read-only: for what measures them, such as the bench's fan-out floor). */
  sockets: ReadonlySet<WebSocket>;
};

/**
 * graphql-ws on `/graphql` of `httpServer`, with the same schema, context builder and error
 * shapes as HTTP. Only the app's own pages may open one (ws-origin.ts); a socket ends with the
 * session it rides on, in every process (ws-sessions.ts), and its operations have a rate (ws-rate.ts).
 */
export function startWebSocketEndpoint(
  httpServer: http.Server,
  services: Services,
  schema: GraphQLSchema,
  resolvers: Resolvers,
  limits: OperationLimits,
  metrics: Metrics,
  persisted: PersistedDocuments,
): WebSocketEndpoint {
  const origins = allowedOrigins(services.config);
  /** Each operation's context → where its frames go and its socket's context (the subscriber). */
  const targets = new WeakMap<Context, LiveTarget>();
  const frames: PayloadFrames = new PayloadFrames(
    (result) => expandInputProblems((result.errors ?? []).map((error) => formatError(error.toJSON(), error))),
    (result) => fanOut.eventOf.get(result), // (called only once the fan-out exists)
    (errors) => metrics.countErrors(errors, 'ws'),
    services.config.wsMaxBufferedBytes,
    (socket) => {
      metrics.tooFarBehind();
      rootLogger.warn(
        { bufferedBytes: socket.bufferedAmount },
        'websocket closed: too far behind its events (it reconnects and reads again)',
      );
    },
  );
  const fanOut: LiveFanOut = new LiveFanOut(
    services.orm,
    (operation) => targets.get(operation),
    frames,
    () => metrics.livePayloadRun(),
  );
  metrics.watchFanOut(() => frames.last);
  const wsServer = new WebSocketServer({
    // each frame's payload serialized once for all its sockets (ws-frames.ts)
    WebSocket: frames.socketClass(),
    server: httpServer,
    path: GRAPHQL_PATH,
    // the same bound as an HTTP body: a bigger message closes the socket (1009)
    maxPayload: services.config.maxRequestBytes,
    // a page of another site may not ride on the session cookie (see ws-origin.ts)
    verifyClient: ({ req }, accept) =>
      isOriginAllowed(req, origins) ? accept(true) : accept(false, 403, 'Origin not allowed'),
  });
  const trust = proxyTrust(services.config.trustProxy);
  /** What each socket keeps (one record each: thousands of idle subscribers hold one). */
  const sockets = new WeakMap<WebSocket, SocketState>();
  /** The signed-in sockets, closed when their session ends (any process) or expires. */
  const sessions = new SocketSessions(services);
  const operationLimits = limits.webSocket(schema);
  metrics.watchSockets(() => {
    let operations = 0;
    for (const socket of wsServer.clients) operations += sockets.get(socket)?.operations ?? 0;
    return { open: wsServer.clients.size, operations };
  });
  const refuse = <T extends readonly GraphQLError[]>(errors: T): T => {
    metrics.countErrors(errors, 'ws');
    return errors;
  };
  const cleanup = serveGraphqlWs(
    {
      schema,
      // one parsed, validated document per distinct operation text, shared by its subscriptions;
      // the same token and shape limits as HTTP, then its cost and budget, and the client's place
      parse: operationLimits.parse,
      validate: operationLimits.validate,
      execute: operationLimits.execute,
      // a live event's payload runs once per group of subscribers it is the same for
      subscribe: fanOut.subscribe,
      jsonMessageReplacer: frames.replacer,
      onConnect: async (ctx) => {
        const request = ctx.extra.request;
        if (!request) return false;
        // the handshake is not kept for the socket's life (its headers are read once, here)
        ctx.extra.request = null;
        const authorization =
          typeof ctx.connectionParams?.authorization === 'string'
            ? ctx.connectionParams.authorization
            : undefined;
        const reqId = randomUUID();
        const context = await buildContext(services, resolvers, {
          headers: request.headers,
          ip: clientIp(request, trust),
          reqId,
          log: rootLogger.child({ reqId, ws: true }),
          authorization,
        });
        const socket = ctx.extra.socket;
        if (context.authError) {
          socket.close(context.authError === 'USER_DISABLED' ? 4403 : 4401, context.authError);
          return false;
        }
        // kept without the fork made for the handshake (an idle socket holds none)
        sockets.set(socket, {
          connection: connectionContext(context),
          rate: new OperationRate(services.config.wsOpsPerSecond, services.config.wsOpsBurst),
          operations: 0,
        });
        sessions.add(socket, context);
        return true;
      },
      // before each operation: the socket's rate, then its session still holds (nothing runs on a
      // dead one), then the operation's cost against the limit and the client's budget
      onSubscribe: async (ctx, _id, payload) => {
        const socket = ctx.extra.socket;
        const rate = sockets.get(socket)?.rate;
        if (rate && !rate.take()) {
          if (rate.flooding) socket.close(WS_CLOSE_TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS');
          return refuse([
            operationRefused('TOO_MANY_REQUESTS', 'Too many operations on this connection; slow down.'),
          ]);
        }
        const refused = await sessions.check(socket);
        if (refused) return refuse([refused]);
        // a hash of the client's documents becomes its text (graphql-ws then parses `payload.query`)
        if (!persisted.resolve(payload) && !payload.query)
          return refuse([
            operationRefused(
              'PERSISTED_QUERY_NOT_FOUND',
              'The persisted query hash is unknown: send the full query text.',
            ),
          ]);
        const connection = sockets.get(socket)?.connection;
        const notAllowed = persisted.refusal(connection, payload.query);
        if (notAllowed) return refuse([notAllowed]);
        const admitted = operationLimits.admit(connection, payload);
        return admitted ? refuse(admitted) : undefined;
      },
      onOperation: (ctx, id, _payload, args, result) => {
        const state = sockets.get(ctx.extra.socket);
        if (state) state.operations++;
        const operation = getOperationAST(args.document, args.operationName);
        metrics.wsOperation(args.operationName ?? operation?.name?.value, operation?.operation ?? 'unknown');
        // its stream is open (topic streams listen from their creation): every later event reaches it
        if (isAsyncIterable(result) && id in ctx.subscriptions) ctx.extra.socket.send(listeningFrame(id));
        return undefined;
      },
      // (graphql-ws calls it once for each operation that reached onOperation)
      onComplete: (ctx) => {
        const state = sockets.get(ctx.extra.socket);
        if (state && state.operations > 0) state.operations--;
      },
      context: (ctx, id, payload, args) => {
        const connection = sockets.get(ctx.extra.socket)?.connection;
        if (!connection) throw new Error('websocket context missing');
        // the operation's text, as received, is kept as long as it runs: keep the one parsed copy
        const source = args.document.loc?.source.body;
        if (source !== undefined && source === payload.query) (payload as { query: string }).query = source;
        const operation = operationContext(connection, services.orm);
        targets.set(operation, { connection, socket: ctx.extra.socket, id });
        return operation;
      },
      // the same error shapes over WebSocket as over HTTP (codes, no internals), serialized once
      // per result however many subscribers share it
      onNext: (_ctx, _id, _payload, _args, result) => {
        const payload = frames.payload(result);
        if (payload.errors) metrics.countErrors(payload.errors, 'ws');
        return payload as unknown as FormattedExecutionResult; // written by `frames` as its JSON
      },
    },
    wsServer,
    rootLogger,
  );
  return {
    sockets: wsServer.clients,
    close: async () => {
      sessions.dispose();
      for (const client of wsServer.clients) client.close(WS_RESTART, 'Server restarting');
      await cleanup.dispose();
    },
  };
}
