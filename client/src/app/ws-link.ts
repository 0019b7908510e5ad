import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

import { setLiveStatus } from '../shared/live/live-status';
import { graphqlWsUrl } from '../shared/graphql-ws-url';
import { onWsClosed, signedOutReasonOfClose, type ApolloSetup } from './apollo';
import { persistedWsClient } from './persisted-link';
import { ListeningSubscriptions } from './ws-listening';

/**
 * The websocket transport of subscriptions (graphql-ws). Its own chunk: apollo.ts loads it when
 * the first live view subscribes, so a page's first load does not wait for it.
 */
export function createWsLink(setup: ApolloSetup): GraphQLWsLink {
  const listening = new ListeningSubscriptions();
  const wsClient = createClient({
    url: setup.wsUrl ?? graphqlWsUrl(),
    lazy: true,
    generateID: listening.generateID,
    retryAttempts: Number.POSITIVE_INFINITY,
    // a session that ended stays ended: reconnecting with the same cookie would be refused again
    shouldRetry: (event) => signedOutReasonOfClose(event) === undefined,
    on: {
      // (events missed while disconnected: each live view reads again once the server listens for
      // it again, see shared/live/listening.ts)
      connected: () => setLiveStatus('connected'),
      closed: onWsClosed(setup),
      error: () => setLiveStatus('unavailable'),
      pong: listening.pong,
    },
  });
  // subscriptions go by their document's hash too (persisted-link.ts)
  return new GraphQLWsLink(persistedWsClient(listening.wrap(wsClient)));
}
