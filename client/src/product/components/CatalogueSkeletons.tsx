import { Card, Skeleton, Stack } from '@mantine/core';

/** Placeholder cards while the catalogue loads. */
export function CatalogueSkeletons({ count = 6 }: { count?: number }) {
  return Array.from({ length: count }, (_, index) => (
    <Card key={index} withBorder radius="md" padding="sm" aria-hidden="true">
      <Card.Section>
        <Skeleton height={160} radius={0} />
      </Card.Section>
      <Stack gap={8} mt="sm">
        <Skeleton height={16} width="80%" />
        <Skeleton height={20} width="50%" />
        <Skeleton height={14} width="60%" />
        <Skeleton height={34} />
      </Stack>
    </Card>
  ));
}
