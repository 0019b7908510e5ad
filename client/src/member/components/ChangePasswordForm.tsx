import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';

import { useChangePasswordMutation, usePasswordPolicyQuery } from '../../gql/hooks';
import { refreshViewer } from '../../session/refresh-viewer';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { toFormErrors } from '../../shared/error-messages';
import { meetsPolicy } from '../password-policy';
import { PasswordWithPolicy } from './PasswordWithPolicy';

const fields = ['currentPassword', 'newPassword'] as const;

type ChangePasswordFormProps = {
  /** False for an account that signs in by email link only: it sets its first password. */
  hasPassword?: boolean;
};

export function ChangePasswordForm({ hasPassword = true }: ChangePasswordFormProps) {
  const client = useApolloClient();
  const [changePassword, { loading }] = useChangePasswordMutation();
  const { data: policyData } = usePasswordPolicyQuery();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: {
      currentPassword: (value) => (!hasPassword || value ? null : 'Enter your current password.'),
      newPassword: (value) => {
        if (!value) return 'Choose a new password.';
        const policy = policyData?.passwordPolicy;
        return policy && !meetsPolicy(policy, value)
          ? 'This password does not meet the requirements yet.'
          : null;
      },
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(undefined);
    try {
      const currentPassword = hasPassword ? values.currentPassword : null;
      await changePassword({ variables: { input: { currentPassword, newPassword: values.newPassword } } });
      form.reset();
      notifications.show({
        color: 'green',
        message: hasPassword
          ? 'Your password is changed.'
          : 'Your password is set. You can sign in with it now.',
      });
      if (!hasPassword) await refreshViewer(client);
    } catch (error) {
      // The server names the input field; INVALID_CREDENTIAL concerns the current password.
      const { formError: message, fieldErrors } = toFormErrors(error, fields, { password: 'newPassword' });
      form.setErrors(fieldErrors);
      setFormError(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={hasPassword ? 'Change password' : 'Set a password'}>
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        {hasPassword && (
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
        )}
        <PasswordWithPolicy
          label="New password"
          name="newPassword"
          value={form.values.newPassword}
          error={form.errors.newPassword as string | undefined}
          onChange={(value) => form.setFieldValue('newPassword', value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={loading} color="blue">
            {hasPassword ? 'Change password' : 'Set password'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
