import { Button, Group, Text } from '@mantine/core';
import { IconDevices } from '@tabler/icons-react';

import { useSignOut } from '../../session/use-sign-out';

export function SignOutEverywhereSection() {
  const { signOut, signingOut } = useSignOut({ everywhere: true });

  return (
    <Group justify="space-between" align="center" gap="md">
      <Text size="sm" maw={520}>
        Lost a phone or used a shared computer? This ends every BuildWire session of your account, including
        this one, and revokes nothing else.
      </Text>
      <Button
        variant="light"
        color="blue"
        loading={signingOut}
        onClick={() => void signOut()}
        leftSection={<IconDevices size={16} aria-hidden="true" />}
      >
        Sign out everywhere
      </Button>
    </Group>
  );
}
