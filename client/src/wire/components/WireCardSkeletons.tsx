import { Card, Skeleton, Stack } from '@mantine/core';

export function WireCardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading wires">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder radius="md" padding="md">
          <Skeleton height={18} width="60%" mb="sm" />
          <Skeleton height={12} width="40%" mb="xs" />
          <Skeleton height={12} width="30%" />
        </Card>
      ))}
    </Stack>
  );
}
