import { describe, expect, it, vi } from 'vitest';

import { MeDocument, SignOutDocument } from '../gql/graphql';
import { errorCodesOf } from '../shared/error-messages';
import {
  createApolloClient,
  fetchWithTimeout,
  graphqlWsUrl,
  onWsClosed,
  RequestTimeoutError,
} from './apollo';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/graphql-response+json' },
  });
}

describe('apollo client', () => {
  it('signs out locally on USER_DISABLED from any operation', async () => {
    const onSignedOut = vi.fn();
    const fetch = vi.fn(async () =>
      jsonResponse({ data: null, errors: [{ message: 'Disabled', extensions: { code: 'USER_DISABLED' } }] }),
    );
    const { client } = createApolloClient({ onSignedOut, fetch, wsUrl: 'ws://localhost/graphql' });
    const error = await client.mutate({ mutation: SignOutDocument }).catch((caught: unknown) => caught);
    expect(errorCodesOf(error)).toEqual(['USER_DISABLED']);
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledWith('USER_DISABLED'));
  });

  it('retries a query once on 503 but never a mutation', async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 503 }));
    const { client } = createApolloClient({ fetch, wsUrl: 'ws://localhost/graphql' });
    await expect(client.query({ query: MeDocument, fetchPolicy: 'network-only' })).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(2);
    fetch.mockClear();
    await expect(client.mutate({ mutation: SignOutDocument })).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up on a request that hangs, as a network failure', async () => {
    vi.useFakeTimers();
    try {
      const hanging = fetchWithTimeout(
        (_input, init) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const result = hanging('/graphql', {}).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(30_000);
      const error = await result;
      expect(error).toBeInstanceOf(RequestTimeoutError);
      expect(errorCodesOf(error)).toEqual(['NETWORK_REQUEST_FAILED']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs out on a websocket closed for an ended session, and reads the viewer again on 4205', () => {
    const onSignedOut = vi.fn();
    const onViewerChanged = vi.fn();
    const closed = onWsClosed({ onSignedOut, onViewerChanged });
    closed({ code: 4401, reason: 'SESSION_EXPIRED' });
    closed({ code: 4403, reason: 'USER_DISABLED' });
    expect(onSignedOut.mock.calls).toEqual([['SESSION_EXPIRED'], ['USER_DISABLED']]);
    expect(onViewerChanged).not.toHaveBeenCalled();
    closed({ code: 4205, reason: 'VIEWER_CHANGED' });
    closed({ code: 1012, reason: 'Server restarting' });
    expect(onViewerChanged).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledTimes(2);
  });

  it('derives the websocket URL from the page', () => {
    expect(graphqlWsUrl({ protocol: 'https:', host: 'buildwire.example' })).toBe(
      'wss://buildwire.example/graphql',
    );
    expect(graphqlWsUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/graphql');
  });
});
