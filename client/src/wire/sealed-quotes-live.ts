import { notifications } from '@mantine/notifications';

import { MyWireEventsDocument, WireDetailsDocument } from '../gql/graphql';
import { useLatest } from '../shared/use-latest';
import { defineLiveQuery, useLiveQuery } from '../shared/live/use-live-query';

/**
 * A sealed wire's page for its owner (or an admin): the wire's own events bring the count of
 * sealed quotes as each arrives or is withdrawn (never the quote), and the reveal, which the
 * server's job announces at `revealAt` with `quotesSealed: false`.
 */
export const sealedQuotesLive = defineLiveQuery({
  query: WireDetailsDocument,
  subscription: MyWireEventsDocument,
  readEvent: ({ myWireEvents: { type, wire } }) => ({ type, node: wire }),
  applyEvent: (data, { node }) => {
    if (node.id !== data.wire.id) return undefined;
    const { responseCount, revealAt, quotesSealed, status } = node;
    return { ...data, wire: { ...data.wire, responseCount, revealAt, quotesSealed, status } };
  },
  announce: ({ node }) =>
    node.quotesSealed
      ? `Sealed quotes so far: ${node.responseCount}`
      : `Sealed quotes revealed: ${node.responseCount}`,
});

type SealedWire = { id: string; quotesSealed: boolean; isMine: boolean };

/**
 * Keeps a sealed wire's count and reveal time live while its quotes are sealed; at the reveal,
 * reads the page again (the quotes with it) and tells the owner. Returns what screen readers hear.
 */
export function useSealedQuotesLive(wire: SealedWire): string {
  const isMine = useLatest(wire.isMine);
  const live = useLiveQuery(sealedQuotesLive, {
    variables: { id: wire.id },
    subscriptionVariables: { wireId: wire.id },
    live: wire.quotesSealed,
    onEvent: ({ node }) => {
      if (node.quotesSealed) return;
      void refetch.current().then(() => {
        if (isMine.current)
          notifications.show({ color: 'green', message: 'The sealed quotes are revealed.' });
      });
    },
  });
  const refetch = useLatest(live.refetch);
  return live.announcement;
}
