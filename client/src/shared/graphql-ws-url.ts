/** Where the API answers on this page's origin, over HTTP and WebSocket. */
export const GRAPHQL_PATH = '/graphql';

/** The websocket address of the API on this page's host (graphql-ws, same path as HTTP). */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${GRAPHQL_PATH}`;
}
