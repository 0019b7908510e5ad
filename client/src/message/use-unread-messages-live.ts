import { useApolloClient, useSubscription } from '@apollo/client/react';

import { NotificationEventsDocument } from '../gql/graphql';
import { listenedOptions, useCatchUpWhenListening } from '../shared/live/listening';

const THREAD_LINK = /#thread-([0-9a-f-]{36})$/;

/**
 * Keeps the unread badges of the responses on screen live: each NEW_MESSAGE notification (the
 * bell's stream, one per message) names its thread in its link, and that response's
 * `unreadMessageCount` in the cache goes up by one. Opening the thread marks it read (back to 0).
 * Once the server listens, `readAgain` reads the page's list (with its counts) once more: a
 * message sent after the list was read and before then would otherwise not be counted. Use it
 * once per page that lists threads.
 */
export function useUnreadMessagesLive(enabled: boolean, readAgain: () => unknown): void {
  const client = useApolloClient();
  const heard = useCatchUpWhenListening(readAgain, true);
  useSubscription(NotificationEventsDocument, {
    skip: !enabled,
    ...listenedOptions(heard),
    onData: ({ data }) => {
      const notification = data.data?.notificationEvents.notification;
      const responseId = notification?.kind === 'NEW_MESSAGE' && THREAD_LINK.exec(notification.link)?.[1];
      if (!responseId) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Response', id: responseId }),
        fields: { unreadMessageCount: (count: number) => count + 1 },
      });
    },
  });
}
