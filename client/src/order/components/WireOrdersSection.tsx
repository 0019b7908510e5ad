import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';

import { useWireOrdersQuery } from '../../gql/hooks';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { orderHref } from '../order-view';
import { OrderBadgeStatus } from './OrderBadges';

/**
 * The orders a wire's accepted quotes became, for its buyer, their partners and admins; read again
 * when the wire changes (a quote accepted, the wire fulfilled).
 */
export function WireOrdersSection({ wireId, version }: { wireId: string; version: string }) {
  const { data, refetch } = useWireOrdersQuery({
    variables: { id: wireId },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    void refetch();
  }, [version, refetch]);
  const orders = data?.wire.orders ?? [];
  if (!orders.length) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="wire-orders">
      <Stack gap="xs">
        <Title order={2} fz="h4" id="wire-orders">
          {orders.length === 1 ? 'Order' : 'Orders'}
        </Title>
        {orders.map((order) => (
          <Group key={order.id} gap="sm">
            <Anchor
              component={PreloadLink}
              to={orderHref(order.id, order.viewerSide)}
              ff="monospace"
              fw={600}
            >
              View order {order.number}
            </Anchor>
            <OrderBadgeStatus status={order.status} />
          </Group>
        ))}
        <Text size="sm" c="dimmed">
          Delivery, payments and papers are on the order’s page.
        </Text>
      </Stack>
    </Paper>
  );
}
