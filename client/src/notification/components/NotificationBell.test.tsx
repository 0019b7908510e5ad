import { ApolloLink } from '@apollo/client';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MarkNotificationsReadDocument, NotificationCentreDocument } from '../../gql/graphql';
import { mockedLiveLink, NavigateHandle, renderWithApp, testRouter } from '../../test/render';
import { linksTo, NotificationBell } from './NotificationBell';

function notification(id: string, link: string, readAt: string | null = null) {
  return {
    __typename: 'Notification',
    id,
    kind: 'NEW_RESPONSE',
    title: `Notification ${id}`,
    body: 'A partner answered.',
    link,
    reason: null,
    readAt,
    createdAt: new Date().toISOString(),
  };
}

describe('linksTo', () => {
  it('is the same path with each of the link’s parameters, whatever else the address holds', () => {
    const link = '/wires/details?id=w1';
    expect(linksTo(link, { pathname: '/wires/details', search: '?id=w1' })).toBe(true);
    expect(linksTo(link, { pathname: '/wires/details', search: '?thread=r1&id=w1' })).toBe(true);
    expect(linksTo(link, { pathname: '/wires/details', search: '?id=w2' })).toBe(false);
    expect(linksTo(link, { pathname: '/wires/details', search: '' })).toBe(false);
    expect(linksTo(link, { pathname: '/wireboard', search: '?id=w1' })).toBe(false);
    expect(linksTo('/partners/dashboard', { pathname: '/partners/dashboard', search: '' })).toBe(true);
  });
});

describe('NotificationBell', () => {
  it('reads the unread notifications about the page the viewer arrives at, and only those', async () => {
    const { link } = mockedLiveLink([
      {
        request: { query: NotificationCentreDocument, variables: { first: 15 } },
        result: {
          data: {
            unreadNotificationCount: 2,
            notifications: {
              __typename: 'NotificationConnection',
              totalCount: 3,
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c3' },
              edges: [
                notification('n1', '/wires/details?id=w1'),
                notification('n2', '/wires/details?id=w2'),
                notification('n3', '/wires/details?id=w1', new Date().toISOString()),
              ].map((node, index) => ({ __typename: 'NotificationEdge', cursor: `c${index + 1}`, node })),
            },
          },
        },
      },
      // only n1: n2 is about another wire, n3 is read already (another set has no answer here)
      {
        request: { query: MarkNotificationsReadDocument, variables: { ids: ['n1'] } },
        result: { data: { markNotificationsRead: 1 } },
      },
    ]);
    const marked: unknown[] = [];
    const counting = new ApolloLink((operation, forward) => {
      if (operation.operationName === 'MarkNotificationsRead') marked.push(operation.variables);
      return forward(operation);
    });
    renderWithApp(
      <>
        <NavigateHandle />
        <NotificationBell />
      </>,
      { mocks: counting.concat(link), path: '/wireboard' },
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();

    await act(() => testRouter.navigate('/wires/details?id=w1'));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(marked).toEqual([{ ids: ['n1'] }]);
  });
});
