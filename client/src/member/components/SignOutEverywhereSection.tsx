import { Button, Group, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { IconDevices } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';

import { useSignOutEverywhereMutation } from '../../gql/hooks';
import { signOutLocally } from '../../session/sign-out';
import { errorDetails } from '../../shared/error-messages';

export function SignOutEverywhereSection() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOutEverywhere, { loading }] = useSignOutEverywhereMutation();

  const run = async () => {
    try {
      await signOutEverywhere();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Could not sign out everywhere',
        message: errorDetails(error)[0]?.message,
      });
      return;
    }
    await signOutLocally(client);
    notifications.show({ color: 'green', message: 'You are signed out on every device.' });
    await navigate('/');
  };

  return (
    <Group justify="space-between" align="center" gap="md">
      <Text size="sm" maw={520}>
        Lost a phone or used a shared computer? This ends every BuildWire session of your account, including
        this one, and revokes nothing else.
      </Text>
      <Button
        variant="light"
        color="blue"
        loading={loading}
        onClick={() => void run()}
        leftSection={<IconDevices size={16} aria-hidden="true" />}
      >
        Sign out everywhere
      </Button>
    </Group>
  );
}
