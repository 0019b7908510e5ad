import { Card, Skeleton, Stack } from '@mantine/core';

/** One line of a placeholder card: its height, and its width unless it is the card's. */
export type SkeletonLine = { height: number; width?: string };

/**
 * Placeholders in the shape of cards with a picture on top (listings, products) while their list
 * loads: the picture, then the text lines the real card has. Hidden from assistive technology; the
 * list around them says it is loading.
 */
export function ImageCardSkeletons({
  count,
  imageHeight,
  lines,
}: {
  count: number;
  imageHeight: number;
  lines: readonly SkeletonLine[];
}) {
  return Array.from({ length: count }, (_, index) => (
    <Card key={index} withBorder radius="md" padding="sm" aria-hidden="true">
      <Card.Section>
        <Skeleton height={imageHeight} radius={0} />
      </Card.Section>
      <Stack gap={8} mt="sm">
        {lines.map((line, row) => (
          <Skeleton key={row} height={line.height} width={line.width} />
        ))}
      </Stack>
    </Card>
  ));
}
