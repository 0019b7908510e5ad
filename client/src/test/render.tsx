import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';

import { createCache } from '../app/apollo';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/routes';

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

/**
 * Holds the operations `hold` picks until the test calls `release()` (`held` lists those waiting),
 * so a test can look at a page while a request is on its way; the others go on at once.
 */
export function heldLink(hold: (operation: ApolloLink.Operation) => boolean) {
  const held: (() => void)[] = [];
  const link = new ApolloLink((operation, forward) =>
    hold(operation)
      ? new Observable((observer) => {
          let going: { unsubscribe: () => void } | undefined;
          held.push(() => {
            going = forward(operation).subscribe(observer);
          });
          return () => going?.unsubscribe();
        })
      : forward(operation),
  );
  return {
    link,
    held,
    release: () => {
      for (const go of held.splice(0)) go();
    },
  };
}

type RenderOptions = { mocks?: Mocks | ApolloLink; path?: string };

function AnyPath({ element }: { element: ReactElement }) {
  return useRoutes([{ path: '*', element }]);
}

/** Tells the test where the router is (a guard's redirect, a page's navigation). */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => {
    onLocation(location);
  }, [location, onLocation]);
  return null;
}

/** The router's navigate function, for a test to drive the router: set by `<NavigateHandle>` once rendered. */
export const testRouter: { navigate: NavigateFunction } = {
  navigate: () => {
    throw new Error('no <NavigateHandle> has rendered');
  },
};

export function NavigateHandle() {
  const navigate = useNavigate();
  useEffect(() => {
    testRouter.navigate = navigate;
  }, [navigate]);
  return null;
}

/** `element` under the app's providers and a memory router at `path`, as the declarative router of main.tsx. */
function renderInRouter(element: ReactElement, { mocks = [], path = '/' }: RenderOptions) {
  const client = createTestClient(mocks);
  let current: Location | undefined;
  const result = render(
    <AppProviders client={client} env="test">
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe
          onLocation={(location) => {
            current = location;
          }}
        />
        {element}
      </MemoryRouter>
    </AppProviders>,
  );
  const location = (): Location => {
    if (!current) throw new Error('the router has not rendered yet');
    return current;
  };
  return { ...result, client, location };
}

/** Renders one element at `path` inside the app's providers, with mocked GraphQL answers. */
export function renderWithApp(element: ReactElement, options: RenderOptions = {}) {
  return renderInRouter(<AnyPath element={element} />, options);
}

/** The whole app (its routes, layouts, guards and error page) at `path`, with mocked GraphQL answers. */
export function renderApp(options: RenderOptions = {}) {
  return renderInRouter(<AppRoutes />, options);
}
