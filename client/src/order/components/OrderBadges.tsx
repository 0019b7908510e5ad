import { Badge, Group } from '@mantine/core';

import type { OrderPaymentState, OrderStatus } from '../../gql/graphql';
import { paymentLabels, statusLabels } from '../order-view';

/** The order's state and whether it is paid, as two badges. */
export function OrderBadges({
  status,
  paymentState,
}: {
  status: OrderStatus;
  paymentState: OrderPaymentState;
}) {
  const { label, color } = statusLabels[status];
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" color={color}>
        {label}
      </Badge>
      <Badge
        variant="outline"
        color={paymentState === 'PAID' ? 'green' : paymentState === 'PART_PAID' ? 'yellow' : 'gray'}
      >
        {paymentLabels[paymentState]}
      </Badge>
    </Group>
  );
}

/** The order's state alone. */
export function OrderBadgeStatus({ status }: { status: OrderStatus }) {
  const { label, color } = statusLabels[status];
  return (
    <Badge variant="light" color={color}>
      {label}
    </Badge>
  );
}
