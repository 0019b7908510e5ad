/** Helpers for Relay-style connections held in Apollo's cache and changed by live events. */

type NodeWithId = { id: string };
type EdgeOf<N> = { cursor: string; node: N };
type PageInfoLike = { hasNextPage: boolean; endCursor?: string | null };
export type ConnectionLike<N extends NodeWithId> = {
  edges: EdgeOf<N>[];
  pageInfo: PageInfoLike;
  totalCount: number;
};

export type LiveEventType = 'CREATED' | 'UPDATED' | 'REMOVED';

/** Appends the next page, skipping nodes already listed (a live event may have added them). */
export function appendPage<N extends NodeWithId, C extends ConnectionLike<N>>(previous: C, next: C): C {
  const seen = new Set(previous.edges.map((edge) => edge.node.id));
  return {
    ...next,
    edges: [...previous.edges, ...next.edges.filter((edge) => !seen.has(edge.node.id))],
  };
}

/**
 * Applies one live event: CREATED puts the node first, UPDATED replaces it (or drops it when `keep`
 * says it no longer belongs, e.g. a wire that is no longer OPEN), REMOVED drops it.
 */
export function applyLiveEvent<N extends NodeWithId, C extends ConnectionLike<N>>(
  connection: C,
  type: LiveEventType,
  node: N,
  keep: (node: N) => boolean = () => true,
): C {
  const index = connection.edges.findIndex((edge) => edge.node.id === node.id);
  const without = connection.edges.filter((edge) => edge.node.id !== node.id);
  const removed = index >= 0 ? 1 : 0;
  if (type === 'REMOVED' || !keep(node)) {
    return { ...connection, edges: without, totalCount: Math.max(0, connection.totalCount - removed) };
  }
  if (index >= 0) {
    const edges = connection.edges.map((edge) => (edge.node.id === node.id ? { ...edge, node } : edge));
    return { ...connection, edges };
  }
  if (type === 'UPDATED') return connection;
  const edge = { ...connection.edges[0], cursor: `live:${node.id}`, node } as EdgeOf<N>;
  return { ...connection, edges: [edge, ...connection.edges], totalCount: connection.totalCount + 1 };
}
