import { Group, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';

import { fallbackPollMs } from '../live/live';

type LivePausedNoteProps = { paused: boolean };

/** Says so when a live view has fallen back to polling (`paused` comes from useLiveQuery or useLiveConnection). */
export function LivePausedNote({ paused }: LivePausedNoteProps) {
  if (!paused) return null;
  return (
    <Group gap={6} c="dimmed" wrap="nowrap">
      <IconPlugConnectedX size={16} aria-hidden="true" />
      <Text size="sm">Live updates paused — refreshing every {fallbackPollMs / 1000} s</Text>
    </Group>
  );
}
