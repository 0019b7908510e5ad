import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebSocket } from 'ws';
import express, { type Request, type Response, type NextFunction } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../common/config.js';
import { logger as rootLogger, requestScope, type Logger } from '../common/logger.js';
import { AppError } from '../common/errors.js';
import { ADMIN_WIRES_CSV_PATH, adminWiresCsv } from '../wire/admin-export.js';
import { ADMIN_ORDERS_CSV_PATH, adminOrdersCsv } from '../order/admin-orders-export.js';
import { fileRoutes } from '../storage/file-routes.js';
import { socialSignInRoutes } from '../member/oauth-routes.js';
import { unsubscribeRoutes } from '../notification/unsubscribe-route.js';
import { buildContext, sessionCookie, sessionTokenOf, socketSessionSources } from './context.js';
import type { Services } from './services.js';
import {
  clientIp,
  proxyTrust,
  type ContextSource,
  type ResponseRef,
} from '../platform/http/request-source.js';
import { isDatabaseDown } from '../platform/graphql/format-error.js';
import { trackConnections } from '../platform/http/http-drain.js';
import { graphqlHttpErrors, plainHttpErrors, plainNotFound } from '../platform/http/http-errors.js';
import { allowQueriesByGet, csrfRefusal } from '../platform/http/http-protocol.js';
import {
  explorerForBrowsers,
  GRAPHQL_PATH,
  graphqlHttp,
  SCHEMA_PATH,
  schemaSdl,
} from '../platform/http/graphql-http.js';
import {
  leanGraphqlRoute,
  requestId,
  type LeanGraphqlRoute,
  type LeanStep,
} from '../platform/http/graphql-lean.js';
import { healthRoutes } from '../platform/http/health.js';
import { discardBody, receiveFile } from '../platform/http/file-upload-body.js';
import { compressAnswers } from '../platform/http/compression.js';
import { graphqlServer } from '../platform/http/apollo-server.js';
import { securityHeaders } from '../platform/http/security-headers.js';
import type { Resolvers } from '../platform/graphql/resolver-container.js';
import { printAppSchema } from '../platform/graphql/schema-text.js';
import { PersistedDocuments } from '../platform/graphql/persisted-documents.js';
import { OperationLimits, type RequestCaller } from '../platform/limits/query-limits.js';
import { startWebSocketEndpoint } from '../platform/realtime/ws-server.js';
import type { FanOutTiming } from '../platform/realtime/ws-frames.js';
import { requestLog } from '../platform/observability/request-log.js';
import { knexPool, Metrics, METRICS_PATH } from '../platform/observability/metrics.js';
import { etagMatches, parseRange, serveHeaders } from '../platform/web/file-serving.js';
import {
  createSpaHandler,
  watchIndexHtml,
  type PageOperations,
  type RecordExists,
} from '../platform/web/spa.js';

export type RunningServer = {
  url: string;
  port: number;
  httpServer: http.Server;
  /** The open websockets (read-only). */
  webSockets: ReadonlySet<WebSocket>;
  /** The latest live event's arrival and last frame here (read-only: for the bench's fan-out). */
  lastFanOut: () => FanOutTiming | null;
  /**
   * Stops taking work: closes websockets with a retryable code, answers the HTTP requests in
   * flight (and those already on their way, for SHUTDOWN_DELAY_MS), then stops Apollo.
   */
  close: () => Promise<void>;
};

/** Builds the express app, Apollo Server and the WebSocket (graphql-transport-ws) server on one HTTP server, and listens. */
export async function startServer(
  config: Config,
  services: Services,
  schema: GraphQLSchema,
  resolvers: Resolvers,
): Promise<RunningServer> {
  const app = express();
  // POST /graphql ahead of express (graphql-lean.ts), once Apollo has started; the rest to express
  let lean: LeanGraphqlRoute | null = null;
  const httpServer = http.createServer((req, res) => {
    if (!lean?.(req, res)) app(req, res);
  });
  const connections = trackConnections(httpServer);
  const trust = proxyTrust(config.trustProxy);
  /** Where a request comes from, and the context /graphql builds for it (app/context.ts). */
  const sourceOf = (req: Request, res?: ResponseRef): ContextSource => ({
    headers: req.headers,
    ip: clientIp(req, trust),
    reqId: (req as Request & { id: string }).id,
    log: (req as Request & { log: Logger }).log,
    res,
  });
  const viewerOf = (req: Request, res?: ResponseRef) => buildContext(services, resolvers, sourceOf(req, res));
  const caller: RequestCaller = {
    ipOf: (req) => clientIp(req, trust),
    hasCredential: (req) => Boolean(sessionTokenOf({ headers: req.headers })),
  };
  app.disable('x-powered-by');
  app.set('trust proxy', trust);
  const index = watchIndexHtml(config);

  app.use((req: Request, res: Response, next: NextFunction) => {
    requestScope.run({ reqId: requestId(req, res) }, next);
  });
  // the middlewares of every request: express's, and the lean route's steps (graphql-lean.ts)
  const everyRequest: LeanStep[] = [];
  const forEveryRequest = (step: LeanStep) => {
    everyRequest.push(step);
    app.use(step);
  };
  forEveryRequest(requestLog(rootLogger) as LeanStep);
  forEveryRequest(securityHeaders(config, index));

  const metrics = new Metrics(services.events, () => knexPool(services));
  forEveryRequest(metrics.http() as LeanStep);
  app.get(METRICS_PATH, metrics.handler(config));
  forEveryRequest(compressAnswers() as LeanStep);

  app.use(
    healthRoutes(
      () => connections.draining,
      () => services.orm.em.getConnection().execute('select 1'),
    ),
  );

  // one set of limits (and one budget per client) for both transports
  const limits = new OperationLimits(config);
  // the client's documents by hash, on both transports
  const persisted = PersistedDocuments.load(config.persistedQueries);
  const ws = startWebSocketEndpoint(
    httpServer,
    {
      config: services.config,
      orm: services.orm,
      contextOf: (source) => buildContext(services, resolvers, source),
      sessions: socketSessionSources(services),
    },
    schema,
    limits,
    metrics,
    persisted,
  );

  const apollo = graphqlServer(config, schema, limits, persisted, metrics);
  await apollo.start();

  // the schema as SDL for the explorer; a browser opening /graphql goes to the explorer
  app.get(SCHEMA_PATH, schemaSdl(printAppSchema(schema)));
  app.get(GRAPHQL_PATH, explorerForBrowsers);
  const graphql = graphqlHttp(apollo, ({ req, res }) => viewerOf(req, res));
  app.use(
    GRAPHQL_PATH,
    allowQueriesByGet,
    limits.refuseWaitingClients(caller),
    express.json({ limit: config.maxRequestBytes }),
    graphql.express,
  );
  // the same steps for the client's POSTs, without express's request and response (LEAN_GRAPHQL=false: off)
  if (config.leanGraphql)
    lean = leanGraphqlRoute({
      app,
      maxRequestBytes: config.maxRequestBytes,
      refused: (req) => limits.waitingFor(req, caller) > 0,
      steps: everyRequest,
      graphql: graphql.handle,
    });

  app.use(GRAPHQL_PATH, graphqlHttpErrors);
  app.use(socialSignInRoutes(services, { ipOf: caller.ipOf, sessionTokenOf, sessionCookie }));
  app.get(ADMIN_WIRES_CSV_PATH, adminWiresCsv(services.wires.admin, viewerOf));
  app.get(ADMIN_ORDERS_CSV_PATH, adminOrdersCsv(services.orders.queries, viewerOf));
  const fileHttp = {
    isDatabaseDown,
    csrfRefusal,
    receiveFile,
    discardBody,
    etagMatches,
    parseRange,
    serveHeaders,
  };
  app.use(fileRoutes(services, { viewerOf, ...fileHttp }));
  app.use(unsubscribeRoutes(services));

  /** /wires/details?id= of a wire the viewer may not see (or none) answers 404, like the API. */
  const recordExists: RecordExists = async (routePath, id, req) => {
    if (routePath !== '/wires/details') return true;
    const context = await viewerOf(req);
    try {
      await services.wires.queries.findVisible(context.actor, id);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
      throw error;
    }
  };
  /** A page's first query, run here as the request's viewer (its cookie), as the app's GET would. */
  const pageOperations: PageOperations = (req) => async (operationName, variables) => {
    const query = persisted.textOf(operationName);
    if (!query) return null;
    // no response: the page's head is already sent (spa.ts), so this run sets no cookie
    const contextValue = await viewerOf(req);
    const answer = await apollo.executeOperation({ query, variables, operationName }, { contextValue });
    if (answer.body.kind !== 'single' || answer.body.singleResult.errors) return null;
    return answer.body.singleResult.data ?? null;
  };
  app.use(createSpaHandler(config, index, recordExists, pageOperations));
  app.use(plainNotFound);
  app.use(plainHttpErrors);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const port = (httpServer.address() as AddressInfo).port;

  const drainAndStop = async () => {
    await ws.close();
    await connections.drain({ delayMs: config.shutdownDelayMs, graceMs: config.shutdownGraceMs });
    await apollo.stop();
  };
  let closing: Promise<void> | null = null;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    httpServer,
    webSockets: ws.sockets,
    lastFanOut: ws.lastFanOut,
    close: () => {
      closing ??= drainAndStop();
      return closing;
    },
  };
}
