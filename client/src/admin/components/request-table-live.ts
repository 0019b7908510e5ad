import { AdminWireEventsDocument, AdminWiresDocument } from '../../gql/graphql';
import { defineLiveQuery } from '../../shared/live/use-live-query';

/**
 * The request table, live: a changed wire updates in place through the normalised cache (the
 * event carries the row's fields), and a new wire is never inserted under the pointer: the page
 * counts it and offers to show it (`onEvent`).
 */
export const requestTableLive = defineLiveQuery({
  query: AdminWiresDocument,
  subscription: AdminWireEventsDocument,
  readEvent: ({ adminWireEvents: { type, wire } }) => ({ type, node: wire }),
  applyEvent: () => undefined,
  announce: () => undefined,
});
