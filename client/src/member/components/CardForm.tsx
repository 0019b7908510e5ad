import { Group, Paper, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/**
 * A form in a bordered card, as the account's API token and webhook forms are: the fields, then
 * what went wrong that no field owns, then the buttons.
 */
export function CardForm({
  label,
  onSubmit,
  error,
  actions,
  children,
}: {
  /** The form's accessible name, e.g. "New webhook". */
  label: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  error: string | undefined;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="sm" component="form" onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="sm">
        {children}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group>{actions}</Group>
      </Stack>
    </Paper>
  );
}
