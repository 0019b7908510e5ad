import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';

import type { SignUpMutation } from '../../gql/graphql';
import { usePasswordPolicyQuery, useSignUpMutation } from '../../gql/hooks';
import { refreshViewer } from '../../session/refresh-viewer';
import { useSubmission } from '../../shared/submission';
import { AccountFields, accountValidators } from './AccountFields';
import { HoneypotField } from './HoneypotField';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { FormShell } from '../../shared/components/FormShell';

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
  const [website, setWebsite] = useState('');
  const form = useForm({
    initialValues: { displayName: '', email: initialEmail, password: '' },
    validate: {
      displayName: (value) => (value.trim().length <= 80 ? null : 'Use at most 80 characters.'),
      ...accountValidators(policyData?.passwordPolicy),
    },
  });

  const { submit, formError } = useFormSubmit(form, fields, async (values) => {
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
  });

  return (
    <FormShell onSubmit={submit} label="Create account" error={formError}>
      <AccountFields form={form} nameLabel="Display name" />
      <HoneypotField value={website} onChange={setWebsite} />
      <Button type="submit" loading={submission.busy} fullWidth>
        Create account
      </Button>
    </FormShell>
  );
}
