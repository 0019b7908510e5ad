import { PasswordInput, Stack } from '@mantine/core';
import { useId, type ReactNode } from 'react';

import { usePasswordPolicyQuery } from '../../gql/hooks';
import { PasswordPolicyChecklist } from './PasswordPolicyChecklist';

type PasswordWithPolicyProps = {
  label: string;
  value?: string;
  error?: ReactNode;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
};

/** A new-password input with the server's policy shown live under it. */
export function PasswordWithPolicy({
  label,
  value = '',
  error,
  onChange,
  onBlur,
  name,
}: PasswordWithPolicyProps) {
  const { data } = usePasswordPolicyQuery();
  const checklistId = useId();
  return (
    <Stack gap={6}>
      <PasswordInput
        label={label}
        name={name}
        autoComplete="new-password"
        required
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        aria-describedby={checklistId}
      />
      <PasswordPolicyChecklist id={checklistId} policy={data?.passwordPolicy} password={value} />
    </Stack>
  );
}
