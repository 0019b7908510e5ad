import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';

import { useRequestPasswordResetMutation, useRequestSignInLinkMutation } from '../../gql/hooks';
import { rememberEmailLinkReturn } from '../email-link-return';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { FormShell } from '../../shared/components/FormShell';

export type EmailLinkKind = 'signIn' | 'reset';

type EmailLinkRequestFormProps = {
  kind: EmailLinkKind;
  initialEmail?: string;
  /** Where the emailed sign-in link should lead after signing in. */
  returnTo?: string;
  submitLabel?: string;
};

const WORDS: Record<EmailLinkKind, { submit: string; sent: string; minutes: number }> = {
  signIn: { submit: 'Email me a sign-in link', sent: 'sign-in link', minutes: 15 },
  reset: { submit: 'Email me a reset link', sent: 'password reset link', minutes: 30 },
};

/**
 * Asks for an emailed link (sign-in or password reset). The server answers the same whether or
 * not an account uses the address, so the confirmation says what happens in both cases.
 */
export function EmailLinkRequestForm({
  kind,
  initialEmail = '',
  returnTo,
  submitLabel,
}: EmailLinkRequestFormProps) {
  const [requestLink, linkState] = useRequestSignInLinkMutation();
  const [requestReset, resetState] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string>();
  const words = WORDS[kind];
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: {
      email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : 'Enter your email address.'),
    },
  });

  const { submit, formError } = useFormSubmit(form, ['email'], async ({ email }) => {
    const variables = { email: email.trim() };
    if (kind === 'signIn') {
      rememberEmailLinkReturn(returnTo);
      await requestLink({ variables });
    } else {
      await requestReset({ variables });
    }
    setSentTo(variables.email);
  });

  if (sentTo) {
    return (
      <Stack gap="sm">
        <Alert
          color="green"
          variant="light"
          role="status"
          title="Check your email"
          icon={<IconMailCheck size={18} aria-hidden="true" />}
        >
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            We sent a {words.sent} to <strong>{sentTo}</strong>. It works once, for {words.minutes} minutes.
            If no BuildWire account uses this address, the email says so and how to create one.
          </Text>
        </Alert>
        <Text size="sm" c="dimmed">
          Nothing arrived after a few minutes? Check your spam folder, or{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setSentTo(undefined)}>
            send it again
          </Anchor>
          .
        </Text>
      </Stack>
    );
  }

  return (
    <FormShell onSubmit={submit} label={submitLabel ?? words.submit} error={formError}>
      <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
      <Button type="submit" loading={linkState.loading || resetState.loading} fullWidth>
        {submitLabel ?? words.submit}
      </Button>
    </FormShell>
  );
}
