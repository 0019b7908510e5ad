import { ApolloClient, ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

import { createCache } from '../app/apollo';
import { AppProviders } from '../app/AppProviders';

export type Mocks = ReadonlyArray<MockLink.MockedResponse>;

/** A client with the app's cache over mocked answers (or over any link, e.g. one that also simulates subscriptions). */
export function createTestClient(mocks: Mocks | ApolloLink): ApolloClient {
  const link = mocks instanceof ApolloLink ? mocks : new MockLink(mocks, { showWarnings: false });
  return new ApolloClient({ link, cache: createCache() });
}

/**
 * Mocked answers for queries and mutations, and a MockSubscriptionLink that carries every
 * subscription: the test pushes events with `events.simulateResult({ result: { data } })`.
 */
export function mockedLiveLink(mocks: Mocks): { link: ApolloLink; events: MockSubscriptionLink } {
  const events = new MockSubscriptionLink();
  const link = ApolloLink.split(
    (operation) => operation.operationType === 'subscription',
    events,
    new MockLink(mocks, { showWarnings: false }),
  );
  return { link, events };
}

type RenderOptions = { mocks?: Mocks | ApolloLink; path?: string };

/** Renders one element at `path` inside the app's providers, with mocked GraphQL answers. */
export function renderWithApp(element: ReactElement, { mocks = [], path = '/' }: RenderOptions = {}) {
  const routes: RouteObject[] = [{ path: '*', element }];
  return renderRoutes(routes, { mocks, path });
}

export function renderRoutes(routes: RouteObject[], { mocks = [], path = '/' }: RenderOptions = {}) {
  const client = createTestClient(mocks);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders client={client} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, client, router };
}
