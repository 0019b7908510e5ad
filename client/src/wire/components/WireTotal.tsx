import { Text } from '@mantine/core';

type WireTotalProps = {
  /** The list's `totalCount` and `totalCountIsEstimate`. */
  connection: { totalCount: number; totalCountIsEstimate: boolean };
  /** What the wires are: "open", "matching". */
  adjective: string;
};

/** A board's count over its list ("12 open wires"), "About …" when the server estimated a large set. */
export function WireTotal({ connection: { totalCount, totalCountIsEstimate }, adjective }: WireTotalProps) {
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {totalCountIsEstimate ? 'About ' : ''}
      {totalCount.toLocaleString()} {adjective} {totalCount === 1 ? 'wire' : 'wires'}
    </Text>
  );
}
