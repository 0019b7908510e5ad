import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';

import { useReviewPartnerMutation } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import { StarRatingInput } from './StarRatingInput';

type ReviewFormProps = {
  wireId: string;
  partner: { id: string; businessName: string };
  onReviewed: () => unknown;
};

export const REVIEW_TEXT_MAX = 1000;

/**
 * The buyer rates the partner accepted on a fulfilled wire, once: stars (radio buttons, so arrow
 * keys choose) and a few words. The server's refusals show at their field.
 */
export function ReviewForm({ wireId, partner, onReviewed }: ReviewFormProps) {
  const id = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; text?: string; form?: string }>({});
  const [review, { loading }] = useReviewPartnerMutation();

  const submit = async () => {
    const local = {
      rating: rating < 1 ? 'Choose 1 to 5 stars.' : undefined,
      text: text.trim() ? undefined : 'Say in a few words how it went.',
    };
    setErrors(local);
    if (local.rating || local.text) return;
    try {
      await review({ variables: { input: { wireId, partnerId: partner.id, rating, text } } });
      notifications.show({
        color: 'green',
        message: `Thank you: your review of ${partner.businessName} is posted.`,
      });
      await onReviewed();
    } catch (error) {
      const [first] = errorDetails(error);
      const message = first?.message ?? 'Something went wrong.';
      if (first?.field === 'rating') setErrors({ rating: message });
      else if (first?.field === 'text') setErrors({ text: message });
      else setErrors({ form: message });
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${id}-title`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={3} fz="h4" id={`${id}-title`}>
            Rate {partner.businessName}
          </Title>
          <Text size="sm" c="dimmed">
            Your review is public and shows beside their quotes to other buyers. You can post it once.
          </Text>
          <StarRatingInput label="Your rating" value={rating} onChange={setRating} error={errors.rating} />
          <Textarea
            label="Your review"
            description={`How did it go? At most ${REVIEW_TEXT_MAX} characters.`}
            required
            rows={3}
            maxLength={REVIEW_TEXT_MAX}
            value={text}
            error={errors.text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          {errors.form && (
            <Text c="red" size="sm" role="alert">
              {errors.form}
            </Text>
          )}
          <div>
            <Button type="submit" loading={loading}>
              Post review
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
