import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import { useReplyToReviewMutation } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';

type ReplyToReviewFormProps = { reviewId: string };

/** The reviewed partner's one public reply to a review. */
export function ReplyToReviewForm({ reviewId }: ReplyToReviewFormProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [reply, { loading }] = useReplyToReviewMutation();

  if (!open)
    return (
      <Group>
        <Button size="xs" variant="light" onClick={() => setOpen(true)}>
          Reply to this review
        </Button>
      </Group>
    );

  const submit = async () => {
    if (!text.trim()) {
      setError('Write your reply.');
      return;
    }
    try {
      // the answer is the review with its reply: the cached response shows it
      await reply({ variables: { reviewId, text } });
      notifications.show({ color: 'green', message: 'Your reply is posted.' });
    } catch (caught) {
      const [first] = errorDetails(caught);
      setError(first?.message ?? 'Something went wrong.');
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="Your reply"
          description="Public, beside the review; you can reply once (at most 1000 characters)."
          required
          rows={3}
          maxLength={1000}
          value={text}
          error={error}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={loading}>
            Post reply
          </Button>
          <Button size="xs" variant="default" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Keep it factual and polite: buyers read it when they compare quotes.
        </Text>
      </Stack>
    </form>
  );
}
