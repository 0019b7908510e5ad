import 'reflect-metadata';
import { randomUUID, createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response, type NextFunction } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../common/config.js';
import type { Context } from '../common/context.js';
import { logger as rootLogger, requestScope, type Logger } from '../common/logger.js';
import { buildContext, clientIp } from './context.js';
import { formatError } from './format-error.js';
import type { Resolvers } from './schema.js';
import { startWebSocketEndpoint } from './ws-server.js';
import { OperationLimits } from './query-limits.js';
import type { Services } from './services.js';
import { createSpaHandler, rewriteAssetUrls } from './spa.js';

export type RunningServer = {
  url: string;
  port: number;
  httpServer: http.Server;
  /** Stops taking work, closes websockets with a retryable code, drains HTTP. */
  close: () => Promise<void>;
};

/** The sha256 CSP sources of the inline scripts of the built index.html (the colour-mode snippet). */
function inlineScriptHashes(indexHtml: string | null): string[] {
  if (!indexHtml) return [];
  return [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

/** Builds the express app, Apollo Server and the graphql-ws server on one HTTP server, and listens. */
export async function startServer(
  config: Config,
  services: Services,
  schema: GraphQLSchema,
  resolvers: Resolvers,
): Promise<RunningServer> {
  const app = express();
  const httpServer = http.createServer(app);
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  const indexPath = path.join(config.buildAssetsDir, 'index.html');
  const builtIndexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
  const indexHtml = builtIndexHtml && rewriteAssetUrls(builtIndexHtml, config.cdnUrl);

  app.use((req: Request, res: Response, next: NextFunction) => {
    const given = req.headers['x-request-id'];
    const reqId = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    res.setHeader('x-request-id', reqId);
    (req as Request & { id: string }).id = reqId;
    requestScope.run({ reqId }, next);
  });
  app.use(
    pinoHttp({
      logger: rootLogger,
      genReqId: (req) => (req as Request & { id: string }).id,
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'debug'),
      quietReqLogger: true,
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes(indexHtml), ...(config.cdnUrl ? [config.cdnUrl] : [])],
          // Mantine writes its CSS variables in <style> elements at run time
          styleSrc: ["'self'", "'unsafe-inline'", ...(config.cdnUrl ? [config.cdnUrl] : [])],
          imgSrc: ["'self'", 'data:', 'blob:', ...(config.cdnUrl ? [config.cdnUrl] : [])],
          fontSrc: ["'self'", 'data:', ...(config.cdnUrl ? [config.cdnUrl] : [])],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: config.isProduction ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.isProduction,
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/readyz', async (_req, res) => {
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
  const ws = startWebSocketEndpoint(httpServer, services, schema, resolvers, limits);

  const apollo = new ApolloServer<Context>({
    schema,
    csrfPrevention: true,
    // main.ts owns SIGTERM/SIGINT: it drains HTTP, websockets, the bus and the database in order
    stopOnTerminationSignals: false,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    formatError,
    parseOptions: limits.parseOptions,
    validationRules: limits.validationRules,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      limits.plugin(),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await ws.close();
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  app.use(
    '/graphql',
    limits.refuseWaitingClients(clientIp),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        buildContext(services, resolvers, {
          headers: req.headers,
          ip: clientIp(req),
          reqId: (req as Request & { id: string }).id,
          log: (req as Request & { log: Logger }).log,
          res,
        }),
    }),
  );

  app.use(createSpaHandler(config, indexHtml));

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const port = (httpServer.address() as AddressInfo).port;

  let closing: Promise<void> | null = null;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    httpServer,
    close: () => {
      closing ??= apollo.stop();
      return closing;
    },
  };
}
