import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

import { AppProviders } from '../app/AppProviders';

export type Mocks = ReadonlyArray<MockLink.MockedResponse>;

export function createTestClient(mocks: Mocks): ApolloClient {
  return new ApolloClient({ link: new MockLink(mocks, { showWarnings: false }), cache: new InMemoryCache() });
}

/** Renders one element at `path` inside the app's providers, with mocked GraphQL answers. */
export function renderWithApp(
  element: ReactElement,
  { mocks = [], path = '/' }: { mocks?: Mocks; path?: string } = {},
) {
  const routes: RouteObject[] = [{ path: '*', element }];
  return renderRoutes(routes, { mocks, path });
}

export function renderRoutes(
  routes: RouteObject[],
  { mocks = [], path = '/' }: { mocks?: Mocks; path?: string } = {},
) {
  const client = createTestClient(mocks);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders client={client} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, client, router };
}
