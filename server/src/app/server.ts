import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebSocket } from 'ws';
import express, { type Request, type Response, type NextFunction } from 'express';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../common/config.js';
import type { Context } from '../common/context.js';
import { logger as rootLogger, requestScope, type Logger } from '../common/logger.js';
import { AppError } from '../common/errors.js';
import { ADMIN_WIRES_CSV_PATH, adminWiresCsv } from './admin-export.js';
import { buildContext, clientIp, proxyTrust } from './context.js';
import { formatError, inputProblemsPlugin } from './format-error.js';
import { trackConnections } from './http-drain.js';
import { graphqlHttpErrors, plainHttpErrors, plainNotFound } from './http-errors.js';
import { CSRF_PREFLIGHT_HEADERS, httpProtocolPlugin } from './http-protocol.js';
import { fileRoutes } from './file-routes.js';
import { GRAPHQL_PATH, graphqlHttp } from './graphql-http.js';
import { leanGraphqlRoute, requestId, type LeanGraphqlRoute, type LeanStep } from './graphql-lean.js';
import { socialSignInRoutes } from './oauth-routes.js';
import { unsubscribeRoutes } from './unsubscribe-route.js';
import { printAppSchema, type Resolvers } from './schema.js';
import { startWebSocketEndpoint } from './ws-server.js';
import type { FanOutTiming } from './ws-frames.js';
import { OperationLimits } from './query-limits.js';
import { PersistedDocuments } from './persisted-documents.js';
import type { Services } from './services.js';
import { compressAnswers } from './compression.js';
import { compiledExecution } from './compiled-execution.js';
import { requestLog } from './request-log.js';
import { pluginGroup, type RequestPlugin } from './plugin-group.js';
import { securityHeaders } from './security-headers.js';
import { knexPool, Metrics, METRICS_PATH } from './metrics.js';
import { createSpaHandler, watchIndexHtml, type PageOperations, type RecordExists } from './spa.js';

/** Where the schema's SDL is served (the explorer reads it). */
export const SCHEMA_PATH = '/schema.graphql';

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

/**
 * Apollo's CSRF rule blocks every GET without a preflight header; but a GET only ever runs a
 * query (Apollo refuses mutations over GET), and the session cookie (SameSite=Lax) does not
 * travel with a cross-site subresource request. So a GET is let through as the GraphQL-over-HTTP
 * spec asks, while every POST keeps the rule.
 */
function allowQueriesByGet(req: Request, _res: Response, next: NextFunction) {
  if (req.method === 'GET') req.headers['apollo-require-preflight'] = 'get';
  next();
}

/**
 * Apollo's cache-control plugin (on unless disabled) hooks every field of every answer to learn
 * what no field here declares: that nothing may be cached. It is off; this says the same
 * (`cache-control: no-store`) on every answer a plugin has not already given its own
 * (persisted-documents.ts does, for GETs).
 */
function uncachedAnswers(): RequestPlugin<Context> {
  return {
    requestDidStart: () => ({
      willSendResponse: ({ response }) => {
        if (!response.http.headers.has('cache-control'))
          response.http.headers.set('cache-control', 'no-store');
      },
    }),
  };
}

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

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/readyz', async (_req, res) => {
    if (connections.draining) {
      res.status(503).json({ ok: false, draining: true });
      return;
    }
    try {
      const probe = services.orm.em.getConnection().execute('select 1');
      await Promise.race([
        probe,
        new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), 2000)),
      ]);
      res.json({ ok: true, database: 'up' });
    } catch {
      res.status(503).json({ ok: false, database: 'down' });
    }
  });

  // one set of limits (and one budget per client) for both transports
  const limits = new OperationLimits(config);
  // the client's documents by hash, on both transports
  const persisted = PersistedDocuments.load(config.persistedQueries);
  const ws = startWebSocketEndpoint(httpServer, services, schema, resolvers, limits, metrics, persisted);

  const apollo = new ApolloServer<Context>({
    ...(config.compiledGraphql ? { gateway: compiledExecution(schema) } : { schema }),
    csrfPrevention: { requestHeaders: [...CSRF_PREFLIGHT_HEADERS] },
    // main.ts owns SIGTERM/SIGINT: it drains HTTP, websockets, the bus and the database in order
    stopOnTerminationSignals: false,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    formatError,
    parseOptions: limits.parseOptions,
    validationRules: limits.validationRules,
    plugins: [
      // no Apollo landing page (Sandbox from Apollo's CDN): browsers go to the bundled /explorer
      ApolloServerPluginLandingPageDisabled(),
      // nothing is reported to Apollo's servers, even with APOLLO_KEY in the environment
      ApolloServerPluginUsageReportingDisabled(),
      // no per-field hooks: nothing here sets cache hints (see uncachedAnswers)
      ApolloServerPluginCacheControlDisabled(),
      // ours, as one listener (plugin-group.ts), in this order
      pluginGroup<Context>([
        persisted.plugin(),
        httpProtocolPlugin(config.retryAfterSeconds),
        limits.plugin(),
        inputProblemsPlugin(),
        metrics.apolloPlugin(),
        uncachedAnswers(),
      ]),
    ],
  });
  await apollo.start();

  // the schema as SDL (what schema.graphql holds): the explorer builds its documentation from it,
  // without an introspection query deeper than the depth limit allows
  const sdl = printAppSchema(schema);
  app.get(SCHEMA_PATH, (_req, res) => {
    res.type('text/plain; charset=utf-8').setHeader('cache-control', 'no-cache').send(sdl);
  });
  // a person opening /graphql in a browser gets the API explorer; programs get GraphQL
  app.get(GRAPHQL_PATH, (req, res, next) => {
    if (req.query.query === undefined && req.accepts(['application/json', 'text/html']) === 'text/html') {
      res.redirect(302, '/explorer');
      return;
    }
    next();
  });
  const graphql = graphqlHttp(apollo, async ({ req, res }) =>
    buildContext(services, resolvers, {
      headers: req.headers,
      ip: clientIp(req, trust),
      reqId: (req as Request & { id: string }).id,
      log: (req as Request & { log: Logger }).log,
      res,
    }),
  );
  app.use(
    GRAPHQL_PATH,
    allowQueriesByGet,
    limits.refuseWaitingClients((req) => clientIp(req, trust)),
    express.json({ limit: config.maxRequestBytes }),
    graphql.express,
  );
  // the same steps for the client's POSTs, without express's request and response (LEAN_GRAPHQL=false: off)
  if (config.leanGraphql)
    lean = leanGraphqlRoute({
      app,
      maxRequestBytes: config.maxRequestBytes,
      refused: (req) => limits.waitingFor(req, (r) => clientIp(r, trust)) > 0,
      steps: everyRequest,
      graphql: graphql.handle,
    });

  app.use(GRAPHQL_PATH, graphqlHttpErrors);
  app.use(socialSignInRoutes(services, trust));
  app.get(ADMIN_WIRES_CSV_PATH, adminWiresCsv(services, resolvers, trust));
  app.use(fileRoutes(services, resolvers, trust));
  app.use(unsubscribeRoutes(services));

  /** /wires/details?id= of a wire the viewer may not see (or none) answers 404, like the API. */
  const recordExists: RecordExists = async (routePath, id, req) => {
    if (routePath !== '/wires/details') return true;
    const context = await buildContext(services, resolvers, {
      headers: req.headers,
      ip: clientIp(req, trust),
      reqId: (req as Request & { id: string }).id,
      log: (req as Request & { log: Logger }).log,
    });
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
    const contextValue = await buildContext(services, resolvers, {
      headers: req.headers,
      ip: clientIp(req, trust),
      reqId: (req as Request & { id: string }).id,
      log: (req as Request & { log: Logger }).log,
      // no response: the page's head is already sent (spa.ts), so this run sets no cookie
    });
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
