import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { useSignOutMutation } from '../gql/hooks';
import { errorCodesOf, errorDetails } from '../shared/error-messages';
import { signOutLocally } from './sign-out';

/** Signs out on the server, forgets the cache and goes home. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOutMutation, { loading }] = useSignOutMutation();

  const signOut = useCallback(async () => {
    try {
      await signOutMutation();
    } catch (error) {
      // Already signed out on the server: finishing locally is all that is left to do.
      const codes = errorCodesOf(error);
      if (!codes.some((code) => code === 'UNAUTHENTICATED' || code === 'SESSION_EXPIRED')) {
        notifications.show({
          color: 'red',
          title: 'Sign out failed',
          message: errorDetails(error)[0]?.message,
        });
        return;
      }
    }
    await signOutLocally(client);
    notifications.show({ color: 'green', message: 'You are signed out.' });
    await navigate('/');
  }, [client, navigate, signOutMutation]);

  return { signOut, signingOut: loading };
}
