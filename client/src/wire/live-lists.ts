import {
  WireboardEventsDocument,
  WireboardListDocument,
  WireDetailsDocument,
  WireResponseEventsDocument,
} from '../gql/graphql';
import { applyLiveEventToList } from '../shared/live/connection';
import { defineLiveConnection } from '../shared/live/use-live-connection';
import { defineLiveQuery } from '../shared/live/use-live-query';
import { liveTypeOf, negotiationNews } from './response-events';

/** The public wireboard (and home's newest wires): open wires, newest first. */
export const wireboardLive = defineLiveConnection({
  query: WireboardListDocument,
  subscription: WireboardEventsDocument,
  getConnection: (data) => data.wireboard,
  setConnection: (data, wireboard) => ({ ...data, wireboard }),
  readEvent: ({ wireboardEvents: { type, wire } }) => ({ type, node: wire }),
  keep: (wire) => wire.status === 'OPEN',
  announce: ({ type, node }) => (type === 'CREATED' ? `New wire: ${node.title}` : undefined),
});

/** One wire with its responses, which arrive live for its owner and admins. */
export const wireResponsesLive = defineLiveQuery({
  query: WireDetailsDocument,
  subscription: WireResponseEventsDocument,
  readEvent: ({ wireResponseEvents: { type, response } }) => ({
    type: liveTypeOf(type),
    node: response,
    news: negotiationNews(type, response.partner.businessName),
  }),
  applyEvent: (data, { type, node }) => {
    const { wire } = data;
    // newest first, as the server lists them (a reload shows the same order)
    const responses = applyLiveEventToList(wire.responses, type, node, { at: 'start' });
    if (responses === wire.responses) return undefined;
    // quotes revealed at the deadline were counted already, while sealed
    const responseCount = wire.quotesSealed
      ? wire.responseCount
      : wire.responseCount + responses.length - wire.responses.length;
    return { ...data, wire: { ...wire, responses, responseCount } };
  },
  announce: ({ type, node, news }) =>
    type === 'CREATED' ? `New response from ${node.partner.businessName}` : news,
});
