import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { useSignOutEverywhereMutation, useSignOutMutation } from '../gql/hooks';
import { errorCodesOf, errorDetails } from '../shared/error-messages';
import { signingOut, signOutLocally } from './sign-out';

/**
 * Signs out on the server (this session, or every session of the account with `everywhere`),
 * forgets the cache and goes home. A session the server already ended only needs the local part.
 */
export function useSignOut({ everywhere = false }: { everywhere?: boolean } = {}): {
  signOut: () => Promise<void>;
  signingOut: boolean;
} {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOutHere, here] = useSignOutMutation();
  const [signOutEverywhere, all] = useSignOutEverywhereMutation();

  const signOut = useCallback(async () => {
    const done = await signingOut(async () => {
      try {
        await (everywhere ? signOutEverywhere() : signOutHere());
      } catch (error) {
        const codes = errorCodesOf(error);
        if (!codes.some((code) => code === 'UNAUTHENTICATED' || code === 'SESSION_EXPIRED')) {
          notifications.show({
            color: 'red',
            title: everywhere ? 'Could not sign out everywhere' : 'Sign out failed',
            message: errorDetails(error)[0]?.message,
          });
          return false;
        }
      }
      await signOutLocally(client);
      return true;
    });
    if (!done) return;
    notifications.show({
      color: 'green',
      message: everywhere ? 'You are signed out on every device.' : 'You are signed out.',
    });
    await navigate('/');
  }, [client, navigate, everywhere, signOutHere, signOutEverywhere]);

  return { signOut, signingOut: everywhere ? all.loading : here.loading };
}
