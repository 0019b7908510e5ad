import { Alert, Anchor, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { IconLockPassword } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import {
  usePasswordPolicyQuery,
  usePasswordResetLinkRefusalQuery,
  useResetPasswordMutation,
} from '../../gql/hooks';
import { refreshViewer } from '../../session/refresh-viewer';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { toFormErrors } from '../../shared/form-errors';
import { meetsPolicy } from '../password-policy';
import { TwoFactorCodeStep } from '../components/TwoFactorCodeStep';
import { BarePage } from '../components/BarePage';
import { PasswordWithPolicy } from '../components/PasswordWithPolicy';
import { refusalWords, tokenRefusalOf, type TokenRefusal } from '../token-refusal';
import { FormShell } from '../../shared/components/FormShell';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const client = useApolloClient();
  const [resetPassword, { loading }] = useResetPasswordMutation();
  const { data: policyData } = usePasswordPolicyQuery();
  const [formError, setFormError] = useState<string>();
  const [submitRefusal, setRefusal] = useState<TokenRefusal | null>(null);
  // a used, expired or forged link says so before a password is typed (the reset still decides)
  const checked = usePasswordResetLinkRefusalQuery({
    variables: { token },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  const refusal: TokenRefusal | null = !token
    ? 'INVALID'
    : (submitRefusal ?? checked.data?.passwordResetLinkRefusal ?? null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useForm({
    initialValues: { newPassword: '' },
    validate: {
      newPassword: (value) => {
        const policy = policyData?.passwordPolicy;
        if (!value) return 'Choose a new password.';
        return policy && !meetsPolicy(policy, value)
          ? 'This password does not meet the requirements yet.'
          : null;
      },
    },
  });

  const finish = async () => {
    await refreshViewer(client);
    notifications.show({
      color: 'green',
      message: 'Your new password is set. Every other session of your account was signed out.',
    });
    await navigate('/', { replace: true });
  };

  const submit = form.onSubmit(async ({ newPassword }) => {
    setFormError(undefined);
    try {
      const result = await resetPassword({ variables: { token, newPassword } });
      const answer = result.data?.resetPassword;
      if (!answer) return;
      if (answer.twoFactorRequired && answer.twoFactorChallenge) {
        setChallenge(answer.twoFactorChallenge);
        return;
      }
      await finish();
    } catch (error) {
      const reason = tokenRefusalOf(error);
      if (reason) {
        setRefusal(reason);
        return;
      }
      const { formError: message, fieldErrors } = toFormErrors(error, ['newPassword']);
      form.setErrors(fieldErrors);
      setFormError(message);
    }
  });

  if (challenge) {
    return (
      <BarePage title="Enter your sign-in code" icon={<IconLockPassword size={30} aria-hidden="true" />}>
        <Text>
          Your new password is set. Your account has two-factor sign-in: enter the code from your
          authenticator app to sign in.
        </Text>
        <Paper withBorder p="lg" radius="md">
          <TwoFactorCodeStep
            challenge={challenge}
            submitLabel="Sign in"
            onSignedIn={finish}
            onRestart={() => void navigate('/wires/login', { replace: true })}
          />
        </Paper>
      </BarePage>
    );
  }

  if (refusal) {
    const words = refusalWords(refusal, 'password reset link', 30);
    return (
      <BarePage title={words.title} icon={<IconLockPassword size={30} aria-hidden="true" />}>
        <Alert color="yellow" variant="light" role="alert">
          {words.text}
        </Alert>
        <Button component={PreloadLink} to="/forgotPassword">
          Get a new reset link
        </Button>
      </BarePage>
    );
  }

  if (checked.loading) {
    return (
      <BarePage title="Choose a new password" icon={<IconLockPassword size={30} aria-hidden="true" />}>
        <Stack gap="sm" role="status" aria-label="Checking your reset link">
          <Skeleton height={16} width="80%" />
          <Skeleton height={140} radius="md" />
        </Stack>
      </BarePage>
    );
  }

  return (
    <BarePage title="Choose a new password" icon={<IconLockPassword size={30} aria-hidden="true" />}>
      <Text c="dimmed" size="sm">
        Setting a new password signs you in here and signs out every other session of your account.
      </Text>
      <Paper withBorder p="lg" radius="md">
        <FormShell onSubmit={submit} label="Set new password" error={formError}>
          <PasswordWithPolicy
            label="New password"
            name="newPassword"
            {...form.getInputProps('newPassword')}
          />
          <Button type="submit" loading={loading} fullWidth>
            Set new password
          </Button>
        </FormShell>
      </Paper>
      <Text size="sm" c="dimmed">
        Remembered it?{' '}
        <Anchor component={PreloadLink} to="/wires/login">
          Sign in
        </Anchor>
      </Text>
    </BarePage>
  );
}
