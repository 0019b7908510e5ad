import type { ApolloClient } from '@apollo/client';

import { MeDocument } from '../gql/graphql';

/** Reads `me` from the server so every view switches to the newly signed-in account. */
export async function refreshViewer(client: ApolloClient): Promise<void> {
  await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
}
