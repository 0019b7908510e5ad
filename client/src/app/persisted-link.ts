import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';
import type { Client as WsClient, FormattedExecutionResult, Sink, SubscribePayload } from 'graphql-ws';

/**
 * The hash codegen gave a document (`persistedDocuments` in codegen.ts): the key of its text in
 * `persisted-documents.json`, the allowlist the server runs by hash.
 */
export function documentHash(document: DocumentNode): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash : undefined;
}

/**
 * Variables longer than this (as JSON) go by POST: a GET's URL is bounded by the server's header
 * limit (Node: 16 KB, and a URL-encoded JSON can be three times its length).
 */
export const maxGetVariablesLength = 2_000;

/** A query whose variables would make its URL too long goes by POST after all. */
const postLongVariables = new ApolloLink((operation, forward) => {
  if (
    operation.getContext().fetchOptions?.method === 'GET' &&
    JSON.stringify(operation.variables).length > maxGetVariablesLength
  )
    operation.setContext(({ fetchOptions }: { fetchOptions?: RequestInit }) => ({
      fetchOptions: { ...fetchOptions, method: 'POST' },
    }));
  return forward(operation);
});

/**
 * Sends each of the app's documents by its hash instead of its text (queries by GET, so they are
 * small and cacheable; mutations by POST), and its text only if the server does not know the
 * hash (a tab older than the server's build). Other documents go as text.
 */
export function persistedQueriesLink(): ApolloLink {
  const byHash = new PersistedQueryLink({
    generateHash: (document) => documentHash(document) ?? '',
    useGETForHashedQueries: true,
  });
  return ApolloLink.split(
    (operation) => documentHash(operation.query) !== undefined,
    ApolloLink.from([byHash, postLongVariables]),
  );
}

type WsErrors = readonly { extensions?: { code?: unknown } }[];
const unknownHash = (error: unknown): error is WsErrors =>
  Array.isArray(error) && (error as WsErrors).some((e) => e.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND');

/**
 * The websocket side of the same: a subscription by hash goes without its text (graphql-ws asks
 * for a string: empty). When the server does not know the hash, the refusal is handed on as a
 * result, so that `PersistedQueryLink` sends the operation again, and from then on this hash goes
 * with its text.
 */
export function persistedWsClient(client: WsClient): WsClient {
  const unknown = new Set<string>();
  const subscribe = (payload: SubscribePayload, sink: Sink<FormattedExecutionResult>) => {
    const hash = (payload.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined)?.sha256Hash;
    if (typeof hash !== 'string' || unknown.has(hash)) return client.subscribe(payload, sink);
    return client.subscribe(
      { ...payload, query: '' },
      {
        ...sink,
        error: (error) => {
          if (!unknownHash(error)) return sink.error(error);
          unknown.add(hash);
          sink.next({ errors: error as FormattedExecutionResult['errors'] });
          sink.complete();
        },
      },
    );
  };
  return { ...client, subscribe } as WsClient;
}
