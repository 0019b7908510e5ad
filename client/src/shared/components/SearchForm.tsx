import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list's filters as a named search landmark: each field applies as it changes, so the form is
 * never sent (Enter in a field does nothing more).
 */
export function SearchForm({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      gap="sm"
      component="form"
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
    </Stack>
  );
}
