import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

import type { PasswordPolicyQuery } from '../../gql/graphql';
import { meetsPolicy } from '../password-policy';
import { PasswordWithPolicy } from './PasswordWithPolicy';

export type AccountValues = { displayName: string; email: string; password: string };

type Policy = PasswordPolicyQuery['passwordPolicy'] | undefined;

/** The checks of the sign-in part of a sign-up form, shared by buyers and partners. */
export function accountValidators(policy: Policy) {
  return {
    email: (value: string) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : 'Enter a valid email address.'),
    password: (value: string) => {
      if (!value) return 'Choose a password.';
      return policy && !meetsPolicy(policy, value)
        ? 'This password does not meet the requirements yet.'
        : null;
    },
  };
}

type AccountFieldsProps<Values extends AccountValues> = {
  form: UseFormReturnType<Values>;
  nameLabel: string;
};

/** Name, email and a new password with the policy shown live. */
export function AccountFields<Values extends AccountValues>({ form, nameLabel }: AccountFieldsProps<Values>) {
  const password = form.getInputProps('password');
  return (
    <>
      <TextInput label={nameLabel} autoComplete="name" {...form.getInputProps('displayName')} />
      <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
      <PasswordWithPolicy
        label="Password"
        name="password"
        value={form.values.password}
        error={password.error as string | undefined}
        onChange={(value) => password.onChange(value)}
        onBlur={() => form.validateField('password')}
      />
    </>
  );
}
