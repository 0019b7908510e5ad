import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';

import { useDisableTwoFactorMutation } from '../../gql/hooks';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { FormShell } from '../../shared/components/FormShell';

/** Turning two-factor sign-in off, proved with a code from the app or a recovery code. */
export function TwoFactorDisableForm({ onDisabled }: { onDisabled: () => void }) {
  const [disable, { loading }] = useDisableTwoFactorMutation();
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => (value.trim() ? null : 'Enter a code from your app or a recovery code.') },
  });

  const { submit, formError } = useFormSubmit(form, ['code'], async ({ code }) => {
    await disable({ variables: { code: code.trim() } });
    form.reset();
    notifications.show({ color: 'green', message: 'Two-factor sign-in is off.' });
    onDisabled();
  });

  return (
    <FormShell onSubmit={submit} label="Turn off two-factor sign-in" error={formError} gap="sm">
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
    </FormShell>
  );
}
