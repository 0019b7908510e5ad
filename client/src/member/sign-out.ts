import type { ApolloClient } from '@apollo/client';
import { notifications } from '@mantine/notifications';

import type { SignedOutReason } from '../app/apollo';
import { errorMessages } from '../app/error-messages';
import { MeDocument } from '../gql/graphql';

/** Forgets everything cached for the account on this device; with a reason, tells the user why. */
export async function signOutLocally(client: ApolloClient, reason?: SignedOutReason): Promise<void> {
  await client.clearStore();
  client.writeQuery({ query: MeDocument, data: { me: null } });
  if (reason) {
    notifications.show({
      id: 'signed-out',
      color: 'red',
      title: 'You were signed out',
      message: `${errorMessages[reason]} You have been signed out on this device.`,
      autoClose: false,
    });
  }
}
