import { Skeleton, Stack } from '@mantine/core';

export function PageSkeleton() {
  return (
    <Stack gap="sm" p="md" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton height={28} width="40%" />
      <Skeleton height={14} />
      <Skeleton height={14} width="90%" />
      <Skeleton height={14} width="75%" />
      <Skeleton height={120} mt="md" />
    </Stack>
  );
}
