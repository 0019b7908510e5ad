import { Button, PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useApolloClient } from '@apollo/client/react';

import { useChangePasswordMutation, usePasswordPolicyQuery } from '../../gql/hooks';
import { refreshViewer } from '../../session/refresh-viewer';
import { meetsPolicy } from '../password-policy';
import { PasswordWithPolicy } from './PasswordWithPolicy';
import { FormShell } from '../../shared/components/FormShell';
import { useFormSubmit } from '../../shared/form/use-form-submit';

const fields = ['currentPassword', 'newPassword'] as const;

type ChangePasswordFormProps = {
  /** False for an account that signs in by email link only: it sets its first password. */
  hasPassword?: boolean;
};

export function ChangePasswordForm({ hasPassword = true }: ChangePasswordFormProps) {
  const client = useApolloClient();
  const [changePassword, { loading }] = useChangePasswordMutation();
  const { data: policyData } = usePasswordPolicyQuery();
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

  // The server names the input field; INVALID_CREDENTIAL concerns the current password.
  const { submit, formError } = useFormSubmit(
    form,
    fields,
    async (values) => {
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
    },
    { password: 'newPassword' },
  );

  return (
    <FormShell
      onSubmit={submit}
      label={hasPassword ? 'Change password' : 'Set a password'}
      error={formError}
      actions={
        <Button type="submit" loading={loading} color="blue">
          {hasPassword ? 'Change password' : 'Set password'}
        </Button>
      }
    >
      {hasPassword && (
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
      )}
      <PasswordWithPolicy label="New password" name="newPassword" {...form.getInputProps('newPassword')} />
    </FormShell>
  );
}
