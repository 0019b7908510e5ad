import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';

import type { SignUpMutation } from '../../gql/graphql';
import { usePasswordPolicyQuery, useSignUpMutation } from '../../gql/hooks';
import { refreshViewer } from '../../session/refresh-viewer';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { toFormErrors } from '../../shared/error-messages';
import { useSubmission } from '../../shared/submission';
import { AccountFields, accountValidators } from './AccountFields';
import { HoneypotField } from './HoneypotField';

type SignUpFormProps = {
  onSignedUp: (member: SignUpMutation['signUp']['member']) => void | Promise<void>;
  /** Prefills the email (e.g. from /nouser). */
  initialEmail?: string;
};

const fields = ['email', 'password', 'displayName'] as const;

export function SignUpForm({ onSignedUp, initialEmail = '' }: SignUpFormProps) {
  const client = useApolloClient();
  const [signUp] = useSignUpMutation();
  const submission = useSubmission();
  const { data: policyData } = usePasswordPolicyQuery();
  const [formError, setFormError] = useState<string>();
  const [website, setWebsite] = useState('');
  const form = useForm({
    initialValues: { displayName: '', email: initialEmail, password: '' },
    validate: {
      displayName: (value) => (value.trim().length <= 80 ? null : 'Use at most 80 characters.'),
      ...accountValidators(policyData?.passwordPolicy),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(undefined);
    try {
      const result = await submission.run((idempotencyKey) =>
        signUp({
          variables: {
            idempotencyKey,
            input: {
              email: values.email.trim(),
              password: values.password,
              displayName: values.displayName.trim() || null,
              website: website || null,
            },
          },
        }),
      );
      const member = result?.data?.signUp.member;
      if (!member) return;
      await refreshViewer(client);
      await onSignedUp(member);
    } catch (error) {
      const { formError: message, fieldErrors } = toFormErrors(error, fields);
      form.setErrors(fieldErrors);
      setFormError(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create account">
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <AccountFields form={form} nameLabel="Display name" />
        <HoneypotField value={website} onChange={setWebsite} />
        <Button type="submit" loading={submission.busy} fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
