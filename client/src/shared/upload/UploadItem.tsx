import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconFileTypePdf,
  IconPhoto,
  IconRefresh,
  IconTrash,
  IconX,
} from '@tabler/icons-react';

import type { UploadEntry } from './use-file-uploads';

type UploadItemProps = {
  entry: UploadEntry;
  index: number;
  count: number;
  /** Images ordered with a main one (the first): show the badge and "Make main". */
  withMain: boolean;
  disabled?: boolean;
  onCancel: () => void;
  onRemove: () => void;
  onRetry: () => void;
  onMove: (by: -1 | 1) => void;
  onMakeMain: () => void;
};

const MOVES = [
  { by: -1, label: 'up', Icon: IconArrowUp },
  { by: 1, label: 'down', Icon: IconArrowDown },
] as const;

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function statusText(entry: UploadEntry): string {
  switch (entry.status) {
    case 'uploading':
      return `Uploading… ${Math.round(entry.progress * 100)}%`;
    case 'waiting':
      return entry.message ?? 'Waiting to try again…';
    case 'failed':
      return entry.message ?? 'The upload failed.';
    default:
      return formatSize(entry.size);
  }
}

/** One file of a FileUploader: its preview, name, progress or error, and what can be done with it. */
export function UploadItem({
  entry,
  index,
  count,
  withMain,
  disabled,
  onCancel,
  onRemove,
  onRetry,
  onMove,
  onMakeMain,
}: UploadItemProps) {
  const inFlight = entry.status === 'uploading' || entry.status === 'waiting';
  const isMain = withMain && index === 0;
  // a picture the browser cannot draw (not really an image): the icon instead
  const [broken, setBroken] = useState(false);
  const showPicture = entry.previewUrl !== null && !broken;
  return (
    <Paper withBorder p="xs" radius="md" data-testid="upload-item" aria-label={entry.name} component="li">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {showPicture ? (
          <Image
            src={entry.previewUrl}
            alt=""
            w={64}
            h={64}
            fit="cover"
            radius="sm"
            style={{ flexShrink: 0 }}
            onError={() => setBroken(true)}
          />
        ) : (
          <ThemeIcon size={64} variant="light" color={entry.isImage ? 'gray' : 'red'} radius="sm" aria-hidden>
            {entry.isImage ? <IconPhoto size={32} /> : <IconFileTypePdf size={32} />}
          </ThemeIcon>
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate="end" title={entry.name}>
            {entry.name}
          </Text>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {isMain && entry.isImage && (
              <Badge size="xs" variant="light" style={{ flexShrink: 0 }} mt={2}>
                Main image
              </Badge>
            )}
            <Text
              size="xs"
              c={entry.status === 'failed' ? 'red' : 'dimmed'}
              // said once when it fails or waits to retry; progress is the progress bar's to tell
              role={entry.status === 'failed' ? 'alert' : entry.status === 'waiting' ? 'status' : undefined}
            >
              {statusText(entry)}
            </Text>
          </Group>
          {entry.status === 'uploading' && (
            <Progress
              value={entry.progress * 100}
              size="sm"
              aria-label={`Upload progress of ${entry.name}`}
            />
          )}
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={4} wrap="wrap">
              {inFlight && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  leftSection={<IconX size={14} />}
                  onClick={onCancel}
                >
                  Cancel
                </Button>
              )}
              {entry.status === 'failed' && entry.canRetry && (
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconRefresh size={14} />}
                  onClick={onRetry}
                >
                  Retry
                </Button>
              )}
              {withMain && entry.isImage && !isMain && entry.status === 'done' && (
                <Button size="compact-xs" variant="subtle" onClick={onMakeMain} disabled={disabled}>
                  Make main image
                </Button>
              )}
            </Group>
            <Group gap={2} wrap="nowrap" style={{ flexShrink: 0 }}>
              {count > 1 &&
                MOVES.map(({ by, label, Icon }) => (
                  <Tooltip key={label} label={`Move ${label}`} withinPortal>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Move ${entry.name} ${label}`}
                      disabled={disabled || index + by < 0 || index + by >= count}
                      onClick={() => onMove(by)}
                    >
                      <Icon size={16} />
                    </ActionIcon>
                  </Tooltip>
                ))}
              {!inFlight && (
                <Tooltip label="Remove" withinPortal>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${entry.name}`}
                    disabled={disabled}
                    onClick={onRemove}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
