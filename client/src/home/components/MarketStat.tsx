import { Text } from '@mantine/core';

type MarketStatProps = { value: number | undefined; label: string };

/** One marketplace count ("12 open wires"); an ellipsis until it arrives. */
export function MarketStat({ value, label }: MarketStatProps) {
  return (
    <Text size="sm">
      <Text span fw={700}>
        {value ?? '…'}
      </Text>{' '}
      {label}
    </Text>
  );
}
