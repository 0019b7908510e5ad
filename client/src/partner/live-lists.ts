import {
  MyResponseEventsDocument,
  MyResponsesDocument,
  PartnerWireboardDocument,
  PartnerWireboardEventsDocument,
} from '../gql/graphql';
import { defineLiveConnection } from '../shared/live/use-live-connection';
import { liveTypeOf, partnerNews } from '../wire/response-events';

/** Open wires in the partner's categories and service area. */
export const partnerWireboardLive = defineLiveConnection({
  query: PartnerWireboardDocument,
  subscription: PartnerWireboardEventsDocument,
  getConnection: (data) => data.partnerWireboard,
  setConnection: (data, partnerWireboard) => ({ ...data, partnerWireboard }),
  readEvent: ({ partnerWireboardEvents: { type, wire } }) => ({ type, node: wire }),
  keep: (wire) => wire.status === 'OPEN',
  announce: ({ type, node }) => (type === 'CREATED' ? `New wire: ${node.title}` : undefined),
});

/** The partner's responses, newest first, with their status kept live. */
export const myResponsesLive = defineLiveConnection({
  query: MyResponsesDocument,
  subscription: MyResponseEventsDocument,
  getConnection: (data) => data.myResponses,
  setConnection: (data, myResponses) => ({ ...data, myResponses }),
  readEvent: ({ myResponseEvents: { type, response } }) => ({
    type: liveTypeOf(type),
    node: response,
    news: partnerNews(type, response.wire.title),
  }),
  announce: ({ news }) => news,
});
