import { useEffect } from 'react';

import {
  WireboardEventsDocument,
  type WireboardEventsSubscription,
  type WireboardFilter,
  type WireboardListQuery,
} from '../gql/graphql';
import { useWireboardListQuery } from '../gql/hooks';
import { appendPage, applyLiveEvent } from '../shared/live/connection';
import { useAnnouncement, useFallbackPollInterval, useRefetchOnReconnect } from '../shared/live/live';

/** The public wireboard for a filter: first page, more pages on demand, live events merged in. */
export function useLiveWireboard(filter: WireboardFilter | null, first = 20) {
  const pollInterval = useFallbackPollInterval();
  const [announcement, announce] = useAnnouncement();
  const query = useWireboardListQuery({
    variables: { filter, first },
    pollInterval,
    notifyOnNetworkStatusChange: true,
  });
  const { subscribeToMore, refetch, fetchMore } = query;
  useRefetchOnReconnect(refetch);

  useEffect(
    () =>
      subscribeToMore<WireboardEventsSubscription>({
        document: WireboardEventsDocument,
        variables: { filter },
        updateQuery: (_unsafe, options) => {
          if (!options.complete) return undefined;
          const event = options.subscriptionData.data.wireboardEvents;
          if (event.type === 'CREATED') announce(`New wire: ${event.wire.title}`);
          const previous = options.previousData as WireboardListQuery;
          return {
            ...previous,
            wireboard: applyLiveEvent(previous.wireboard, event.type, event.wire, (w) => w.status === 'OPEN'),
          };
        },
      }),
    [subscribeToMore, filter, announce],
  );

  const connection = query.data?.wireboard;
  const loadMore = () => {
    if (!connection?.pageInfo.hasNextPage) return;
    void fetchMore({
      variables: { after: connection.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...fetchMoreResult,
        wireboard: appendPage(previous.wireboard, fetchMoreResult.wireboard),
      }),
    });
  };
  return { ...query, connection, loadMore, announcement };
}
