import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  WireboardEventsDocument,
  WireboardListDocument,
  type WireboardListQuery,
  type WireEventType,
  type WireStatus,
} from '../../gql/graphql';
import { connectionOf, wireCard } from '../../test/fixtures';
import { createTestClient, heldLink, mockedLiveLink, type Mocks } from '../../test/render';
import { heardOf } from './listening';
import { setLiveStatus } from './live-status';
import { defineLiveConnection, useLiveConnection } from './use-live-connection';

type Wire = WireboardListQuery['wireboard']['edges'][number]['node'];

function wire(id: string, status: WireStatus = 'OPEN'): Wire {
  return wireCard(id, { status }) as Wire;
}

function page(ids: string[], hasNextPage: boolean, totalCount = ids.length) {
  return {
    data: {
      wireboard: {
        ...connectionOf(
          'WireConnection',
          ids.map((id) => wireCard(id)),
          { hasNextPage, totalCount },
        ),
        totalCountIsEstimate: false,
      },
    },
  };
}

const firstPage = { filter: null, first: 2 };

const wireboardLive = defineLiveConnection({
  query: WireboardListDocument,
  subscription: WireboardEventsDocument,
  getConnection: (data) => data.wireboard,
  setConnection: (data, wireboard) => ({ ...data, wireboard }),
  readEvent: ({ wireboardEvents: { type, wire: node } }) => ({ type, node }),
  keep: (node) => node.status === 'OPEN',
  announce: ({ type, node }) => (type === 'CREATED' ? `New wire: ${node.title}` : undefined),
});

function setup(mocks: Mocks, options: { live?: boolean } = {}) {
  const { link, events } = mockedLiveLink(mocks);
  const client = createTestClient(link);
  const onEvent = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  const hook = renderHook(
    () =>
      useLiveConnection(wireboardLive, {
        variables: firstPage,
        subscriptionVariables: { filter: null },
        live: options.live,
        onEvent,
      }),
    { wrapper },
  );
  const send = (type: WireEventType, node: Wire) =>
    act(() =>
      events.simulateResult({
        result: { data: { wireboardEvents: { __typename: 'WireEvent', type, wire: node } } },
      }),
    );
  return { ...hook, client, events, send, onEvent };
}

const ids = (connection: WireboardListQuery['wireboard'] | undefined) =>
  connection?.edges.map((edge) => edge.node.id);

afterEach(() => setLiveStatus('idle'));

describe('useLiveConnection', () => {
  it('merges live events: CREATED first, UPDATED in place or out when it no longer belongs, REMOVED out', async () => {
    const { result, events, send, onEvent } = setup([
      { request: { query: WireboardListDocument, variables: firstPage }, result: page(['a', 'b'], false) },
    ]);
    await waitFor(() => expect(ids(result.current.connection)).toEqual(['a', 'b']));
    await waitFor(() => expect(events.operation?.operationName).toBe('WireboardEvents'));

    send('CREATED', wire('c'));
    await waitFor(() => expect(ids(result.current.connection)).toEqual(['c', 'a', 'b']));
    expect(result.current.connection?.totalCount).toBe(3);
    expect(result.current.announcement).toBe('New wire: Wire c');
    expect(onEvent).toHaveBeenCalledWith({ type: 'CREATED', node: wire('c') });

    send('UPDATED', { ...wire('a'), title: 'Cement, 40 bags' });
    await waitFor(() => expect(result.current.connection?.edges[1]?.node.title).toBe('Cement, 40 bags'));

    send('UPDATED', wire('b', 'CLOSED'));
    await waitFor(() => expect(ids(result.current.connection)).toEqual(['c', 'a']));
    send('REMOVED', wire('c'));
    await waitFor(() => expect(ids(result.current.connection)).toEqual(['a']));
    expect(result.current.connection?.totalCount).toBe(1);
  });

  it('puts a live node on an empty list', async () => {
    const { result, send } = setup([
      { request: { query: WireboardListDocument, variables: firstPage }, result: page([], false) },
    ]);
    await waitFor(() => expect(ids(result.current.connection)).toEqual([]));
    send('CREATED', wire('a'));
    await waitFor(() => expect(ids(result.current.connection)).toEqual(['a']));
    const [edge] = result.current.connection?.edges ?? [];
    expect(edge).toMatchObject({ __typename: 'WireEdge', cursor: 'live:a' });
  });

  it('loads more pages, skipping what a live event already listed', async () => {
    const { result, send, events } = setup([
      { request: { query: WireboardListDocument, variables: firstPage }, result: page(['b', 'c'], true, 4) },
      {
        request: { query: WireboardListDocument, variables: { ...firstPage, after: 'cc' } },
        result: page(['a', 'd'], false, 4),
      },
    ]);
    await waitFor(() => expect(result.current.hasMore).toBe(true));
    await waitFor(() => expect(events.operation).toBeDefined());
    send('UPDATED', wire('a'));
    send('CREATED', wire('a'));
    await waitFor(() => expect(ids(result.current.connection)).toEqual(['a', 'b', 'c']));

    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.connection)).toEqual(['a', 'b', 'c', 'd']));
    expect(result.current.hasMore).toBe(false);
  });

  it('reads again each time the server says it listens (at first, and after a reconnect)', async () => {
    const { result, events } = setup([
      { request: { query: WireboardListDocument, variables: firstPage }, result: page(['a'], false) },
      { request: { query: WireboardListDocument, variables: firstPage }, result: page(['z', 'a'], false) },
      {
        request: { query: WireboardListDocument, variables: firstPage },
        result: page(['y', 'z', 'a'], false),
      },
    ]);
    await waitFor(() => expect(ids(result.current.connection)).toEqual(['a']));
    await waitFor(() => expect(events.operation).toBeDefined());
    // the subscription carries the callback of the server's acknowledgement (never sent: a symbol)
    const heard = heardOf(events.operation!.extensions);
    expect(heard).toBeTypeOf('function');
    expect(JSON.stringify(events.operation!.extensions)).toBe('{}');
    act(() => heard!());
    await waitFor(() => expect(ids(result.current.connection)).toEqual(['z', 'a']));
    // graphql-ws subscribes again after a reconnect, and the server says so again
    act(() => heard!());
    await waitFor(() => expect(ids(result.current.connection)).toEqual(['y', 'z', 'a']));
  });

  it('reads again after its first answer when the server listens before it', async () => {
    const { result, events } = setup([
      {
        request: { query: WireboardListDocument, variables: firstPage },
        result: page(['a'], false),
        delay: 100,
      },
      { request: { query: WireboardListDocument, variables: firstPage }, result: page(['z', 'a'], false) },
    ]);
    await waitFor(() => expect(events.operation).toBeDefined());
    act(() => heardOf(events.operation!.extensions)!());
    await waitFor(() => expect(ids(result.current.connection)).toEqual(['z', 'a']));
  });

  it('polls while the websocket cannot deliver events', async () => {
    const { result, client } = setup([
      { request: { query: WireboardListDocument, variables: firstPage }, result: page(['a'], false) },
    ]);
    await waitFor(() => expect(ids(result.current.connection)).toEqual(['a']));
    expect(result.current.paused).toBe(false);
    act(() => setLiveStatus('unavailable'));
    expect(result.current.paused).toBe(true);
    const [observable] = client.getObservableQueries();
    await waitFor(() => expect(observable?.options.pollInterval).toBe(15_000));
    act(() => setLiveStatus('connected'));
    await waitFor(() => expect(observable?.options.pollInterval).toBe(0));
  });

  it('refetches and listens again when the server ends the stream (it may have missed events)', async () => {
    const { result, events, send } = setup([
      { request: { query: WireboardListDocument, variables: firstPage }, result: page(['a'], false) },
      { request: { query: WireboardListDocument, variables: firstPage }, result: page(['z', 'a'], false) },
    ]);
    await waitFor(() => expect(ids(result.current.connection)).toEqual(['a']));
    await waitFor(() => expect(events.operation).toBeDefined());
    const first = events.operation;
    act(() => events.simulateComplete());
    await waitFor(() => expect(ids(result.current.connection)).toEqual(['z', 'a']));
    // listening again: a new subscription operation, whose events are merged
    await waitFor(() => expect(events.operation).not.toBe(first), { timeout: 5000 });
    send('CREATED', wire('c'));
    await waitFor(() => expect(ids(result.current.connection)).toEqual(['c', 'z', 'a']));
  });

  it('does not subscribe when not live', async () => {
    const { result, events } = setup(
      [{ request: { query: WireboardListDocument, variables: firstPage }, result: page(['a'], false) }],
      { live: false },
    );
    await waitFor(() => expect(ids(result.current.connection)).toEqual(['a']));
    expect(events.operation).toBeUndefined();
  });

  it('keeps the earlier list, busy, while a new filter loads; more pages only of the new one', async () => {
    const kinds = { filter: { kinds: ['PROPERTY' as const] }, first: 2 };
    const { link } = mockedLiveLink([
      { request: { query: WireboardListDocument, variables: firstPage }, result: page(['a', 'b'], true, 5) },
      { request: { query: WireboardListDocument, variables: kinds }, result: page(['p'], false) },
    ]);
    // the filtered page waits until the test lets it through
    const { link: held, release } = heldLink(
      (operation) => operation.operationType === 'query' && Boolean(operation.variables.filter),
    );
    const client = createTestClient(held.concat(link));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    const { result, rerender } = renderHook(
      ({ variables }: { variables: typeof firstPage | typeof kinds }) =>
        useLiveConnection(wireboardLive, {
          variables: variables as typeof firstPage,
          subscriptionVariables: { filter: variables.filter },
        }),
      { wrapper, initialProps: { variables: firstPage as typeof firstPage | typeof kinds } },
    );
    await waitFor(() => expect(ids(result.current.connection)).toEqual(['a', 'b']));
    expect(result.current.busy['aria-busy']).toBe(false);
    expect(result.current.hasMore).toBe(true);

    rerender({ variables: kinds });
    await waitFor(() => expect(result.current.busy['aria-busy']).toBe(true));
    expect(ids(result.current.connection)).toEqual(['a', 'b']);
    // the earlier list's cursor does not page the new filter
    expect(result.current.hasMore).toBe(false);

    act(() => release());
    await waitFor(() => expect(ids(result.current.connection)).toEqual(['p']));
    expect(result.current.busy['aria-busy']).toBe(false);
  });
});
