import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

import { errorDetails } from '../error-messages';

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The button that closes without doing it, "Cancel" unless said. */
  cancelLabel?: string;
  color?: string;
  loading?: boolean;
  /** Does it; when it fails, the reason shows as a red notification and the dialog stays open. */
  onConfirm: () => void | Promise<unknown>;
  onClose: () => void;
};

/** Asks before doing something that cannot be taken back: what happens, then cancel or confirm. */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  color = 'green',
  loading,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const confirm = async () => {
    try {
      await onConfirm();
    } catch (cause) {
      notifications.show({ color: 'red', message: errorDetails(cause)[0]?.message });
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button color={color} loading={loading} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
