import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client as WsClient } from 'graphql-ws';

import { isErrorCode, type ErrorCode } from './error-messages';
import { setLiveStatus } from './live-status';

/** Statuses on which a query (never a mutation) is tried once more (SPEC §4). */
const retryStatuses = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const timeoutMs = 30_000;
const offlineTimeoutMs = 5_000;

const reconnectListeners = new Set<() => void>();

/** Calls `listener` each time the websocket connects again after losing its connection; returns an unsubscribe. */
export function onLiveReconnected(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

export function emitLiveReconnected(): void {
  for (const listener of [...reconnectListeners]) listener();
}

export type SignedOutReason = Extract<ErrorCode, 'USER_DISABLED' | 'SESSION_EXPIRED'>;

export type ApolloSetup = {
  /** Called when any operation answers USER_DISABLED or SESSION_EXPIRED. */
  onSignedOut?: (reason: SignedOutReason) => void;
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
): typeof fetch {
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

export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`;
}

function signedOutReason(error: unknown): SignedOutReason | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  for (const graphQLError of error.errors) {
    const code = graphQLError.extensions?.code;
    if (isErrorCode(code) && (code === 'USER_DISABLED' || code === 'SESSION_EXPIRED')) return code;
  }
  return undefined;
}

export type AppApollo = { client: ApolloClient; wsClient: WsClient };

export function createApolloClient(setup: ApolloSetup = {}): AppApollo {
  const httpLink = new HttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    fetch: fetchWithTimeout(setup.fetch),
  });

  const retryLink = new RetryLink({
    delay: { initial: 300, max: 2_000, jitter: true },
    attempts: {
      max: 2,
      retryIf: (error, operation) =>
        operation.operationType === 'query' && ServerError.is(error) && retryStatuses.has(error.statusCode),
    },
  });

  const errorLink = new ErrorLink(({ error }) => {
    const reason = signedOutReason(error);
    // Deferred so the cache is not cleared while this very operation is still being delivered.
    if (reason && setup.onSignedOut) setTimeout(() => setup.onSignedOut?.(reason), 0);
  });

  const wsClient = createClient({
    url: setup.wsUrl ?? graphqlWsUrl(),
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    on: {
      connected: (_socket, _payload, wasRetry) => {
        setLiveStatus('connected');
        // Events may have been missed while disconnected: live views refetch what is on screen.
        if (wasRetry) emitLiveReconnected();
      },
      closed: () => setLiveStatus('reconnecting'),
      error: () => setLiveStatus('unavailable'),
    },
  });
  const wsLink = new GraphQLWsLink(wsClient);

  const transport = ApolloLink.split(
    (operation) => operation.operationType === 'subscription',
    wsLink,
    ApolloLink.from([retryLink, httpLink]),
  );

  const client = new ApolloClient({
    link: ApolloLink.from([errorLink, transport]),
    cache: new InMemoryCache(),
  });
  return { client, wsClient };
}
