import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';

import type { SignedOutReason } from '../session/sign-out';
import { isErrorCode } from '../shared/error-messages';
import { retryAfterMs } from '../shared/retry-after';
import { setLiveStatus } from '../shared/live/live-status';
import { GRAPHQL_PATH, graphqlWsUrl } from '../shared/graphql-ws-url';
import type { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { LazyLink } from './lazy-link';
import { persistedQueriesLink } from './persisted-link';
import { attemptsOf, outageLink } from './outage-link';

/** Statuses on which a query (never a mutation) is tried once more (SPEC §4). */
export const retryStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** Default request time-outs: 30 s, and 5 s while the browser reports being offline. */
export const defaultTimeoutMs = 30_000;
export const defaultOfflineTimeoutMs = 5_000;
/** The pause before the one retry when the server names none. */
export const retryDelayMs = 500;
/** A Retry-After longer than this is not waited for: the error is shown instead. */
export const maxRetryAfterMs = 10_000;
/** graphql-ws close codes the server uses for a session that ended (4401) or a disabled account (4403). */
export const wsCloseSessionExpired = 4401;
export const wsCloseUserDisabled = 4403;
/** Close code for a change of what the account may do (role, partner status): reconnect, read the viewer again. */
export const wsCloseViewerChanged = 4205;

export { retryAfterMs };

function retryAfterOf(error: unknown): number | undefined {
  return ServerError.is(error) ? retryAfterMs(error.response.headers.get('retry-after')) : undefined;
}

/** Whether a failed operation is tried once more: queries only, on the statuses above, and only when any Retry-After is short. */
export function shouldRetryOperation(error: unknown, operationType: string): boolean {
  if (operationType !== 'query' || !ServerError.is(error) || !retryStatuses.has(error.statusCode))
    return false;
  const wait = retryAfterOf(error);
  return wait === undefined || wait <= maxRetryAfterMs;
}

export type ApolloSetup = {
  /** Called when any operation answers USER_DISABLED or SESSION_EXPIRED. */
  onSignedOut?: (reason: SignedOutReason) => void;
  /** Called when the server says what the account may do changed (the websocket reconnects by itself). */
  onViewerChanged?: () => void;
  /** Called when a mutation was refused unsent in an outage (UNAVAILABLE): the app says so in a toast. */
  onNotSent?: () => void;
  /** Request time-out, online and offline (default 30 s and 5 s). */
  timeoutMs?: number;
  offlineTimeoutMs?: number;
  /** GraphQL endpoint (default `/graphql` on the page's origin). */
  uri?: string;
  /** Overrides for tests. */
  fetch?: typeof fetch;
  wsUrl?: string;
};

export class RequestTimeoutError extends Error {
  constructor() {
    super('NETWORK_REQUEST_FAILED: the request timed out');
    this.name = 'RequestTimeoutError';
  }
}

/** A fetch that gives up after 30 s (5 s while the browser says it is offline) instead of hanging. */
export function fetchWithTimeout(
  baseFetch: typeof fetch = (...args) => globalThis.fetch(...args),
  limits: { timeoutMs?: number; offlineTimeoutMs?: number } = {},
): typeof fetch {
  const timeoutMs = limits.timeoutMs ?? defaultTimeoutMs;
  const offlineTimeoutMs = limits.offlineTimeoutMs ?? defaultOfflineTimeoutMs;
  return (input, init) => {
    const controller = new AbortController();
    const outer = init?.signal;
    const abortFromOuter = () => controller.abort(outer?.reason);
    if (outer?.aborted) controller.abort(outer.reason);
    outer?.addEventListener('abort', abortFromOuter, { once: true });
    const limit =
      typeof navigator !== 'undefined' && navigator.onLine === false ? offlineTimeoutMs : timeoutMs;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, limit);
    return baseFetch(input, { ...init, signal: controller.signal })
      .catch((error: unknown) => {
        throw timedOut ? new RequestTimeoutError() : error;
      })
      .finally(() => {
        clearTimeout(timer);
        outer?.removeEventListener('abort', abortFromOuter);
      });
  };
}

export { graphqlWsUrl };

function signedOutReason(error: unknown): SignedOutReason | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  for (const graphQLError of error.errors) {
    const code = graphQLError.extensions?.code;
    if (isErrorCode(code) && (code === 'USER_DISABLED' || code === 'SESSION_EXPIRED')) return code;
  }
  return undefined;
}

/** USER_DISABLED or SESSION_EXPIRED when the server closed the websocket with 4403 or 4401. */
export function signedOutReasonOfClose(event: unknown): SignedOutReason | undefined {
  const code = (event as { code?: unknown } | null)?.code;
  if (code === wsCloseUserDisabled) return 'USER_DISABLED';
  if (code === wsCloseSessionExpired) return 'SESSION_EXPIRED';
  return undefined;
}

/**
 * What the app does when the websocket closes: on 4401/4403 it signs out locally and says why
 * (graphql-ws does not reconnect: 4401 is final to it, and `shouldRetry` refuses both); on 4205
 * it reads the viewer again while graphql-ws reconnects; otherwise it shows "reconnecting".
 */
export function onWsClosed(setup: Pick<ApolloSetup, 'onSignedOut' | 'onViewerChanged'>) {
  return (event: unknown): void => {
    const reason = signedOutReasonOfClose(event);
    if (reason) {
      setLiveStatus('idle');
      setup.onSignedOut?.(reason);
      return;
    }
    setLiveStatus('reconnecting');
    if ((event as { code?: unknown } | null)?.code === wsCloseViewerChanged) setup.onViewerChanged?.();
  };
}

/**
 * The cache: records are kept once, by type and id, so a record fetched or returned by a mutation
 * once answers every query that names it. `Query.wire` reads the wire it already holds: the details
 * page after posting a wire (postWire returns the same fields) does not fetch it again; a query
 * that needs fields the cache lacks still goes to the server.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          wire: {
            read: (existing, { args, toReference }) =>
              existing ??
              (typeof args?.id === 'string' ? toReference({ __typename: 'Wire', id: args.id }) : undefined),
          },
        },
      },
      Wire: { keyFields: ['id'] },
      Response: { keyFields: ['id'] },
      Partner: { keyFields: ['id'] },
      Member: { keyFields: ['id'] },
      // one per kind for the signed-in account (the cache is cleared on sign-out)
      NotificationSetting: { keyFields: ['kind'] },
      // a wire's point has no id: a list that reads only its label merges into, not over, a fuller one
      GeoPoint: { merge: true },
    },
  });
}

export type AppApollo = {
  client: ApolloClient;
  /** Closes the websocket, if a subscription ever opened it (tests; the app keeps it for its life). */
  dispose: () => Promise<void>;
};

export function createApolloClient(setup: ApolloSetup = {}): AppApollo {
  const httpLink = new HttpLink({
    uri: setup.uri ?? GRAPHQL_PATH,
    credentials: 'same-origin',
    fetch: fetchWithTimeout(setup.fetch, setup),
    // no `clientLibrary` extension: Apollo's own telemetry, a quarter of a query's URL by hash
    enhancedClientAwareness: { transport: false },
  });

  const retryLink = new RetryLink({
    delay: (_count, _operation, error) => retryAfterOf(error) ?? retryDelayMs,
    attempts: {
      max: 2,
      // one retry in all, whether the status or an UNAVAILABLE answer asked for it (outage-link.ts)
      retryIf: (error, operation) =>
        attemptsOf(operation) < 2 && shouldRetryOperation(error, operation.operationType),
    },
  });

  const errorLink = new ErrorLink(({ error }) => {
    const reason = signedOutReason(error);
    // Deferred so the cache is not cleared while this very operation is still being delivered.
    if (reason && setup.onSignedOut) setTimeout(() => setup.onSignedOut?.(reason), 0);
  });

  let ws: Promise<GraphQLWsLink> | undefined;
  const wsLink = new LazyLink(() => (ws = import('./ws-link').then((m) => m.createWsLink(setup))));

  const transport = ApolloLink.split(
    (operation) => operation.operationType === 'subscription',
    wsLink,
    ApolloLink.from([
      retryLink,
      outageLink({ delayMs: retryDelayMs, maxWaitMs: maxRetryAfterMs, onNotSent: setup.onNotSent }),
      httpLink,
    ]),
  );

  const client = new ApolloClient({
    // the app's documents go by their hash (persisted-link.ts), over both transports
    link: ApolloLink.from([errorLink, persistedQueriesLink(), transport]),
    cache: createCache(),
  });
  return {
    client,
    dispose: async () => {
      const link = await ws?.catch(() => undefined);
      await link?.client.dispose();
    },
  };
}
