import { Group, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';

import { useLivePaused } from '../live/live';

/** Says so when a live view has fallen back to polling. */
export function LivePausedNote() {
  const paused = useLivePaused();
  if (!paused) return null;
  return (
    <Group gap={6} c="dimmed" wrap="nowrap">
      <IconPlugConnectedX size={16} aria-hidden="true" />
      <Text size="sm">Live updates paused — refreshing every 15 s</Text>
    </Group>
  );
}
