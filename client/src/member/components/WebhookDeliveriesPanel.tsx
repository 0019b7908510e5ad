import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';

import { notifications } from '@mantine/notifications';

import { useState } from 'react';

import type { WebhookDeliveryStatus } from '../../gql/enums';
import { type WebhookFieldsFragment } from '../../gql/graphql';
import { useRedeliverWebhookDeliveryMutation, useWebhookDeliveriesQuery } from '../../gql/hooks';

import { errorDetails } from '../../shared/error-messages';
import { formatDate } from '../../shared/format';
import { appendPage } from '../../shared/live/connection';
import { LoadMore } from '../../shared/components/LoadMore';

const STATUS_FILTERS = [
  { value: 'ALL', label: 'All' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'DELIVERED', label: 'Delivered' },
  { value: 'FAILED', label: 'Failed' },
];

const STATUS_COLORS: Record<WebhookDeliveryStatus, string> = {
  PENDING: 'yellow',
  DELIVERED: 'green',
  FAILED: 'red',
};

/** The webhook's deliveries, newest first, filtered by status; each can be sent again. */
export function DeliveriesPanel({ webhook }: { webhook: WebhookFieldsFragment }) {
  const [status, setStatus] = useState('ALL');
  const { data, loading, error, refetch, fetchMore } = useWebhookDeliveriesQuery({
    variables: {
      id: webhook.id,
      first: 20,
      status: status === 'ALL' ? null : (status as WebhookDeliveryStatus),
    },
    fetchPolicy: 'cache-and-network',
    // while it is open, the outcomes of deliveries under way (retries, redeliveries) show up by themselves
    pollInterval: 5000,
  });
  const [redeliver, redelivering] = useRedeliverWebhookDeliveryMutation();
  const connection = data?.webhook.deliveries;

  const sendAgain = async (id: string) => {
    try {
      await redeliver({ variables: { id } });
      notifications.show({ color: 'green', message: 'Sending it again now.' });
      await refetch();
    } catch (cause) {
      notifications.show({ color: 'red', message: errorDetails(cause)[0]?.message });
    }
  };

  return (
    <Stack gap="xs" aria-label={`Deliveries of ${webhook.name}`} role="region">
      <Group justify="space-between" align="flex-end">
        <Select
          label="Status"
          data={STATUS_FILTERS}
          value={status}
          onChange={(value) => setStatus(value ?? 'ALL')}
          allowDeselect={false}
          w={160}
          size="xs"
        />
        <Button size="compact-sm" variant="subtle" onClick={() => void refetch()}>
          Refresh
        </Button>
      </Group>
      {!connection && loading ? (
        <Skeleton h={90} aria-label="Loading deliveries" />
      ) : error && !connection ? (
        <Alert color="red" title="Deliveries could not be loaded">
          {errorDetails(error)[0]?.message}
        </Alert>
      ) : !connection || connection.edges.length === 0 ? (
        <Text size="sm" c="dimmed">
          {status === 'ALL'
            ? 'No deliveries yet: they appear here as soon as an event this webhook listens to happens.'
            : 'No deliveries with this status.'}
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed">
            {connection.totalCount} {connection.totalCount === 1 ? 'delivery' : 'deliveries'}
          </Text>
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Attempts</Table.Th>
                  <Table.Th>Response</Table.Th>
                  <Table.Th>When</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {connection.edges.map(({ node }) => (
                  <Table.Tr key={node.id}>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={STATUS_COLORS[node.status]}>
                        {node.status.toLowerCase()}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Code>{node.event}</Code>
                      {node.redeliveryOf && (
                        <Text size="xs" c="dimmed">
                          sent again
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{node.attempts}</Table.Td>
                    <Table.Td>
                      {node.responseStatus ?? '—'}
                      {node.error && (
                        <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
                          {node.error}
                        </Text>
                      )}
                      {node.status === 'PENDING' && node.nextAttemptAt && node.attempts > 0 && (
                        <Text size="xs" c="dimmed">
                          next try {formatDate(node.nextAttemptAt)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDate(node.deliveredAt ?? node.createdAt)}</Table.Td>
                    <Table.Td>
                      {node.status !== 'PENDING' && (
                        <Button
                          size="compact-xs"
                          variant="default"
                          loading={redelivering.loading}
                          disabled={!webhook.enabled}
                          onClick={() => void sendAgain(node.id)}
                          aria-label={`Redeliver ${node.event} of ${formatDate(node.createdAt)}`}
                        >
                          Redeliver
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <LoadMore
            hasMore={connection.pageInfo.hasNextPage}
            loading={loading}
            label="Show older deliveries"
            onLoadMore={() =>
              void fetchMore({
                variables: { after: connection.pageInfo.endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  ...fetchMoreResult,
                  webhook: {
                    ...fetchMoreResult.webhook,
                    deliveries: appendPage(previous.webhook.deliveries, fetchMoreResult.webhook.deliveries),
                  },
                }),
              })
            }
          />
        </>
      )}
    </Stack>
  );
}
