import { Group, Stack, type MantineSpacing } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

import { FormErrorAlert } from './FormErrorAlert';

/**
 * A labelled form that leaves checking to its own messages (`noValidate`): the form-wide error
 * first, as an alert, then the fields in a stack, then its buttons (`actions`) at the end of a row.
 */
export function FormShell({
  label,
  onSubmit,
  error,
  gap = 'md',
  actions,
  children,
}: {
  /** The form's accessible name, e.g. "Profile". */
  label: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** What went wrong that no one field owns, if anything. */
  error: string | undefined;
  gap?: MantineSpacing;
  /** The submit button and any beside it, e.g. Cancel. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap={gap}>
        <FormErrorAlert message={error} />
        {children}
        {actions && <Group justify="flex-end">{actions}</Group>}
      </Stack>
    </form>
  );
}
