import { Text } from '@mantine/core';

type WireFactProps = { label: string; value: string };

/** One labelled fact of a wire (location, budget, …). */
export function WireFact({ label, value }: WireFactProps) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}
