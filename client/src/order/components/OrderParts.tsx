import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';

import type { OrderDetailFieldsFragment } from '../../gql/graphql';
import { formatDate, formatDateTime, formatMoney, formatQuantity } from '../../shared/format';
import { can } from '../order-view';

type Order = OrderDetailFieldsFragment;

/** An order's dispatched parts, each with what went, its note and photo, and its receipt. */
export function OrderShipmentList({
  order,
  onReceive,
}: {
  order: Order;
  onReceive: (shipmentId: string) => void;
}) {
  return (
    <>
      {order.shipments.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing dispatched yet.{' '}
          {order.viewerSide === 'PARTNER'
            ? 'Dispatch a part once the order is confirmed.'
            : 'You are told here, live, when the partner sends a part.'}
        </Text>
      ) : (
        <Stack gap="sm">
          {order.shipments.map((shipment) => (
            <Paper
              key={shipment.id}
              withBorder
              p="sm"
              radius="sm"
              component="article"
              aria-label={`Part ${shipment.sequence}`}
            >
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600}>
                  Part {shipment.sequence} · sent {formatDateTime(shipment.createdAt)}
                </Text>
                {shipment.receivedAt ? (
                  <Text size="sm">Received {formatDateTime(shipment.receivedAt)}</Text>
                ) : can(order, 'RECEIVE') ? (
                  <Button size="xs" onClick={() => onReceive(shipment.id)}>
                    Receive part {shipment.sequence}
                  </Button>
                ) : (
                  <Text size="sm" c="dimmed">
                    On its way
                  </Text>
                )}
              </Group>
              <Text size="sm">
                {shipment.lines
                  .map(
                    (l) =>
                      `${l.line.name}: ${formatQuantity(l.quantity, l.line.unit)}${l.short || l.damaged ? ` (${l.short ?? 0} short, ${l.damaged ?? 0} damaged)` : ''}`,
                  )
                  .join(' · ')}
              </Text>
              {shipment.note && (
                <Text size="sm" c="dimmed">
                  Waybill / note: {shipment.note}
                </Text>
              )}
              {shipment.receiptNote && (
                <Text size="sm" c="dimmed">
                  On receipt: {shipment.receiptNote}
                </Text>
              )}
              {shipment.photo && (
                <Anchor href={shipment.photo.url} target="_blank" rel="noreferrer" size="sm">
                  Photo: {shipment.photo.name}
                </Anchor>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </>
  );
}

/** An order's recorded payments, each with its proof and whether the partner confirmed it. */
export function OrderPaymentList({
  order,
  onConfirm,
}: {
  order: Order;
  onConfirm: (paymentId: string) => void;
}) {
  return (
    <>
      {order.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payment recorded yet.{' '}
          {order.viewerSide === 'BUYER'
            ? 'Pay the partner as agreed, then record it here with its reference.'
            : 'The buyer records what they pay; you confirm receiving it.'}
        </Text>
      ) : (
        <Stack gap="xs">
          {order.payments.map((payment) => (
            <Group key={payment.id} justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm">
                <b>{formatMoney(payment.amount.amount, payment.amount.currency)}</b> ·{' '}
                {payment.method.replace('_', ' ').toLowerCase()} · paid {formatDate(payment.paidOn)}
                {payment.reference ? ` · ${payment.reference}` : ''}
                {payment.proof && (
                  <>
                    {' · '}
                    <Anchor href={payment.proof.url} target="_blank" rel="noreferrer" inherit>
                      proof
                    </Anchor>
                  </>
                )}
              </Text>
              {payment.status === 'CONFIRMED' ? (
                <Text size="sm">Confirmed {formatDate(payment.confirmedAt)}</Text>
              ) : can(order, 'CONFIRM_PAYMENT') ? (
                <Button size="xs" onClick={() => onConfirm(payment.id)}>
                  Confirm receipt
                </Button>
              ) : (
                <Text size="sm" c="dimmed">
                  Waiting for the partner to confirm
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </>
  );
}
