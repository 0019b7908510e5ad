import { AdminWireEventsDocument, MarketHealthDocument } from '../../gql/graphql';
import { defineLiveQuery } from '../../shared/live/use-live-query';

/**
 * The dashboard, live on the request table's events (a wire posted, quoted, decided or closed is
 * a wire event): an event changes nothing in place; the page reads the figures again (`onEvent`,
 * at most every few seconds: they are sums over the period).
 */
export const marketHealthLive = defineLiveQuery({
  query: MarketHealthDocument,
  subscription: AdminWireEventsDocument,
  readEvent: ({ adminWireEvents: { type, wire } }) => ({ type, node: wire }),
  applyEvent: () => undefined,
  announce: () => undefined,
});
