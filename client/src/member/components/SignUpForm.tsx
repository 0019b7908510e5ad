import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';

import { FormErrorAlert } from '../../app/components/FormErrorAlert';
import { toFormErrors } from '../../app/error-messages';
import type { SignUpMutation } from '../../gql/graphql';
import { usePasswordPolicyQuery, useSignUpMutation } from '../../gql/hooks';
import { meetsPolicy } from '../password-policy';
import { refreshViewer } from '../refresh-viewer';
import { HoneypotField } from './HoneypotField';
import { PasswordWithPolicy } from './PasswordWithPolicy';

type SignUpFormProps = { onSignedUp: (member: SignUpMutation['signUp']['member']) => void | Promise<void> };

const fields = ['email', 'password', 'displayName'] as const;

export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const client = useApolloClient();
  const [signUp, { loading }] = useSignUpMutation();
  const { data: policyData } = usePasswordPolicyQuery();
  const [formError, setFormError] = useState<string>();
  const [website, setWebsite] = useState('');
  const form = useForm({
    initialValues: { displayName: '', email: '', password: '' },
    validate: {
      displayName: (value) => (value.trim().length <= 80 ? null : 'Use at most 80 characters.'),
      email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : 'Enter a valid email address.'),
      password: (value) => {
        if (!value) return 'Choose a password.';
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
      const result = await signUp({
        variables: {
          input: {
            email: values.email.trim(),
            password: values.password,
            displayName: values.displayName.trim() || null,
            website: website || null,
          },
        },
      });
      const member = result.data?.signUp.member;
      if (!member) return;
      await refreshViewer(client);
      await onSignedUp(member);
    } catch (error) {
      const { formError: message, fieldErrors } = toFormErrors(error, fields);
      form.setErrors(fieldErrors);
      setFormError(message);
    }
  });

  const password = form.getInputProps('password');
  return (
    <form onSubmit={submit} noValidate aria-label="Create account">
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <TextInput label="Display name" autoComplete="name" {...form.getInputProps('displayName')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordWithPolicy
          label="Password"
          name="password"
          value={form.values.password}
          error={password.error as string | undefined}
          onChange={(value) => form.setFieldValue('password', value)}
          onBlur={() => form.validateField('password')}
        />
        <HoneypotField value={website} onChange={setWebsite} />
        <Button type="submit" loading={loading} fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
