import { Card, Skeleton, Stack } from '@mantine/core';

/** Placeholders in the shape of listing cards while the list loads. */
export function ListingCardSkeletons({ count = 3 }: { count?: number }) {
  return Array.from({ length: count }, (_, index) => (
    <Card key={index} withBorder radius="md" padding="sm" aria-hidden="true">
      <Card.Section>
        <Skeleton height={180} radius={0} />
      </Card.Section>
      <Stack gap={8} mt="sm">
        <Skeleton height={16} width="80%" />
        <Skeleton height={14} width="40%" />
        <Skeleton height={12} width="60%" />
      </Stack>
    </Card>
  ));
}
