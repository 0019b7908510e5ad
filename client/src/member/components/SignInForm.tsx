import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';

import type { Role, SignInMutation } from '../../gql/graphql';
import { useSignInMutation } from '../../gql/hooks';
import { refreshViewer } from '../../session/refresh-viewer';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { toFormErrors } from '../../shared/error-messages';

export type SignedInMember = SignInMutation['signIn']['member'];

type SignInFormProps = {
  /** The admin and partner login pages ask the server to refuse other accounts. */
  requireRole?: Role;
  submitLabel?: string;
  onSignedIn: (member: SignedInMember) => void | Promise<void>;
};

const fields = ['email', 'password'] as const;

export function SignInForm({ requireRole, submitLabel = 'Sign in', onSignedIn }: SignInFormProps) {
  const client = useApolloClient();
  const [signIn, { loading }] = useSignInMutation();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : 'Enter your email address.'),
      password: (value) => (value ? null : 'Enter your password.'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(undefined);
    try {
      const result = await signIn({
        variables: { input: { email: values.email.trim(), password: values.password, requireRole } },
      });
      const member = result.data?.signIn.member;
      if (!member) return;
      await refreshViewer(client);
      await onSignedIn(member);
    } catch (error) {
      const { formError: message, fieldErrors } = toFormErrors(error, fields);
      form.setErrors(fieldErrors);
      setFormError(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={loading} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
