import { Alert, Button, Stack } from '@mantine/core';

import { errorDetails } from '../error-messages';

/** What a section shows when its data could not be loaded: the reason and a retry. */
export function LoadFailedAlert({
  title,
  error,
  fallback,
  onRetry,
}: {
  title: string;
  error: unknown;
  /** Said when the error carries no message of its own. */
  fallback?: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        {errorDetails(error)[0]?.message ?? fallback}
        <Button size="xs" variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
