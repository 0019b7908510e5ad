import { Group, Rating, Text } from '@mantine/core';

type StarRatingProps = { value: number; label?: string };

/** A read-only rating, said in words for screen readers ("4.3 out of 5"). */
export function StarRating({ value, label }: StarRatingProps) {
  const words = `${value} out of 5${label ? ` ${label}` : ''}`;
  return (
    <Group gap={4} wrap="nowrap" role="img" aria-label={words}>
      <Rating value={value} fractions={10} readOnly size="sm" aria-hidden="true" />
      <Text size="sm" fw={600} aria-hidden="true">
        {value}
      </Text>
    </Group>
  );
}
