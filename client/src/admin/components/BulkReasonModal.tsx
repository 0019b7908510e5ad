import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

type BulkReasonModalProps = {
  /** What is asked: close or remove; null when closed. */
  action: 'close' | 'remove' | null;
  count: number;
  loading: boolean;
  /** A server error for the reason field. */
  error?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

const WORDS = {
  close: {
    title: 'Close requests',
    verb: 'Close',
    color: 'orange',
    effect: 'They leave the wireboards. Requests that are not open are skipped.',
  },
  remove: {
    title: 'Remove requests',
    verb: 'Remove',
    color: 'red',
    effect: 'Only their owners and admins will see them. Requests already removed are skipped.',
  },
} as const;

/** Asks for the reason of a bulk close or remove (kept in the audit log); give it a `key` per opening. */
export function BulkReasonModal({ action, count, loading, error, onConfirm, onClose }: BulkReasonModalProps) {
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const words = WORDS[action ?? 'close'];
  const noun = count === 1 ? 'request' : 'requests';
  return (
    <Modal opened={action !== null} onClose={onClose} title={words.title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim().length < 3) {
            setTooShort(true);
            return;
          }
          onConfirm(reason.trim());
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {words.verb} {count} {noun}? {words.effect}
          </Text>
          <Textarea
            label="Reason"
            description="Kept in the audit log with your name."
            withAsterisk
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={tooShort ? 'Give a reason of at least 3 characters.' : error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color={words.color} loading={loading}>
              {words.verb} {count} {noun}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
