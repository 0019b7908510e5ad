import { useApolloClient } from '@apollo/client/react';

import { useNotificationStream } from '../notification/notification-stream';

const THREAD_LINK = /#thread-([0-9a-f-]{36})$/;

/**
 * Keeps the unread badges of the responses on screen live from the bell's stream (no subscription
 * of its own): each NEW_MESSAGE notification (one per message) names its thread in its link, and
 * that response's `unreadMessageCount` in the cache goes up by one. Opening the thread marks it
 * read (back to 0). Each time the bell catches up after the server listens again, `readAgain`
 * reads the page's list (with its counts) once more: a message sent meanwhile would otherwise not
 * be counted. Use it once per page that lists threads.
 */
export function useUnreadMessagesLive(enabled: boolean, readAgain: () => unknown): void {
  const client = useApolloClient();
  useNotificationStream(
    {
      event: ({ notification }) => {
        const responseId = notification?.kind === 'NEW_MESSAGE' && THREAD_LINK.exec(notification.link)?.[1];
        if (!responseId) return;
        client.cache.modify({
          id: client.cache.identify({ __typename: 'Response', id: responseId }),
          fields: { unreadMessageCount: (count: number) => count + 1 },
        });
      },
      listening: () => void readAgain(),
    },
    enabled,
  );
}
