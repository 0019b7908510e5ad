import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { Context } from '../common/context.js';
import { logger as rootLogger } from '../common/logger.js';
import '../member/member.events.js';
import { buildContext } from './context.js';
import { formatError } from './format-error.js';
import type { Resolvers } from './schema.js';
import type { Services } from './services.js';
import { operationContext } from './ws-context.js';
import type { OperationLimits } from './query-limits.js';

/** graphql-ws close code the client retries after (1012: service restart). */
const WS_RESTART = 1012;

export type WebSocketEndpoint = {
  /** Closes every socket with a retryable code and stops taking new ones. */
  close: () => Promise<void>;
};

/**
 * graphql-ws on `/graphql` of `httpServer`, with the same schema, context builder and error
 * shapes as HTTP. A disabled account's sockets are closed (4403) by whichever process hears of it.
 */
export function startWebSocketEndpoint(
  httpServer: http.Server,
  services: Services,
  schema: GraphQLSchema,
  resolvers: Resolvers,
  limits: OperationLimits,
): WebSocketEndpoint {
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  /** Each socket's connection context (its viewer), made once at the handshake. */
  const connections = new WeakMap<WebSocket, Context>();
  /** The open sockets of each signed-in member, to close them when the account is disabled. */
  const socketsByMember = new Map<string, Set<WebSocket>>();
  const forgetSocket = (memberId: string, socket: WebSocket) => {
    const sockets = socketsByMember.get(memberId);
    sockets?.delete(socket);
    if (sockets?.size === 0) socketsByMember.delete(memberId);
  };
  // published by MemberService.setDisabled in whichever process disabled the account
  const stopListening = services.events.on('MEMBER', (message) => {
    if (message.type !== 'DISABLED') return;
    for (const socket of socketsByMember.get(message.memberId) ?? []) socket.close(4403, 'USER_DISABLED');
    socketsByMember.delete(message.memberId);
  });
  const operationLimits = limits.webSocket(schema);
  const cleanup = useServer(
    {
      schema,
      // one parsed, validated document per distinct operation text, shared by its subscriptions;
      // the same token and shape limits as HTTP, then its cost and budget, and the client's place
      parse: operationLimits.parse,
      validate: operationLimits.validate,
      onSubscribe: (ctx, _id, payload) => operationLimits.admit(connections.get(ctx.extra.socket), payload),
      execute: operationLimits.execute,
      onConnect: async (ctx) => {
        const request = ctx.extra.request;
        const authorization =
          typeof ctx.connectionParams?.authorization === 'string'
            ? ctx.connectionParams.authorization
            : undefined;
        const reqId = randomUUID();
        const context = await buildContext(services, resolvers, {
          headers: request.headers,
          ip: request.socket.remoteAddress ?? null,
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
        connections.set(socket, operationContext(context, services.orm));
        const memberId = context.actor.viewer?.id;
        if (memberId) {
          let sockets = socketsByMember.get(memberId);
          if (!sockets) socketsByMember.set(memberId, (sockets = new Set()));
          sockets.add(socket);
          socket.once('close', () => forgetSocket(memberId, socket));
        }
        return true;
      },
      context: (ctx) => {
        const connection = connections.get(ctx.extra.socket);
        if (!connection) throw new Error('websocket context missing');
        return operationContext(connection, services.orm);
      },
      // the same error shapes over WebSocket as over HTTP (codes, no internals)
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors?.length
          ? { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) }
          : undefined,
    },
    wsServer,
  );
  return {
    close: async () => {
      stopListening();
      for (const client of wsServer.clients) client.close(WS_RESTART, 'Server restarting');
      await cleanup.dispose();
    },
  };
}
