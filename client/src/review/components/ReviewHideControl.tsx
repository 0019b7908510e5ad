import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import type { ReviewFieldsFragment } from '../../gql/graphql';
import { useSetReviewHiddenMutation } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';

type ReviewHideControlProps = { review: ReviewFieldsFragment };

/** An admin hides an abusive review (with a reason, audited) or shows it again. */
export function ReviewHideControl({ review }: ReviewHideControlProps) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [setHidden, { loading }] = useSetReviewHiddenMutation();

  const change = async (hidden: boolean) => {
    setError(undefined);
    try {
      await setHidden({ variables: { id: review.id, hidden, reason: hidden ? reason : null } });
      notifications.show({
        color: 'green',
        message: hidden ? 'The review is hidden.' : 'The review is shown again.',
      });
      setOpened(false);
      setReason('');
    } catch (caught) {
      const [first] = errorDetails(caught);
      if (first?.field === 'reason') setError(first.message);
      else notifications.show({ color: 'red', message: first?.message ?? 'Something went wrong.' });
    }
  };

  return (
    <Group gap="xs">
      {review.hidden ? (
        <Button size="compact-xs" variant="light" loading={loading} onClick={() => void change(false)}>
          Show review
        </Button>
      ) : (
        <Button size="compact-xs" variant="light" color="red" onClick={() => setOpened(true)}>
          Hide review
        </Button>
      )}
      <Modal opened={opened} onClose={() => setOpened(false)} title="Hide this review?">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void change(true);
          }}
        >
          <Stack gap="sm">
            <TextInput
              label="Reason"
              description="Kept in the audit log; the review leaves the partner's rating."
              required
              maxLength={500}
              value={reason}
              error={error}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={loading}>
                Hide review
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Group>
  );
}
