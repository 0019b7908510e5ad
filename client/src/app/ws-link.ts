import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

import { emitLiveReconnected, setLiveStatus } from '../shared/live/live-status';
import { graphqlWsUrl } from '../shared/graphql-ws-url';
import { onWsClosed, signedOutReasonOfClose, type ApolloSetup } from './apollo';
import { persistedWsClient } from './persisted-link';

/**
 * The websocket transport of subscriptions (graphql-ws). Its own chunk: apollo.ts loads it when
 * the first live view subscribes, so a page's first load does not wait for it.
 */
export function createWsLink(setup: ApolloSetup): GraphQLWsLink {
  let lastId = 0;
  const wsClient = createClient({
    url: setup.wsUrl ?? graphqlWsUrl(),
    lazy: true,
    // short ids, unique for the client's life (across reconnects): most clients give the board's
    // subscription the same one, and the server writes them all one shared frame (ws-frames.ts)
    generateID: () => String(++lastId),
    retryAttempts: Number.POSITIVE_INFINITY,
    // a session that ended stays ended: reconnecting with the same cookie would be refused again
    shouldRetry: (event) => signedOutReasonOfClose(event) === undefined,
    on: {
      connected: (_socket, _payload, wasRetry) => {
        setLiveStatus('connected');
        // Events may have been missed while disconnected: live views refetch what is on screen.
        if (wasRetry) emitLiveReconnected();
      },
      closed: onWsClosed(setup),
      error: () => setLiveStatus('unavailable'),
    },
  });
  // subscriptions go by their document's hash too (persisted-link.ts)
  return new GraphQLWsLink(persistedWsClient(wsClient));
}
