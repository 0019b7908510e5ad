/** Helpers for lists held in Apollo's cache and changed by live events: Relay connections and plain lists. */

export type NodeWithId = { id: string };
type EdgeOf<N> = { __typename?: string; cursor: string; node: N };
type PageInfoLike = { hasNextPage: boolean; endCursor?: string | null };
export type ConnectionLike<N extends NodeWithId> = {
  __typename?: string;
  edges: EdgeOf<N>[];
  pageInfo: PageInfoLike;
  totalCount: number;
};
/** The node type of a connection type. */
export type NodeOf<C extends ConnectionLike<NodeWithId>> = C['edges'][number]['node'];

export type LiveEventType = 'CREATED' | 'UPDATED' | 'REMOVED';

/** One subscription message, read: what happened to which node. */
export type LiveEvent<N> = {
  type: LiveEventType;
  node: N;
  /** What happened, in words, when the subscription says more than `type` (a quote revised…). */
  news?: string;
};

/** Appends the next page, skipping nodes already listed (a live event may have added them). */
export function appendPage<N extends NodeWithId, C extends ConnectionLike<N>>(previous: C, next: C): C {
  const seen = new Set(previous.edges.map((edge) => edge.node.id));
  return {
    ...next,
    edges: [...previous.edges, ...next.edges.filter((edge) => !seen.has(edge.node.id))],
  };
}

type ItemChange<T> = { items: T[]; added: number };

/**
 * The rules every live list follows, on items that each hold one node: CREATED adds the node when it
 * is not listed yet, UPDATED replaces it (or drops it when `kept` is false), REMOVED drops it. The
 * same array comes back when nothing changed.
 */
function applyToItems<T>(
  items: T[],
  idOf: (item: T) => string,
  id: string,
  type: LiveEventType,
  kept: boolean,
  change: { replace: (item: T) => T; create: () => T; at: 'start' | 'end' },
): ItemChange<T> {
  const index = items.findIndex((item) => idOf(item) === id);
  if (type === 'REMOVED' || !kept) {
    return index < 0 ? { items, added: 0 } : { items: items.filter((_, i) => i !== index), added: -1 };
  }
  if (index >= 0)
    return { items: items.map((item, i) => (i === index ? change.replace(item) : item)), added: 0 };
  if (type === 'UPDATED') return { items, added: 0 };
  const created = change.create();
  return { items: change.at === 'start' ? [created, ...items] : [...items, created], added: 1 };
}

/** An edge for a node that arrived live; its type name follows the Relay convention (XConnection → XEdge). */
function liveEdge<N extends NodeWithId>(connection: ConnectionLike<N>, node: N): EdgeOf<N> {
  const __typename = connection.edges[0]?.__typename ?? connection.__typename?.replace(/Connection$/, 'Edge');
  return __typename ? { __typename, cursor: `live:${node.id}`, node } : { cursor: `live:${node.id}`, node };
}

/**
 * Applies one live event to a connection: CREATED puts the node first, UPDATED replaces it (or drops
 * it when `keep` says it no longer belongs, e.g. a wire that is no longer OPEN), REMOVED drops it.
 * The same connection comes back when nothing changed.
 */
export function applyLiveEvent<N extends NodeWithId, C extends ConnectionLike<N>>(
  connection: C,
  type: LiveEventType,
  node: N,
  keep: (node: N) => boolean = () => true,
): C {
  const { items, added } = applyToItems(connection.edges, (edge) => edge.node.id, node.id, type, keep(node), {
    replace: (edge) => ({ ...edge, node }),
    create: () => liveEdge(connection, node),
    at: 'start',
  });
  if (items === connection.edges) return connection;
  return { ...connection, edges: items, totalCount: Math.max(0, connection.totalCount + added) };
}

/**
 * The same rules on a plain list of nodes (a wire's responses, say); a new node goes `at` the start
 * (the default, as on a connection) or the end. The same array comes back when nothing changed.
 */
export function applyLiveEventToList<N extends NodeWithId>(
  list: N[],
  type: LiveEventType,
  node: N,
  { keep = () => true, at = 'start' }: { keep?: (node: N) => boolean; at?: 'start' | 'end' } = {},
): N[] {
  return applyToItems(list, (item) => item.id, node.id, type, keep(node), {
    replace: () => node,
    create: () => node,
    at,
  }).items;
}
