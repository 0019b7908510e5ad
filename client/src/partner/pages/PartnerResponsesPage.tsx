import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';

import {
  MyResponseEventsDocument,
  type MyResponseEventsSubscription,
  type MyResponseEventsSubscriptionVariables,
  type MyResponsesQuery,
} from '../../gql/graphql';
import { useMyResponsesQuery, useWithdrawResponseMutation } from '../../gql/hooks';
import { LivePausedNote } from '../../shared/components/LivePausedNote';
import { LoadMore } from '../../shared/components/LoadMore';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { errorDetails } from '../../shared/error-messages';
import { formatDate, formatMoney } from '../../shared/format';
import { appendPage } from '../../shared/live/connection';
import { useFallbackPollInterval, useRefetchOnReconnect } from '../../shared/live/live';
import { ResponseStatusBadge } from '../../wire/components/ResponseStatusBadge';

export function PartnerResponsesPage() {
  const pollInterval = useFallbackPollInterval();
  const { data, loading, fetchMore, refetch, subscribeToMore } = useMyResponsesQuery({
    variables: { first: 20 },
    pollInterval,
    notifyOnNetworkStatusChange: true,
  });
  useRefetchOnReconnect(refetch);
  const [withdraw, withdrawState] = useWithdrawResponseMutation();

  useEffect(
    () =>
      subscribeToMore<MyResponseEventsSubscription, MyResponseEventsSubscriptionVariables>({
        document: MyResponseEventsDocument,
        updateQuery: (_unsafe, options) => {
          if (!options.complete) return undefined;
          const { type, response } = options.subscriptionData.data.myResponseEvents;
          const previous = options.previousData as MyResponsesQuery;
          if (type === 'UPDATED') {
            notifications.show({
              message: `“${response.wire.title}”: your response is ${response.status.toLowerCase()}.`,
            });
          }
          if (previous.myResponses.edges.some((edge) => edge.node.id === response.id)) return undefined;
          return {
            myResponses: {
              ...previous.myResponses,
              edges: [{ cursor: `live:${response.id}`, node: response }, ...previous.myResponses.edges],
              totalCount: previous.myResponses.totalCount + 1,
            },
          };
        },
      }),
    [subscribeToMore],
  );

  const connection = data?.myResponses;
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          My responses
        </Title>
        <LivePausedNote />
      </Group>
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
          </Stack>
        </Paper>
      ))}
      <LoadMore
        hasMore={connection?.pageInfo.hasNextPage ?? false}
        loading={loading && Boolean(connection)}
        onLoadMore={() =>
          void fetchMore({
            variables: { after: connection?.pageInfo.endCursor },
            updateQuery: (previous, { fetchMoreResult }) => ({
              myResponses: appendPage(previous.myResponses, fetchMoreResult.myResponses),
            }),
          })
        }
      />
    </Stack>
  );
}
