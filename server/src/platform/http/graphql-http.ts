import { HeaderMap, type ApolloServer, type BaseContext, type HTTPGraphQLRequest } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

/** Where the API answers, over HTTP and WebSocket. */
export const GRAPHQL_PATH = '/graphql';

/** Where the schema's SDL is served (the explorer reads it). */
export const SCHEMA_PATH = '/schema.graphql';

/**
 * `GET /schema.graphql`: the schema as SDL (what schema.graphql holds): the explorer builds its
 * documentation from it, without an introspection query deeper than the depth limit allows.
 */
export function schemaSdl(sdl: string): RequestHandler {
  return (_req, res) => {
    res.type('text/plain; charset=utf-8').setHeader('cache-control', 'no-cache').send(sdl);
  };
}

/** A person opening /graphql in a browser gets the API explorer; programs get GraphQL. */
export const explorerForBrowsers: RequestHandler = (req, res, next) => {
  if (req.query.query === undefined && req.accepts(['application/json', 'text/html']) === 'text/html') {
    res.redirect(302, '/explorer');
    return;
  }
  next();
};

/** The GraphQL handler: `express` for express's router, `handle` for the lean route (graphql-lean.ts). */
export type GraphqlHttp = {
  express: RequestHandler;
  /**
   * The same on Node's own request and response; `expressRes` gives the response express's API
   * when something needs it (a cookie).
   */
  handle: (req: Request, res: Response, expressRes: () => Response) => Promise<void>;
};

/**
 * Apollo Server under express at `/graphql` (what `@as-integrations/express5` does), with the
 * answer written as it is: a GET's through `res.send` (its ETag, and 304 when the client's copy is
 * still the answer: persisted queries are cached that way), a POST's straight to the socket with
 * its length, as no cache keeps a POST and hashing every answer for an ETag is wasted work.
 * `express.json()` must have read the body.
 */
export function graphqlHttp<TContext extends BaseContext>(
  apollo: ApolloServer<TContext>,
  context: (source: { req: Request; res: () => Response }) => Promise<TContext>,
): GraphqlHttp {
  apollo.assertStarted('graphqlHttp()');
  const handle = async (req: Request, res: Response, expressRes: () => Response) => {
    if (!('body' in req)) {
      res.status(500).send('`req.body` is not set: `express.json()` must come before the GraphQL handler.');
      return;
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url.indexOf('?');
    const request: HTTPGraphQLRequest = {
      method: req.method.toUpperCase(),
      headers,
      search: query < 0 ? '' : req.url.slice(query),
      body: req.body as unknown,
    };
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: request,
      context: () => context({ req, res: expressRes }),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      if (req.method !== 'POST') {
        res.send(answer.body.string);
        return;
      }
      res.setHeader('content-length', Buffer.byteLength(answer.body.string));
      res.end(answer.body.string);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) {
      res.write(chunk);
      // compression buffers what it is given: each part goes out as it comes
      (res as Response & { flush?: () => void }).flush?.();
    }
    res.end();
  };
  return { express: (req, res) => handle(req, res, () => res), handle };
}
