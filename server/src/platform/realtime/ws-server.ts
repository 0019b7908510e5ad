import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { GraphQLError, OperationTypeNode, type GraphQLSchema } from 'graphql';
import { WebSocketServer, type WebSocket } from 'ws';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../common/config.js';
import type { Context } from '../../common/context.js';
import { logger as rootLogger } from '../../common/logger.js';
import { clientIp, proxyTrust, type ContextSource } from '../http/request-source.js';
import {
  expandInputProblems,
  formatError,
  PERSISTED_QUERY_HINT,
  withRetryAfter,
} from '../graphql/format-error.js';
import { connectionContext, operationContext } from './ws-context.js';
import { LiveFanOut, type LiveTarget } from './ws-fanout.js';
import { PayloadFrames, type FanOutTiming } from './ws-frames.js';
import { GraphqlSocket, isStreaming, serveGraphqlWs, socketState } from './ws-transport.js';
import { allowedOrigins, isOriginAllowed } from './ws-origin.js';
import { OperationRate, WS_CLOSE_TOO_MANY_REQUESTS } from './ws-rate.js';
import { operationRefused, SocketSessions, type SocketSessionSources } from './ws-sessions.js';
import { operationOf } from '../graphql/operation-of.js';
import type { OperationLimits } from '../limits/query-limits.js';
import type { Metrics } from '../observability/metrics.js';
import type { PersistedDocuments } from '../graphql/persisted-documents.js';
import { GRAPHQL_PATH } from '../http/graphql-http.js';

/** What a socket keeps while open: its viewer (made once at the handshake), rate and operations. */
type SocketState = {
  connection: Context;
  rate: OperationRate;
  /** Operations running (for /metrics). */
  operations: number;
};

/**
 * Told to the client once a subscription listens, so that it can read what it shows after it and
 * miss nothing (the protocol has no such message; docs/API.md): an unsolicited `pong`, which the
 * protocol allows as a one-way heartbeat with a payload, so every graphql-ws client takes it.
 */
export function listeningFrame(id: string): string {
  return JSON.stringify({ type: 'pong', payload: { listening: id } });
}

/** graphql-ws close code the client retries after (1012: service restart). */
const WS_RESTART = 1012;
/** Close code of a handshake refused in an outage (1013: try again later); clients retry it. */
export const WS_CLOSE_UNAVAILABLE = 1013;

/** What the endpoint is given by the composition root (app/server.ts). */
export type WebSocketSources = {
  config: Config;
  orm: MikroORM;
  /** The context of a socket, made once at its handshake, as HTTP makes a request's. */
  contextOf: (source: ContextSource) => Promise<Context>;
  /** How a socket's session is read again and learnt ended (ws-sessions.ts). */
  sessions: SocketSessionSources;
};

export type WebSocketEndpoint = {
  /** Closes every socket with a retryable code and stops taking new ones. */
  close: () => Promise<void>;
  /** The open sockets (read-only: for what measures them, such as the bench's fan-out floor). */
  sockets: ReadonlySet<WebSocket>;
  /** The latest live event's delivery here: its arrival and last frame (performance.now()). */
  lastFanOut: () => FanOutTiming | null;
};

/**
 * The graphql-transport-ws protocol (ws-transport.ts) on `/graphql` of `httpServer`, with the
 * same schema, context builder and error shapes as HTTP. Only the app's own pages may open one (ws-origin.ts); a socket ends with the
 * session it rides on, in every process (ws-sessions.ts), and its operations have a rate (ws-rate.ts).
 */
export function startWebSocketEndpoint(
  httpServer: http.Server,
  sources: WebSocketSources,
  schema: GraphQLSchema,
  limits: OperationLimits,
  metrics: Metrics,
  persisted: PersistedDocuments,
): WebSocketEndpoint {
  const origins = allowedOrigins(sources.config);
  /** Each operation's context → where its frames go and its socket's context (the subscriber). */
  const targets = new WeakMap<Context, LiveTarget>();
  const frames: PayloadFrames = new PayloadFrames(
    (result) =>
      withRetryAfter(
        expandInputProblems((result.errors ?? []).map((error) => formatError(error.toJSON(), error))),
        sources.config.retryAfterSeconds,
      ),
    (result) => fanOut.eventOf.get(result), // (called only once the fan-out exists)
    (errors) => metrics.countErrors(errors, 'ws'),
    sources.config.wsMaxBufferedBytes,
    (socket) => {
      metrics.tooFarBehind();
      rootLogger.warn(
        { bufferedBytes: socket.bufferedAmount },
        'websocket closed: too far behind its events (it reconnects and reads again)',
      );
    },
  );
  const fanOut: LiveFanOut = new LiveFanOut(
    sources.orm,
    (operation) => targets.get(operation),
    frames,
    () => metrics.livePayloadRun(),
  );
  metrics.watchFanOut(() => frames.last);
  const wsServer = new WebSocketServer({
    // the transport's record of each socket rides on it (ws-transport.ts)
    WebSocket: GraphqlSocket,
    server: httpServer,
    path: GRAPHQL_PATH,
    // the same bound as an HTTP body: a bigger message closes the socket (1009)
    maxPayload: sources.config.maxRequestBytes,
    // a page of another site may not ride on the session cookie (see ws-origin.ts)
    verifyClient: ({ req }, accept) =>
      isOriginAllowed(req, origins) ? accept(true) : accept(false, 403, 'Origin not allowed'),
  });
  const trust = proxyTrust(sources.config.trustProxy);
  /** The signed-in sockets, closed when their session ends (any process) or expires. */
  const sessions = new SocketSessions(sources.sessions);
  const operationLimits = limits.webSocket(schema);
  metrics.watchSockets(() => {
    let operations = 0;
    for (const socket of wsServer.clients) operations += socketState<SocketState>(socket)?.operations ?? 0;
    return { open: wsServer.clients.size, operations };
  });
  const refuse = <T extends readonly GraphQLError[]>(errors: T): T => {
    metrics.countErrors(errors, 'ws');
    return errors;
  };
  const cleanup = serveGraphqlWs<SocketState>(
    {
      connect: async (socket, request, params) => {
        const authorization = typeof params?.authorization === 'string' ? params.authorization : undefined;
        const reqId = randomUUID();
        let context: Context;
        try {
          context = await sources.contextOf({
            headers: request.headers,
            ip: clientIp(request, trust),
            reqId,
            log: rootLogger.child({ reqId, ws: true }),
            authorization,
          });
        } catch (error) {
          if (!(error instanceof GraphQLError) || error.extensions.code !== 'UNAVAILABLE') throw error;
          // the credential could not be looked up (an outage): "try again later", which graphql-ws
          // clients retry, not a refusal that would sign the user out
          rootLogger.error({ err: error.cause, reqId }, 'database unavailable: websocket handshake refused');
          socket.close(WS_CLOSE_UNAVAILABLE, 'UNAVAILABLE');
          return null;
        }
        if (context.authError) {
          socket.close(context.authError === 'USER_DISABLED' ? 4403 : 4401, context.authError);
          return null;
        }
        sessions.add(socket, context);
        // kept without the fork made for the handshake (an idle socket holds none)
        return {
          connection: connectionContext(context),
          rate: new OperationRate(sources.config.wsOpsPerSecond, sources.config.wsOpsBurst),
          operations: 0,
        };
      },
      // before each operation: the socket's rate, then its session still holds (nothing runs on a
      // dead one), then the same token and shape limits as HTTP, its cost against the limit and
      // the client's budget; one parsed, validated document per distinct operation text, shared
      prepare: async (socket, state, id, payload) => {
        const { rate, connection } = state;
        if (!rate.take()) {
          if (rate.flooding) socket.close(WS_CLOSE_TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS');
          return refuse([
            operationRefused('TOO_MANY_REQUESTS', 'Too many operations on this connection; slow down.', {
              retryAfter: rate.retryAfterSeconds,
            }),
          ]);
        }
        const refused = await sessions.check(socket);
        if (refused) return refuse([refused]);
        // a hash of the client's documents becomes its text
        if (!persisted.resolve(payload) && !payload.query)
          return refuse([operationRefused('PERSISTED_QUERY_NOT_FOUND', PERSISTED_QUERY_HINT)]);
        const notAllowed = persisted.refusal(connection, payload.query);
        if (notAllowed) return refuse([notAllowed]);
        const admitted = operationLimits.admit(connection, payload);
        if (admitted) return refuse(admitted);
        const document = operationLimits.parse(payload.query); // parsed and validated by `admit`
        if (!operationOf(document, payload.operationName))
          return refuse([new GraphQLError('Unable to identify operation')]);
        const operation = operationContext(connection, sources.orm);
        targets.set(operation, { connection, socket, id });
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: operation,
        };
      },
      // a live event's payload runs once per group of subscribers it is the same for
      run: (args) =>
        operationOf(args.document, args.operationName)?.operation === OperationTypeNode.SUBSCRIPTION
          ? fanOut.subscribe(args)
          : operationLimits.execute(args),
      started: (socket, state, id, args, outcome, open) => {
        state.operations++;
        const operation = operationOf(args.document, args.operationName);
        metrics.wsOperation(args.operationName ?? operation?.name?.value, operation?.operation ?? 'unknown');
        // its stream is open (topic streams listen from their creation): every later event reaches it
        if (open && isStreaming(outcome)) socket.send(listeningFrame(id));
      },
      // the same error shapes over WebSocket as over HTTP (codes, no internals), serialized once
      // per result however many subscribers share it
      next: (socket, id, result) => frames.next(socket, id, result),
      finished: (_socket, state) => {
        if (state.operations > 0) state.operations--;
      },
    },
    wsServer,
    rootLogger,
  );
  return {
    sockets: wsServer.clients,
    lastFanOut: () => frames.last,
    close: async () => {
      sessions.dispose();
      for (const client of wsServer.clients) client.close(WS_RESTART, 'Server restarting');
      await cleanup.dispose();
    },
  };
}
