import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

import type { SignInWithTwoFactorMutation } from '../../gql/graphql';
import { useSignInWithTwoFactorMutation } from '../../gql/hooks';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { errorDetails } from '../../shared/error-messages';
import { toFormErrors } from '../../shared/form-errors';

type CodeStepMember = SignInWithTwoFactorMutation['signInWithTwoFactor']['member'];

type TwoFactorCodeStepProps = {
  challenge: string;
  submitLabel: string;
  onSignedIn: (member: CodeStepMember) => void | Promise<void>;
  /** Back to the password (the challenge expired or the person wants to start over), with why. */
  onRestart: (reason?: string) => void;
};

/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export function TwoFactorCodeStep({ challenge, submitLabel, onSignedIn, onRestart }: TwoFactorCodeStepProps) {
  const [signIn, { loading }] = useSignInWithTwoFactorMutation();
  const [recovery, setRecovery] = useState(false);
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    initialValues: { code: '' },
    validate: {
      code: (value) => {
        const code = value.replace(/\s+/g, '');
        if (recovery)
          return code.length >= 10 ? null : 'Enter one of your recovery codes (like abcde-fghij).';
        return /^\d{6}$/.test(code) ? null : 'Enter the 6-digit code from your authenticator app.';
      },
    },
  });

  const submit = form.onSubmit(async ({ code }) => {
    setFormError(undefined);
    try {
      const result = await signIn({ variables: { challenge, code: code.trim() } });
      const member = result.data?.signInWithTwoFactor.member;
      if (member) await onSignedIn(member);
    } catch (error) {
      const restart = errorDetails(error).find((detail) => detail.field === 'challenge');
      if (restart) return onRestart(restart.message);
      const { formError: message, fieldErrors } = toFormErrors(error, ['code']);
      if (fieldErrors.code) fieldErrors.code = 'This code is not right, or was used already.';
      form.setErrors(fieldErrors);
      setFormError(message);
    }
  });

  const switchKind = () => {
    setRecovery((value) => !value);
    form.reset();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Two-factor code">
      <Stack gap="md">
        <Text size="sm">
          {recovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'
            : 'Your account has two-factor sign-in. Enter the 6-digit code your authenticator app shows now.'}
        </Text>
        <FormErrorAlert message={formError} />
        <TextInput
          key={recovery ? 'recovery' : 'totp'}
          label={recovery ? 'Recovery code' : 'Authentication code'}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={recovery ? 32 : 8}
          data-autofocus
          autoFocus
          required
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={loading} fullWidth>
          {submitLabel}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={switchKind}>
            {recovery ? 'Use a code from the app' : 'Use a recovery code'}
          </Anchor>
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => onRestart()}>
            Start over
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
