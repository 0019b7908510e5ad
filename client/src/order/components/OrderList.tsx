import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';

import type { OrderRowFieldsFragment } from '../../gql/graphql';
import { LoadMore } from '../../shared/components/LoadMore';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { formatDate, formatMoney } from '../../shared/format';
import { orderHref, otherParty, whatIsDue } from '../order-view';
import { OrderBadges } from './OrderBadges';

/** What `useLiveConnection` answers for a list of orders. */
type LiveOrders = {
  connection: { edges: readonly { node: OrderRowFieldsFragment }[] } | undefined;
  loading: boolean;
  busy: object;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
};

type OrderListProps = {
  list: LiveOrders;
  /** Who the other party is, e.g. "Seller" for a buyer's list. */
  partyLabel: string;
  empty: React.ReactNode;
};

/** A list of orders as cards: number, other party, total, state and paid status, what is due. */
export function OrderList({ list, partyLabel, empty }: OrderListProps) {
  const { loading, busy, hasMore, loadingMore, loadMore } = list;
  const orders = list.connection?.edges.map((edge) => edge.node);
  if (!orders && loading)
    return (
      <Stack gap="sm" role="status" aria-label="Loading orders">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={96} radius="md" />
        ))}
      </Stack>
    );
  if (orders && orders.length === 0) return <>{empty}</>;
  return (
    <Stack gap="sm" {...busy}>
      <ul
        aria-label="Orders"
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 'var(--mantine-spacing-sm)',
        }}
      >
        {orders?.map((order) => {
          const due = whatIsDue(order);
          return (
            <li key={order.id}>
              <Paper withBorder p="md" radius="md" component="article" aria-label={`Order ${order.number}`}>
                <Stack gap={6}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Anchor
                      component={PreloadLink}
                      to={orderHref(order.id, order.viewerSide)}
                      fw={700}
                      underline="hover"
                      ff="monospace"
                    >
                      {order.number}
                    </Anchor>
                    <OrderBadges status={order.status} paymentState={order.paymentState} />
                  </Group>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {order.wire.title}
                  </Text>
                  <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
                    <Text size="sm">
                      <Text span c="dimmed" size="sm">
                        {partyLabel}:{' '}
                      </Text>
                      {otherParty(order)}
                    </Text>
                    <Text size="sm">
                      <Text span c="dimmed" size="sm">
                        Total:{' '}
                      </Text>
                      {formatMoney(order.total.amount, order.total.currency)}
                    </Text>
                    <Text size="sm">
                      <Text span c="dimmed" size="sm">
                        Placed:{' '}
                      </Text>
                      {formatDate(order.createdAt)}
                    </Text>
                  </SimpleGrid>
                  {due && (
                    <Text size="sm" fw={600} data-testid="order-due">
                      {due}
                    </Text>
                  )}
                </Stack>
              </Paper>
            </li>
          );
        })}
      </ul>
      <LoadMore hasMore={hasMore} loading={loadingMore} onLoadMore={loadMore} />
    </Stack>
  );
}
