import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback } from 'react';

import { keptPages } from '../kept-results';

import {
  appendPage,
  applyLiveEvent,
  type ConnectionLike,
  type LiveEvent,
  type NodeOf,
  type NodeWithId,
} from './connection';
import { useLiveQuery, type LiveQueryDefinition, type LiveQueryOptions } from './use-live-query';

type AnyConnection = ConnectionLike<NodeWithId>;

/** A paginated query: its variables take the cursor to start after (Relay's `after`). */
type PagedVariables = OperationVariables & { after?: string | null };

/**
 * A live list made of a Relay connection: the query and subscription, and a small adapter saying
 * where the connection is in the query's data and what one subscription message says.
 *
 * @example
 * export const wireboardLive = defineLiveConnection({
 *   query: WireboardListDocument,
 *   subscription: WireboardEventsDocument,
 *   getConnection: (data) => data.wireboard,
 *   setConnection: (data, wireboard) => ({ ...data, wireboard }),
 *   readEvent: ({ wireboardEvents: { type, wire } }) => ({ type, node: wire }),
 *   keep: (wire) => wire.status === 'OPEN',
 *   announce: ({ type, node }) => (type === 'CREATED' ? `New wire: ${node.title}` : undefined),
 * });
 */
export type LiveConnectionAdapter<
  TData,
  TVariables extends PagedVariables,
  TEventData,
  TEventVariables extends OperationVariables,
  TConnection extends AnyConnection,
> = {
  query: TypedDocumentNode<TData, TVariables>;
  subscription: TypedDocumentNode<TEventData, TEventVariables>;
  /** The connection in the query's data. */
  getConnection: (data: TData) => TConnection;
  /** The query's data with its connection replaced. */
  setConnection: (data: TData, connection: TConnection) => TData;
  /** The event one subscription message carries: its type (CREATED, UPDATED, REMOVED) and node. */
  readEvent: (data: TEventData) => LiveEvent<NodeOf<TConnection>>;
  /** Whether an updated node still belongs in the list (a wire no longer OPEN does not); default yes. */
  keep?: (node: NodeOf<TConnection>) => boolean;
  /** What screen readers hear about an event (nothing when it returns undefined). */
  announce?: (event: LiveEvent<NodeOf<TConnection>>) => string | undefined;
};

export type LiveConnectionDefinition<
  TData,
  TVariables extends PagedVariables,
  TEventData,
  TEventVariables extends OperationVariables,
  TConnection extends AnyConnection,
> = LiveConnectionAdapter<TData, TVariables, TEventData, TEventVariables, TConnection> &
  LiveQueryDefinition<TData, TVariables, TEventData, TEventVariables, NodeOf<TConnection>>;

/**
 * Defines a live connection once, at module level (its identity keeps the subscription open across
 * renders). Events follow the rules of `applyLiveEvent`: CREATED puts the node first, UPDATED
 * replaces it or drops it when `keep` fails, REMOVED drops it.
 */
export function defineLiveConnection<
  TData,
  TVariables extends PagedVariables,
  TEventData,
  TEventVariables extends OperationVariables,
  TConnection extends AnyConnection,
>(
  adapter: LiveConnectionAdapter<TData, TVariables, TEventData, TEventVariables, TConnection>,
): LiveConnectionDefinition<TData, TVariables, TEventData, TEventVariables, TConnection> {
  return {
    ...adapter,
    applyEvent: (data, { type, node }) => {
      const connection = adapter.getConnection(data);
      const next = applyLiveEvent(connection, type, node, adapter.keep);
      return next === connection ? undefined : adapter.setConnection(data, next);
    },
  };
}

/**
 * A live, paginated list: {@link useLiveQuery} (events merged, refetch after reconnect, polling
 * while the websocket is unavailable, announcements) plus the connection and loading more.
 *
 * @returns the query's result, and
 * - `connection`: the list so far (undefined until the first page arrives; while other variables
 *   load, the earlier list);
 * - `busy`: spread on the list's container: dimmed and `aria-busy` while other variables load;
 * - `hasMore`, `loadMore()`, `loadingMore`: for LoadMore (pages are appended, skipping nodes a live
 *   event already listed);
 * - `paused` for LivePausedNote and `announcement` for LiveAnnouncer.
 */
export function useLiveConnection<
  TData,
  TVariables extends PagedVariables,
  TEventData,
  TEventVariables extends OperationVariables,
  TConnection extends AnyConnection,
>(
  definition: LiveConnectionDefinition<TData, TVariables, TEventData, TEventVariables, TConnection>,
  options: LiveQueryOptions<TData, TVariables, TEventVariables, NodeOf<TConnection>>,
) {
  const live = useLiveQuery(definition, options);
  const { data, previousData, loading, fetchMore } = live;
  // while new variables (a filter) load, the earlier list stays on screen, dimmed (`busy`)
  const { connection, busy, hasMore, endCursor } = keptPages(
    { data, previousData, loading },
    definition.getConnection,
  );

  const loadMore = useCallback(() => {
    if (!hasMore) return;
    void fetchMore({
      variables: { after: endCursor } as Partial<TVariables>,
      updateQuery: (previous, { fetchMoreResult }) =>
        definition.setConnection(
          fetchMoreResult,
          appendPage(definition.getConnection(previous), definition.getConnection(fetchMoreResult)),
        ),
    });
  }, [definition, fetchMore, hasMore, endCursor]);

  return { ...live, connection, busy, hasMore, loadMore, loadingMore: loading && data !== undefined };
}
