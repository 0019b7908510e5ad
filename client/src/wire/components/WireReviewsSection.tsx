import { Stack, Title } from '@mantine/core';

import type { WireDetailsFieldsFragment } from '../../gql/graphql';
import { ReviewCard } from '../../review/components/ReviewCard';
import { ReviewForm } from '../../review/components/ReviewForm';

type WireReviewsSectionProps = {
  wire: WireDetailsFieldsFragment;
  /** After a review is posted (the page reads the wire again). */
  onReviewed: () => unknown;
};

/** On a fulfilled wire, its owner rates each accepted partner once, then sees the review and the reply. */
export function WireReviewsSection({ wire, onReviewed }: WireReviewsSectionProps) {
  const accepted = wire.responses.filter((response) => response.status === 'ACCEPTED');
  if (accepted.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="review-heading">
      <Title order={2} fz="h3" id="review-heading">
        {accepted.length === 1 ? 'Your review' : 'Your reviews'}
      </Title>
      {accepted.map((response) =>
        response.review ? (
          <ReviewCard key={response.id} review={response.review} />
        ) : (
          <ReviewForm key={response.id} wireId={wire.id} partner={response.partner} onReviewed={onReviewed} />
        ),
      )}
    </Stack>
  );
}
