import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import { useDisableTwoFactorMutation } from '../../gql/hooks';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { toFormErrors } from '../../shared/error-messages';

/** Turning two-factor sign-in off, proved with a code from the app or a recovery code. */
export function TwoFactorDisableForm({ onDisabled }: { onDisabled: () => void }) {
  const [disable, { loading }] = useDisableTwoFactorMutation();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => (value.trim() ? null : 'Enter a code from your app or a recovery code.') },
  });

  const submit = form.onSubmit(async ({ code }) => {
    setFormError(undefined);
    try {
      await disable({ variables: { code: code.trim() } });
      form.reset();
      notifications.show({ color: 'green', message: 'Two-factor sign-in is off.' });
      onDisabled();
    } catch (error) {
      const { formError: message, fieldErrors } = toFormErrors(error, ['code']);
      form.setErrors(fieldErrors);
      setFormError(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Turn off two-factor sign-in">
      <Stack gap="sm">
        <FormErrorAlert message={formError} />
        <TextInput
          label="Code from your app, or a recovery code"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={32}
          required
          maw={360}
          {...form.getInputProps('code')}
        />
        <Group>
          <Button type="submit" variant="light" color="red" loading={loading}>
            Turn off two-factor sign-in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
