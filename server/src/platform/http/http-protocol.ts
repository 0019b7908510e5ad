import type { IncomingHttpHeaders } from 'node:http';
import type { GraphQLRequestContext } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Context } from '../../common/context.js';
import { DEFAULT_RETRY_AFTER_SECONDS, withRetryAfter } from '../graphql/format-error.js';
import type { RequestPlugin } from './plugin-group.js';

const JSON_TYPE = 'application/json';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json';

/** The quality a comma-separated Accept header gives `type` (`*\/*` and `application/*` count). */
function qualityOf(accept: string, type: string): number {
  let best = 0;
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const matches = range === type || range === '*/*' || range === 'application/*';
    if (!matches) continue;
    const q = params.find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    // an exact range outranks a wildcard of the same quality
    best = Math.max(best, Number.isFinite(quality) ? quality + (range === type ? 0.0001 : 0) : 0);
  }
  return best;
}

/**
 * The media type of a single GraphQL answer (GraphQL over HTTP §"Accept"): the newer
 * `application/graphql-response+json` when the client prefers it, else `application/json`,
 * which is also the answer to a client that accepts anything or says nothing.
 */
export function responseMediaType(accept: string | undefined | null): string {
  if (!accept) return JSON_TYPE;
  const graphql = qualityOf(accept, GRAPHQL_RESPONSE_TYPE);
  const json = qualityOf(accept, JSON_TYPE);
  return graphql > json ? GRAPHQL_RESPONSE_TYPE : JSON_TYPE;
}

/** The seconds to wait that `errors` (TOO_MANY_REQUESTS refusals) name: the longest, else the default. */
function longestRetryAfter(errors: readonly GraphQLFormattedError[]): number {
  const named = errors
    .map((error) => error.extensions?.retryAfter)
    .filter((seconds): seconds is number => typeof seconds === 'number' && seconds > 0);
  return named.length ? Math.ceil(Math.max(...named)) : DEFAULT_RETRY_AFTER_SECONDS;
}

/** Answers whose status is chosen by the thrower, whatever the media type. */
const keepsStatus = new WeakSet<object>();

/**
 * The HTTP side of the GraphQL-over-HTTP spec and of SPEC §6, as one Apollo plugin:
 * - a subscription sent over HTTP is refused with 400 and a pointer to the WebSocket;
 * - a database outage answers 503 with Retry-After (and `extensions.retryAfter`), for reads and
 *   mutations alike (a request refused before it runs: `unavailableError`);
 * - a refusal for too many requests (TOO_MANY_REQUESTS, from a limit or any service) answers 429
 *   with Retry-After, the longest `extensions.retryAfter` of the answer's refusals;
 * - under `application/json` a request error (parse, validation, variables, limits) answers 200,
 *   under `application/graphql-response+json` 4xx, as the spec asks of each.
 */
export function httpProtocolPlugin(retryAfterSeconds: number): RequestPlugin<Context> {
  return {
    requestDidStart() {
      return {
        didResolveOperation(requestContext: GraphQLRequestContext<Context>) {
          if (requestContext.operation?.operation !== 'subscription') return;
          keepsStatus.add(requestContext.request);
          throw new GraphQLError(
            'Subscriptions run over the WebSocket at /graphql (protocol graphql-transport-ws), not over HTTP.',
            { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } },
          );
        },
        willSendResponse({ request, response }) {
          const media = responseMediaType(request.http?.headers.get('accept'));
          response.http.headers.set('content-type', `${media}; charset=utf-8`);
          if (response.body.kind !== 'single') return;
          const errors = response.body.singleResult.errors ?? [];
          if (errors.some((error) => error.extensions?.code === 'UNAVAILABLE')) {
            response.http.status = 503;
            response.http.headers.set('retry-after', String(retryAfterSeconds));
            response.body.singleResult.errors = withRetryAfter(errors, retryAfterSeconds);
            return;
          }
          const limited = errors.filter((error) => error.extensions?.code === 'TOO_MANY_REQUESTS');
          if (limited.length) {
            response.http.status = 429;
            response.http.headers.set('retry-after', String(longestRetryAfter(limited)));
            return;
          }
          if (media === JSON_TYPE && response.http.status === 400 && !keepsStatus.has(request)) {
            response.http.status = 200;
          }
        },
      };
    },
  };
}

/**
 * Headers that prove a request was preflighted (Apollo's `recommendedCsrfPreventionRequestHeaders`),
 * and `authorization`: a cross-site page cannot send it without CORS' consent either, so an
 * integration's Bearer request is exempt from the cookie CSRF rule.
 */
export const CSRF_PREFLIGHT_HEADERS = [
  'x-apollo-operation-name',
  'apollo-require-preflight',
  'authorization',
] as const;

/** Content types a cross-site form or `fetch` may send without a preflight (Apollo's list). */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * `/graphql`'s CSRF rule (Apollo's `csrfPrevention`) for the other POST endpoints, e.g.
 * `/api/uploads`: a request whose content type a plain HTML form could send must carry a
 * non-empty preflight header (which a cross-site page cannot set without CORS' consent). Returns
 * the refusal's message, or null when the request may go on.
 */
export function csrfRefusal(headers: IncomingHttpHeaders): string | null {
  const contentType = headers['content-type'];
  if (contentType !== undefined) {
    const essence = contentType.split(';')[0]!.trim().toLowerCase();
    if (!SIMPLE_CONTENT_TYPES.includes(essence)) return null;
  }
  if (CSRF_PREFLIGHT_HEADERS.some((name) => String(headers[name] ?? '').length > 0)) return null;
  return (
    'This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). ' +
    `Please provide a non-empty value for one of the following headers: ${CSRF_PREFLIGHT_HEADERS.join(', ')}`
  );
}

/**
 * Apollo's CSRF rule blocks every GET without a preflight header; but a GET only ever runs a
 * query (Apollo refuses mutations over GET), and the session cookie (SameSite=Lax) does not
 * travel with a cross-site subresource request. So a GET is let through as the GraphQL-over-HTTP
 * spec asks, while every POST keeps the rule.
 */
export function allowQueriesByGet(req: Request, _res: Response, next: NextFunction) {
  if (req.method === 'GET') req.headers['apollo-require-preflight'] = 'get';
  next();
}

/**
 * Apollo's cache-control plugin (on unless disabled) hooks every field of every answer to learn
 * what no field here declares: that nothing may be cached. It is off; this says the same
 * (`cache-control: no-store`) on every answer a plugin has not already given its own
 * (persisted-documents.ts does, for GETs).
 */
export function uncachedAnswers(): RequestPlugin<Context> {
  return {
    requestDidStart: () => ({
      willSendResponse: ({ response }) => {
        if (!response.http.headers.has('cache-control'))
          response.http.headers.set('cache-control', 'no-store');
      },
    }),
  };
}
