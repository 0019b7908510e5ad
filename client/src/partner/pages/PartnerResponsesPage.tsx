import { Anchor, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

import { LivePausedNote } from '../../shared/components/LivePausedNote';
import { LoadMore } from '../../shared/components/LoadMore';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { formatDate, formatMoney } from '../../shared/format';
import { useLiveConnection } from '../../shared/live/use-live-connection';
import { ResponseStatusBadge } from '../../wire/components/ResponseStatusBadge';
import { MyResponseActions } from '../components/MyResponseActions';
import { useUnreadMessagesLive } from '../../message/use-unread-messages-live';
import { myResponsesLive } from '../live-lists';
import { ReplyToReviewForm } from '../../review/components/ReplyToReviewForm';
import { ReviewCard } from '../../review/components/ReviewCard';
import { PageHeader } from '../../shared/components/PageHeader';

export function PartnerResponsesPage() {
  const responses = useLiveConnection(myResponsesLive, {
    variables: { first: 20 },
    onEvent: ({ type, node, news }) => {
      // a negotiation's news is toasted already: by the bell, or by the partner's own action
      if (type !== 'UPDATED' || news) return;
      notifications.show({ message: `“${node.wire.title}”: your response is ${node.status.toLowerCase()}.` });
    },
  });
  const { connection, loading, refetch } = responses;
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
            {node.order && (
              <Anchor component={PreloadLink} to={`/partners/orders?id=${node.order.id}`} size="sm" fw={600}>
                View order {node.order.number}
              </Anchor>
            )}
            {node.review && (
              <ReviewCard review={node.review}>
                {!node.review.reply && <ReplyToReviewForm reviewId={node.review.id} />}
              </ReviewCard>
            )}
            <MyResponseActions response={node} wireId={node.wire.id} buttonSize="xs" />
          </Stack>
        </Paper>
      ))}
      <LoadMore hasMore={responses.hasMore} loading={responses.loadingMore} onLoadMore={responses.loadMore} />
    </Stack>
  );
}
