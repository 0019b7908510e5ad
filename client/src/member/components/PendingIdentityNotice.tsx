import { Alert, Button, Stack, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { usePendingIdentityQuery, useSignUpWithPendingIdentityMutation } from '../../gql/hooks';
import { refreshViewer } from '../../session/refresh-viewer';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { toFormErrors } from '../../shared/form-errors';
import { providerNames } from '../social-providers';

/**
 * On /nouser after signing in with Google or GitHub with no account: says that signing up links
 * that account, and opens a buyer account with it in one click (then the profile page).
 */
export function PendingIdentityNotice() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { data } = usePendingIdentityQuery({ fetchPolicy: 'network-only' });
  const [signUp, { loading }] = useSignUpWithPendingIdentityMutation();
  const [error, setError] = useState<string>();
  const pending = data?.pendingIdentity;
  if (!pending) return null;
  const name = providerNames[pending.provider];
  const account = pending.email ? `${name} account ${pending.email}` : `${name} account`;

  const create = async () => {
    setError(undefined);
    try {
      await signUp({ variables: {} });
      await refreshViewer(client);
      await navigate('/userinfo?section=sign-in-methods', { replace: true });
    } catch (caught) {
      setError(toFormErrors(caught, []).formError);
    }
  };

  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconLink size={18} aria-hidden="true" />}
      title={`Signed in with ${name}`}
    >
      <Stack gap="sm">
        {pending.emailVerified && pending.email ? (
          <>
            <Text size="sm">Signing up will link your {account}, so it signs you in next time.</Text>
            <FormErrorAlert message={error} />
            <div>
              <Button loading={loading} onClick={() => void create()}>
                Create my account with {name}
              </Button>
            </div>
          </>
        ) : (
          <Text size="sm">
            {name} has not confirmed the email address of your {account}. Create an account with a password
            below; you can link {name} from your profile afterwards.
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
