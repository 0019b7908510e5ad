import { Button, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import type { Role, SignInMutation } from '../../gql/graphql';
import { useSignInMutation } from '../../gql/hooks';
import { refreshViewer } from '../../session/refresh-viewer';
import { TwoFactorCodeStep } from './TwoFactorCodeStep';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { FormShell } from '../../shared/components/FormShell';

export type SignedInMember = NonNullable<SignInMutation['signIn']['member']>;

/** Where an admin goes who must set up two-factor sign-in before anything else (REQUIRE_ADMIN_2FA). */
export const TWO_FACTOR_SETUP_PATH = '/userinfo?section=two-factor';

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
  const navigate = useNavigate();
  // a social sign-in of an account with two-factor sign-in comes back here with its challenge
  const [params, setParams] = useSearchParams();
  const [challenge, setChallenge] = useState<string | null>(() => params.get('twoFactorChallenge'));
  useEffect(() => {
    if (!params.has('twoFactorChallenge')) return;
    const rest = new URLSearchParams(params);
    rest.delete('twoFactorChallenge');
    setParams(rest, { replace: true });
  }, [params, setParams]);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : 'Enter your email address.'),
      password: (value) => (value ? null : 'Enter your password.'),
    },
  });

  const finish = async (member: SignedInMember, setupRequired: boolean) => {
    await refreshViewer(client);
    if (setupRequired) await navigate(TWO_FACTOR_SETUP_PATH);
    else await onSignedIn(member);
  };

  const { submit, formError, setFormError } = useFormSubmit(form, fields, async (values) => {
    const result = await signIn({
      variables: { input: { email: values.email.trim(), password: values.password, requireRole } },
    });
    const answer = result.data?.signIn;
    if (answer?.twoFactorRequired && answer.twoFactorChallenge)
      return setChallenge(answer.twoFactorChallenge);
    if (answer?.member) await finish(answer.member, answer.twoFactorSetupRequired);
  });

  if (challenge) {
    return (
      <TwoFactorCodeStep
        challenge={challenge}
        submitLabel={submitLabel}
        onSignedIn={(member) => finish(member, false)}
        onRestart={(reason) => {
          setChallenge(null);
          form.setFieldValue('password', '');
          setFormError(reason);
        }}
      />
    );
  }

  return (
    <FormShell onSubmit={submit} label={submitLabel} error={formError}>
      <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        required
        {...form.getInputProps('password')}
      />
      <Button type="submit" loading={loading} fullWidth>
        {submitLabel}
      </Button>
    </FormShell>
  );
}
