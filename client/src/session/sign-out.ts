import type { ApolloClient } from '@apollo/client';
import { notifications } from '@mantine/notifications';

import { MeDocument } from '../gql/graphql';
import { errorMessages, type ErrorCode } from '../shared/error-messages';

/** Why the server ended a session: the account was disabled, or the session ran out. */
export type SignedOutReason = Extract<ErrorCode, 'USER_DISABLED' | 'SESSION_EXPIRED'>;

/** Forgets everything cached for the account on this device; with a reason, tells the user why. */
export async function signOutLocally(client: ApolloClient, reason?: SignedOutReason): Promise<void> {
  if (reason) {
    // the server answers `me: null` to a dead session and drops its cookie, so what follows is anonymous
    await client.query({ query: MeDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
  }
  await client.clearStore();
  client.writeQuery({ query: MeDocument, data: { me: null } });
  // views on screen read again, as a visitor (clearStore alone leaves them showing the old data)
  await client.refetchQueries({ include: 'active' }).catch(() => undefined);
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
