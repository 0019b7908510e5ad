import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request, Response } from 'express';
import { requestScope } from '../../common/logger.js';
import { graphqlHttpErrors } from './http-errors.js';
import { GRAPHQL_PATH } from './graphql-http.js';

/*
 * The client's GraphQL requests (POST /graphql, a JSON body of a known length) ahead of express,
 * whose per-request prototypes leave Node's HTTP code on objects V8 has no fast paths for
 * (docs/BENCHMARK.md, figure 1b). The same steps run in the same order: the request id and its
 * log scope, express's own middlewares for the route (request log, security headers, metrics,
 * compression), the body as express.json reads it, the same GraphQL handler, and the same error
 * answer for a bad body (`graphqlHttpErrors`). Anything else goes to express untouched: other
 * methods and paths, a query string, another content type or charset, an encoded, empty,
 * unsized or oversized body, and an anonymous client told to wait.
 */

type Req = IncomingMessage & { body?: unknown };
/** One of express's middlewares, called with Node's request and response. */
export type LeanStep = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** `application/json`, alone or with `charset=utf-8` (what express.json reads as UTF-8 without iconv). */
const JSON_TYPE = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;
/** JSON's insignificant whitespace (body-parser's strict mode looks past it for `{` or `[`). */
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** An error shaped as body-parser's (`http-errors`): what `graphqlHttpErrors` answers from. */
function bodyError(status: number, type: string, message: string): Error {
  return Object.assign(new Error(message), { status, statusCode: status, expose: true, type });
}

/** The request id the client sent (when well-formed), else a new one; on the answer too. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const reqId = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
  res.setHeader('x-request-id', reqId);
  (req as IncomingMessage & { id: unknown }).id = reqId;
  return reqId;
}

/** body-parser's JSON parse in strict mode: `{}` for an empty body, else an object or array. */
function parseJson(buffer: Buffer): { body: unknown } | { error: Error } {
  let text = buffer.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a byte-order mark, as iconv drops it
  if (text.length === 0) return { body: {} };
  let i = 0;
  while (i < text.length && WHITESPACE.has(text.charCodeAt(i))) i++;
  const first = text[i];
  if (first !== '{' && first !== '[')
    return { error: bodyError(400, 'entity.parse.failed', 'The body is not a JSON object or array.') };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: bodyError(400, 'entity.parse.failed', (error as Error).message) };
  }
}

export type LeanGraphqlRoute = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The route: returns false, having done nothing, for a request it leaves to express. `steps` are
 * express's middlewares for `/graphql` before the body, in their order, called with Node's
 * objects; `graphql` is the handler express would run after the body. Express's prototypes are
 * given to the request only when something needs express's API (a cookie, an error answer).
 */
export function leanGraphqlRoute(options: {
  app: Express;
  maxRequestBytes: number;
  /** True when an anonymous client has been told to wait: express refuses it before its body. */
  refused: (req: IncomingMessage) => boolean;
  steps: LeanStep[];
  graphql: (req: Request, res: Response, expressRes: () => Response) => Promise<void>;
}): LeanGraphqlRoute {
  const { app, maxRequestBytes, refused, steps, graphql } = options;

  /** Gives the request and its response express's prototypes, as `app.handle` does (once). */
  const asExpress = (req: IncomingMessage, res: ServerResponse): Response => {
    if (Object.getPrototypeOf(res) !== app.response) {
      (req as Request).res = res as Response;
      (res as Response).req = req as Request;
      Object.setPrototypeOf(req, app.request);
      Object.setPrototypeOf(res, app.response);
      (res as Response).locals ??= Object.create(null) as Record<string, unknown>;
    }
    return res as Response;
  };

  /** What express does with an error on /graphql: `graphqlHttpErrors`, or the socket cut once answering. */
  const fail = (req: Req, res: ServerResponse, error: unknown) => {
    const expressRes = asExpress(req, res);
    graphqlHttpErrors(error, expressRes.req, expressRes, () => req.socket.destroy());
  };

  /** Reads the body as express.json({ limit }) would, then runs the GraphQL handler. */
  const readBody = (req: Req, res: ServerResponse, length: number) => {
    const scope = requestScope.getStore()!;
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const settle = (then: () => void) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('aborted', onAborted);
      req.off('error', onAborted);
      requestScope.run(scope, then);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      chunks.push(chunk);
    };
    const onAborted = () =>
      settle(() => fail(req, res, bodyError(400, 'request.aborted', 'request aborted')));
    const onEnd = () =>
      settle(() => {
        if (received !== length)
          return fail(
            req,
            res,
            bodyError(400, 'request.size.invalid', 'request size did not match content length'),
          );
        const read = parseJson(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received));
        if ('error' in read) return fail(req, res, read.error);
        req.body = read.body;
        graphql(req as Request, res as Response, () => asExpress(req, res)).catch((error: unknown) =>
          fail(req, res, error),
        );
      });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('aborted', onAborted);
    req.on('error', onAborted);
  };

  const run = (req: Req, res: ServerResponse, step: number, length: number): void => {
    if (step === steps.length) return readBody(req, res, length);
    steps[step]!(req, res, (error?: unknown) => {
      if (error) fail(req, res, error);
      else run(req, res, step + 1, length);
    });
  };

  return (req, res) => {
    if (req.method !== 'POST' || req.url !== GRAPHQL_PATH) return false;
    const headers = req.headers;
    const type = headers['content-type'];
    const declared = headers['content-length'];
    const length = Number(declared);
    const encoding = headers['content-encoding'];
    if (
      type === undefined ||
      !JSON_TYPE.test(type) ||
      (encoding !== undefined && encoding.toLowerCase() !== 'identity') ||
      declared === undefined ||
      !Number.isSafeInteger(length) ||
      length === 0 ||
      length > maxRequestBytes ||
      refused(req)
    )
      return false;
    const reqId = requestId(req, res);
    requestScope.run({ reqId }, () => run(req, res, 0, length));
    return true;
  };
}
