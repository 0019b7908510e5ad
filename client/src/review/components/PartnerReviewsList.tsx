import { Button, Skeleton, Stack, Text } from '@mantine/core';

import { usePartnerReviewsQuery } from '../../gql/hooks';
import { ReportButton } from '../../report/components/ReportDialog';
import { useViewer } from '../../session/use-viewer';
import { errorDetails } from '../../shared/error-messages';
import { ReviewCard } from './ReviewCard';
import { ReviewHideControl } from './ReviewHideControl';

type PartnerReviewsListProps = {
  partnerId: string;
  /** Admins: each review gets a hide/show control (hidden ones are listed too). */
  moderate?: boolean;
  pageSize?: number;
};

/** A partner's reviews, newest first, with "show more". */
export function PartnerReviewsList({ partnerId, moderate = false, pageSize = 5 }: PartnerReviewsListProps) {
  const { viewer } = useViewer();
  const { data, loading, error, fetchMore } = usePartnerReviewsQuery({
    variables: { partnerId, first: pageSize },
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.partnerReviews;
  if (!page && loading) return <Skeleton role="status" aria-label="Loading reviews" height={80} />;
  if (!page)
    return <Text c="red">{errorDetails(error)[0]?.message ?? 'The reviews could not be loaded.'}</Text>;
  if (page.edges.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No reviews yet. Buyers can review a partner once a request it was accepted on is fulfilled.
      </Text>
    );
  return (
    <Stack gap="xs">
      {page.edges.map(({ node }) => (
        <ReviewCard key={node.id} review={node}>
          {moderate ? (
            <ReviewHideControl review={node} />
          ) : (
            viewer && <ReportButton subjectType="REVIEW" subjectId={node.id} what="this review" />
          )}
        </ReviewCard>
      ))}
      {page.pageInfo.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          loading={loading}
          onClick={() =>
            void fetchMore({
              variables: { after: page.pageInfo.endCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                partnerReviews: {
                  ...fetchMoreResult.partnerReviews,
                  edges: [...previous.partnerReviews.edges, ...fetchMoreResult.partnerReviews.edges],
                },
              }),
            })
          }
        >
          Show more reviews
        </Button>
      )}
    </Stack>
  );
}
