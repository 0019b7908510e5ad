import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import type { ReviewFieldsFragment } from '../../gql/graphql';
import { formatDate } from '../../shared/format';
import { StarRating } from './StarRating';

type ReviewCardProps = { review: ReviewFieldsFragment; children?: ReactNode };

/** One review: the stars, the words, who and when, the partner's reply; hidden ones say so. */
export function ReviewCard({ review, children }: ReviewCardProps) {
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`Review by ${review.authorName}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <StarRating value={review.rating} />
          {review.hidden && (
            <Badge color="gray" variant="light">
              Hidden{review.hiddenReason ? `: ${review.hiddenReason}` : ''}
            </Badge>
          )}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {review.text}
        </Text>
        <Text size="xs" c="dimmed">
          {review.authorName} · {review.wireTitle} · {formatDate(review.createdAt)}
        </Text>
        {review.reply && (
          <Paper bg="var(--mantine-color-default-hover)" p="xs" radius="sm">
            <Text size="xs" fw={600}>
              Reply{review.repliedAt ? ` · ${formatDate(review.repliedAt)}` : ''}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.reply}
            </Text>
          </Paper>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
