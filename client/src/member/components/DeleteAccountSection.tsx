import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { useDeleteAccountMutation } from '../../gql/hooks';
import { signOutLocally } from '../../session/sign-out';
import type { Viewer } from '../../session/use-viewer';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { toFormErrors } from '../../shared/form-errors';

type DeleteAccountSectionProps = { viewer: Viewer };

export function DeleteAccountSection({ viewer }: DeleteAccountSectionProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [deleteAccount, { loading }] = useDeleteAccountMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    setPasswordError(undefined);
    if (viewer.hasPassword && !password) {
      setPasswordError('Enter your password to confirm.');
      return;
    }
    try {
      await deleteAccount({ variables: { password: viewer.hasPassword ? password : null } });
    } catch (error) {
      const { formError: message, fieldErrors } = toFormErrors(error, ['password']);
      // A wrong password here is INVALID_CREDENTIAL with no field: it still concerns the password input.
      setPasswordError(fieldErrors.password ?? message);
      if (fieldErrors.password) setFormError(message);
      return;
    }
    close();
    await signOutLocally(client);
    notifications.show({
      color: 'green',
      message: 'Your account is deleted. Thank you for using BuildWire.',
    });
    await navigate('/');
  };

  return (
    <>
      <Group justify="space-between" align="center" gap="md">
        <Text size="sm" maw={520}>
          Deleting your account removes your profile and signs you out everywhere. Open wires are closed. This
          cannot be undone.
        </Text>
        <Button
          color="red"
          variant="light"
          onClick={open}
          leftSection={<IconTrash size={16} aria-hidden="true" />}
        >
          Delete account
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title="Delete your account?" centered>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Delete account">
          <Stack gap="md">
            <Text size="sm">
              This permanently deletes the account <strong>{viewer.email}</strong>.
            </Text>
            <FormErrorAlert message={formError} />
            {viewer.hasPassword && (
              <PasswordInput
                label="Your password"
                autoComplete="current-password"
                required
                value={password}
                error={passwordError}
                onChange={(event) => setPassword(event.currentTarget.value)}
                data-autofocus
              />
            )}
            {!viewer.hasPassword && <FormErrorAlert message={passwordError} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Keep my account
              </Button>
              <Button type="submit" color="red" loading={loading}>
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
