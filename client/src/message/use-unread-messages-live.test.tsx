import { gql } from '@apollo/client';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { NotificationCentreDocument } from '../gql/graphql';
import { NotificationBell } from '../notification/components/NotificationBell';
import { connectionOf } from '../test/fixtures';
import { mockedLiveLink, renderWithApp } from '../test/render';
import { heardOf } from '../shared/live/listening';
import { useUnreadMessagesLive } from './use-unread-messages-live';

const RESPONSE = '5b0e8a4c-2f8e-4d7a-9a52-0c1c8f1e7a11';
const centre = {
  request: { query: NotificationCentreDocument, variables: { first: 15 } },
  result: { data: { unreadNotificationCount: 0, notifications: connectionOf('NotificationConnection', []) } },
};
const badge = gql`
  fragment Badge on Response {
    id
    unreadMessageCount
  }
`;

function ThreadList({ readAgain }: { readAgain: () => void }) {
  useUnreadMessagesLive(true, readAgain);
  return null;
}

function message(id: string, link: string) {
  return {
    __typename: 'NotificationEvent',
    type: 'CREATED',
    unreadCount: 1,
    notification: {
      __typename: 'Notification',
      id,
      kind: 'NEW_MESSAGE',
      title: 'New message',
      body: 'Is delivery included?',
      link,
      reason: null,
      readAt: null,
      createdAt: '2026-11-28T10:00:00.000Z',
    },
  };
}

describe('useUnreadMessagesLive', () => {
  it("counts from the bell's one subscription and reads the list again when the bell catches up", async () => {
    const { link, events } = mockedLiveLink([centre, centre]);
    const subscribed = vi.spyOn(events, 'request');
    const readAgain = vi.fn();
    const { client } = renderWithApp(
      <>
        <NotificationBell />
        <ThreadList readAgain={readAgain} />
      </>,
      { mocks: link },
    );
    client.cache.writeFragment({
      fragment: badge,
      data: { __typename: 'Response', id: RESPONSE, unreadMessageCount: 0 },
    });
    const count = () =>
      client.cache.readFragment<{ unreadMessageCount: number }>({
        fragment: badge,
        id: client.cache.identify({ __typename: 'Response', id: RESPONSE }),
      })?.unreadMessageCount;

    await screen.findByRole('button', { name: /notifications/i });
    await waitFor(() => expect(events.operation?.operationName).toBe('NotificationEvents'));
    // the server listens for the bell's subscription: the bell reads again, and so does the list
    act(() => heardOf(events.operation!.extensions)!());
    await waitFor(() => expect(readAgain).toHaveBeenCalledTimes(1));

    act(() =>
      events.simulateResult({
        result: { data: { notificationEvents: message('n1', '/w#thread-' + RESPONSE) } },
      }),
    );
    await waitFor(() => expect(count()).toBe(1));
    // a notification about something else leaves the badge as it is; the next message counts
    act(() =>
      events.simulateResult({
        result: { data: { notificationEvents: message('n2', '/wires/details?id=x') } },
      }),
    );
    act(() =>
      events.simulateResult({
        result: { data: { notificationEvents: message('n3', '/w#thread-' + RESPONSE) } },
      }),
    );
    await waitFor(() => expect(count()).toBe(2));

    // the bell and the badges share the one NotificationEvents subscription
    expect(subscribed.mock.calls.filter(([op]) => op.operationName === 'NotificationEvents')).toHaveLength(1);
  });
});
