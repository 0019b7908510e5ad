import type { ApolloClient } from '@apollo/client';
import { notifications } from '@mantine/notifications';

import { MeDocument } from '../gql/graphql';
import { errorMessages, type ErrorCode } from '../shared/error-messages';

/** Why the server ended a session: the account was disabled, or the session ran out. */
export type SignedOutReason = Extract<ErrorCode, 'USER_DISABLED' | 'SESSION_EXPIRED'>;

/** How many sign-outs this tab started and has not finished (see `signingOut`). */
let signOutsUnderway = 0;

/**
 * Runs the sign-out this tab asked for. Meanwhile the server ends the session's websocket too
 * (4401): that close is this very sign-out, not news to tell the user about.
 */
export async function signingOut<T>(work: () => Promise<T>): Promise<T> {
  signOutsUnderway += 1;
  try {
    return await work();
  } finally {
    signOutsUnderway -= 1;
  }
}

/** Forgets everything cached for the account on this device; with a reason, tells the user why. */
export async function signOutLocally(client: ApolloClient, reason?: SignedOutReason): Promise<void> {
  // the session this tab is signing out of ended: the sign-out under way finishes the job
  if (reason === 'SESSION_EXPIRED' && signOutsUnderway > 0) return;
  // already signed out on this device (a late close of the socket of a session it signed out of)
  if (reason && client.readQuery({ query: MeDocument })?.me === null) return;
  if (reason) {
    // the server answers `me: null` to a dead session and drops its cookie, so what follows is anonymous
    await client.query({ query: MeDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
  }
  await client.clearStore();
  client.writeQuery({ query: MeDocument, data: { me: null } });
  // said at once, before the views on screen have read again (that can take a while)
  if (reason) {
    notifications.show({
      id: 'signed-out',
      color: 'red',
      title: 'You were signed out',
      message: `${errorMessages[reason]} You have been signed out on this device.`,
      autoClose: false,
    });
  }
  // views on screen read again, as a visitor (clearStore alone leaves them showing the old data)
  await client.refetchQueries({ include: 'active' }).catch(() => undefined);
}
