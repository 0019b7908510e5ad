import { Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

import { useWithdrawResponseMutation } from '../../gql/hooks';
import { LivePausedNote } from '../../shared/components/LivePausedNote';
import { LoadMore } from '../../shared/components/LoadMore';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { errorDetails } from '../../shared/error-messages';
import { formatDate, formatMoney } from '../../shared/format';
import { useLiveConnection } from '../../shared/live/use-live-connection';
import { ResponseStatusBadge } from '../../wire/components/ResponseStatusBadge';
import { ResponseThreadPanel } from '../../message/components/ResponseThreadPanel';
import { useUnreadMessagesLive } from '../../message/use-unread-messages-live';
import { myResponsesLive } from '../live-lists';
import { ReplyToReviewForm } from '../../review/components/ReplyToReviewForm';
import { ReviewCard } from '../../review/components/ReviewCard';
import { PageHeader } from '../../shared/components/PageHeader';

export function PartnerResponsesPage() {
  const responses = useLiveConnection(myResponsesLive, {
    variables: { first: 20 },
    onEvent: ({ type, node }) => {
      if (type !== 'UPDATED') return;
      notifications.show({ message: `“${node.wire.title}”: your response is ${node.status.toLowerCase()}.` });
    },
  });
  const { connection, loading, refetch } = responses;
  const [withdraw, withdrawState] = useWithdrawResponseMutation();
  useUnreadMessagesLive(true, refetch);

  return (
    <Stack gap="md" p="md">
      <PageHeader
        title="My responses"
        description="The quotes you sent, with their status as buyers decide."
        aside={<LivePausedNote paused={responses.paused} />}
      />
      {!connection && loading && <Skeleton role="status" height={120} aria-label="Loading responses" />}
      {connection && connection.edges.length === 0 && (
        <Text c="dimmed">
          You have not responded to a wire yet.{' '}
          <Anchor component={PreloadLink} to="/partners/wireboard">
            Open your wireboard
          </Anchor>
          .
        </Text>
      )}
      {connection?.edges.map(({ node }) => (
        <Paper key={node.id} withBorder p="md" radius="md" component="article">
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap">
              <Anchor
                component={PreloadLink}
                to={`/wires/details?id=${node.wire.id}`}
                fw={600}
                underline="hover"
              >
                {node.wire.title}
              </Anchor>
              <ResponseStatusBadge status={node.status} />
            </Group>
            <Text size="sm">
              {formatMoney(node.quote.amount, node.quote.currency)}
              {node.validUntil ? ` · valid until ${formatDate(node.validUntil)}` : ''} · sent{' '}
              {formatDate(node.createdAt)}
            </Text>
            {node.wire.buyerContact && (
              <Text size="sm" c="green">
                Buyer:{' '}
                {[node.wire.buyerContact.name, node.wire.buyerContact.email, node.wire.buyerContact.phone]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            )}
            {node.review && (
              <ReviewCard review={node.review}>
                {!node.review.reply && <ReplyToReviewForm reviewId={node.review.id} />}
              </ReviewCard>
            )}
            {node.status === 'SENT' && (
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  loading={withdrawState.loading}
                  onClick={() =>
                    void withdraw({ variables: { id: node.id } }).catch((error: unknown) =>
                      notifications.show({ color: 'red', message: errorDetails(error)[0]?.message }),
                    )
                  }
                >
                  Withdraw
                </Button>
              </Group>
            )}
            <ResponseThreadPanel
              responseId={node.id}
              status={node.status}
              counterpart="the buyer"
              unreadMessageCount={node.unreadMessageCount}
            />
          </Stack>
        </Paper>
      ))}
      <LoadMore hasMore={responses.hasMore} loading={responses.loadingMore} onLoadMore={responses.loadMore} />
    </Stack>
  );
}
