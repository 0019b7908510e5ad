import type { IncomingMessage } from 'node:http';
import { GraphQLError, type ExecutionArgs, type ExecutionResult } from 'graphql';
import {
  CloseCode,
  GRAPHQL_TRANSPORT_WS_PROTOCOL,
  handleProtocols,
  MessageType,
  parseMessage,
  type SubscribePayload,
} from 'graphql-ws';
import { WebSocket, type RawData, type WebSocketServer } from 'ws';
import {
  CONNECTION_INIT_WAIT_MS,
  InitDeadlines,
  KeepAlive,
  KEEP_ALIVE_MS,
  KEEP_ALIVE_SLICES,
} from './ws-timers.js';
import type { Logger } from '../../common/logger.js';

/**
 * A stream that writes its own `next` frames (the live fan-out's subscriptions) and says once when
 * it has ended: the transport then has nothing to wait on while it runs (no promise, no handler
 * suspended per subscription, for thousands of idle subscribers).
 */
export interface SelfWritingStream {
  readonly writesOwnFrames: true;
  /** `listener` is called once, when it ends (at once if it has): with the error, if it failed. */
  whenEnded(listener: (failure: { error: unknown } | null) => void): void;
  /** Ends it (the client completed it, or the socket closed). */
  return(): unknown;
}

/** What an operation gives: a result (query, mutation, or a refusal), or a stream of them. */
export type OperationOutcome = ExecutionResult | AsyncIterableIterator<ExecutionResult> | SelfWritingStream;

const writesOwnFrames = (outcome: OperationOutcome): outcome is SelfWritingStream =>
  'writesOwnFrames' in outcome && outcome.writesOwnFrames === true;
const isStream = (outcome: OperationOutcome): outcome is AsyncIterableIterator<ExecutionResult> =>
  Symbol.asyncIterator in outcome;
/** Whether an operation gave a stream (a subscription that runs), not a single result. */
export const isStreaming = (outcome: OperationOutcome): boolean =>
  writesOwnFrames(outcome) || isStream(outcome);

/**
 * What the app does at each step of the graphql-transport-ws protocol; `S` is what a socket keeps
 * once its `connection_init` is accepted (its viewer, rate …).
 */
export interface Protocol<S> {
  /**
   * `connection_init`: the socket's state, or null to refuse it (closed 4403, unless `connect`
   * closed it with a code of its own). `request` is its handshake, not kept after this.
   */
  connect(
    socket: WebSocket,
    request: IncomingMessage,
    params: Record<string, unknown> | undefined,
  ): Promise<S | null>;
  /** `subscribe`: its execution arguments, or the errors that refuse it (its `error` message). */
  prepare(
    socket: WebSocket,
    state: S,
    id: string,
    payload: SubscribePayload,
  ): Promise<ExecutionArgs | readonly GraphQLError[]>;
  /** Runs what `prepare` admitted. */
  run(args: ExecutionArgs): Promise<OperationOutcome>;
  /** It ran (a stream: it listens); `open`: its id is still open (not completed by the client, socket open). */
  started(
    socket: WebSocket,
    state: S,
    id: string,
    args: ExecutionArgs,
    outcome: OperationOutcome,
    open: boolean,
  ): void;
  /** Writes `result` as the `next` message of `id`. */
  next(socket: WebSocket, id: string, result: ExecutionResult): void;
  /** Once for each operation that `started`, when it is over. */
  finished(socket: WebSocket, state: S): void;
}

/** What the transport keeps of a socket: one record, on the socket. */
class Connection<S> {
  initReceived = false;
  state: S | null = null;
  /** Its operations by id: null while one is being prepared or run. */
  operations: Map<string, SelfWritingStream | AsyncIterableIterator<ExecutionResult> | null> | null = null;

  constructor(public request: IncomingMessage | null) {}

  /** Whether `id` is still the operation `running` (null: being prepared) on an open socket. */
  holds(id: string, running: SelfWritingStream | AsyncIterableIterator<ExecutionResult> | null): boolean {
    return this.operations !== null && this.operations.has(id) && this.operations.get(id) === running;
  }
}

/** The server's socket class: the transport's record of the socket rides on it (no map to find it in). */
export class GraphqlSocket extends WebSocket {
  connection: Connection<unknown> | null = null;
}

/** What the app keeps of `socket` once its `connection_init` is accepted (`Protocol.connect`). */
export function socketState<S>(socket: WebSocket): S | null {
  return ((socket as GraphqlSocket).connection?.state as S | undefined) ?? null;
}

/** An error of `ws`' frame reader (`WS_ERR_…`): what the client sent, refused. */
function isRefusedFrame(error: Error): error is Error & { code: string } {
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('WS_ERR_');
}

const send = (socket: WebSocket, message: object): void => {
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
};

/** A failed stream's `error` payload, as graphql-ws sends it. */
const failure = (error: unknown) => [
  new GraphQLError(error instanceof Error ? error.message : String(error), {
    originalError: error instanceof Error ? error : new Error(String(error)),
  }).toJSON(),
];

/**
 * The graphql-transport-ws protocol (graphql-ws' PROTOCOL.md) over `ws`, for thousands of idle
 * subscribers: per socket one record and shared handlers (no closures, no timer of its own: one
 * keep-alive, `KeepAlive`, and one wait for `connection_init`, `InitDeadlines`, for all sockets);
 * per live subscription nothing but its stream, which writes its own frames (no handler awaits it).
 * The received messages and the handshake are not kept. Close codes as graphql-ws' server.
 */
export function serveGraphqlWs<S>(
  protocol: Protocol<S>,
  wsServer: WebSocketServer,
  log: Logger,
): { dispose: () => Promise<void> } {
  wsServer.options.handleProtocols = handleProtocols;
  const alive = new KeepAlive(KEEP_ALIVE_SLICES);
  const keepAlive = setInterval(() => alive.tick(), KEEP_ALIVE_MS / KEEP_ALIVE_SLICES);
  keepAlive.unref();
  const deadlines = new InitDeadlines(CONNECTION_INIT_WAIT_MS, (socket) => {
    if (!connectionOf(socket)?.initReceived)
      socket.close(CloseCode.ConnectionInitialisationTimeout, 'Connection initialisation timeout');
  });
  const connectionOf = (socket: WebSocket) => (socket as GraphqlSocket).connection as Connection<S> | null;
  const internalError = (socket: WebSocket, error: unknown, what: string) => {
    log.error({ err: error }, what);
    socket.close(CloseCode.InternalServerError, 'Internal server error');
  };

  /** The operation `id` is over: `frame` (complete or error) if it is still the client's, then `finished`. */
  const ended = (
    socket: WebSocket,
    connection: Connection<S>,
    id: string,
    running: SelfWritingStream | AsyncIterableIterator<ExecutionResult> | null,
    frame: object | null,
  ) => {
    if (connection.holds(id, running)) {
      connection.operations!.delete(id);
      if (frame) send(socket, frame);
    }
    protocol.finished(socket, connection.state!);
  };

  /** A stream that does not write its own frames: each of its results is written as it comes. */
  const pump = async (
    socket: WebSocket,
    connection: Connection<S>,
    id: string,
    stream: AsyncIterableIterator<ExecutionResult>,
  ) => {
    let frame: object | null = { id, type: MessageType.Complete };
    try {
      for (let step = await stream.next(); !step.done; step = await stream.next()) {
        if (!connection.holds(id, stream)) break;
        protocol.next(socket, id, step.value);
      }
    } catch (error) {
      frame = { id, type: MessageType.Error, payload: failure(error) };
    }
    ended(socket, connection, id, stream, frame);
  };

  const subscribe = async (
    socket: WebSocket,
    connection: Connection<S>,
    id: string,
    payload: SubscribePayload,
  ) => {
    const state = connection.state!;
    const operations = (connection.operations ??= new Map());
    if (operations.has(id))
      return socket.close(CloseCode.SubscriberAlreadyExists, `Subscriber for ${id} already exists`);
    operations.set(id, null);
    let args: ExecutionArgs | readonly GraphQLError[];
    try {
      args = await protocol.prepare(socket, state, id, payload);
    } catch (error) {
      operations.delete(id);
      throw error;
    }
    if (Array.isArray(args)) {
      if (connection.holds(id, null)) {
        operations.delete(id);
        send(socket, { id, type: MessageType.Error, payload: args.map((error) => error.toJSON()) });
      }
      return;
    }
    let outcome: OperationOutcome;
    try {
      outcome = await protocol.run(args as ExecutionArgs);
    } catch (error) {
      if (connection.holds(id, null)) operations.delete(id);
      throw error;
    }
    const open = connection.holds(id, null);
    protocol.started(socket, state, id, args as ExecutionArgs, outcome, open);
    if (writesOwnFrames(outcome)) {
      if (!open) {
        outcome.return();
        return protocol.finished(socket, state);
      }
      operations.set(id, outcome);
      outcome.whenEnded((failed) =>
        ended(
          socket,
          connection,
          id,
          outcome,
          failed
            ? { id, type: MessageType.Error, payload: failure(failed.error) }
            : { id, type: MessageType.Complete },
        ),
      );
    } else if (isStream(outcome)) {
      if (!open) {
        await outcome.return?.();
        return protocol.finished(socket, state);
      }
      operations.set(id, outcome);
      await pump(socket, connection, id, outcome);
    } else {
      if (open) protocol.next(socket, id, outcome);
      ended(socket, connection, id, null, { id, type: MessageType.Complete });
    }
  };

  const received = async (socket: WebSocket, connection: Connection<S>, data: string) => {
    let message;
    try {
      message = parseMessage(data);
    } catch {
      return socket.close(CloseCode.BadRequest, 'Invalid message received');
    }
    switch (message.type) {
      case MessageType.ConnectionInit: {
        if (connection.initReceived)
          return socket.close(CloseCode.TooManyInitialisationRequests, 'Too many initialisation requests');
        connection.initReceived = true;
        deadlines.delete(socket);
        const request = connection.request!;
        connection.request = null; // the handshake is not kept for the socket's life
        const params = message.payload && typeof message.payload === 'object' ? message.payload : undefined;
        const state = await protocol.connect(socket, request, params);
        if (state === null) return socket.close(CloseCode.Forbidden, 'Forbidden');
        if (socket.readyState !== WebSocket.OPEN) return;
        connection.state = state;
        return send(socket, { type: MessageType.ConnectionAck });
      }
      case MessageType.Ping:
        return send(
          socket,
          message.payload ? { type: MessageType.Pong, payload: message.payload } : { type: MessageType.Pong },
        );
      case MessageType.Pong:
        return;
      case MessageType.Subscribe:
        if (connection.state === null) return socket.close(CloseCode.Unauthorized, 'Unauthorized');
        return subscribe(socket, connection, message.id, message.payload);
      case MessageType.Complete: {
        const running = connection.operations?.get(message.id);
        connection.operations?.delete(message.id);
        await running?.return?.();
        return;
      }
      default:
        return socket.close(CloseCode.BadRequest, `Unexpected message of type ${message.type} received`);
    }
  };

  // shared handlers (`this`: the socket), so that a socket holds no closures of its own
  function onMessage(this: WebSocket, data: RawData) {
    alive.answered(this);
    const connection = connectionOf(this);
    if (!connection) return;
    received(this, connection, String(data)).catch((error: unknown) =>
      internalError(this, error, 'websocket message failed'),
    );
  }
  function onPong(this: WebSocket) {
    alive.answered(this);
  }
  function onError(this: WebSocket, error: Error) {
    // a frame the client should not have sent (over the size limit, a bad opcode, not UTF-8): `ws`
    // has already closed the socket with its code (1009, 1002, 1007); the client's mistake, not ours
    if (isRefusedFrame(error)) {
      log.warn({ code: error.code, reason: error.message }, 'websocket frame refused');
      return;
    }
    internalError(this, error, 'websocket error');
  }
  function onClose(this: WebSocket) {
    deadlines.delete(this);
    const connection = connectionOf(this);
    const operations = connection?.operations;
    if (!connection || !operations) return;
    connection.operations = null; // nothing is sent for them any more
    for (const running of operations.values()) void running?.return?.();
  }

  wsServer.on('error', (error) => {
    log.error({ err: error }, 'websocket server error');
    for (const client of wsServer.clients)
      client.close(CloseCode.InternalServerError, 'Internal server error');
  });
  wsServer.on('connection', (socket: GraphqlSocket, request) => {
    socket.on('error', onError);
    socket.on('close', onClose);
    if (socket.protocol !== GRAPHQL_TRANSPORT_WS_PROTOCOL)
      return socket.close(CloseCode.SubprotocolNotAcceptable, 'Subprotocol not acceptable');
    socket.connection = new Connection<S>(request) as Connection<unknown>;
    alive.add(socket);
    deadlines.add(socket);
    socket.on('pong', onPong);
    socket.on('message', onMessage);
  });

  return {
    dispose: async () => {
      clearInterval(keepAlive);
      deadlines.stop();
      for (const client of wsServer.clients) client.close(1001, 'Going away');
      wsServer.removeAllListeners();
      await new Promise<void>((resolve, reject) =>
        wsServer.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
