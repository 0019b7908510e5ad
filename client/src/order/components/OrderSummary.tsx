import { Anchor, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';

import type { OrderDetailFieldsFragment } from '../../gql/graphql';
import { formatDate, formatMoney } from '../../shared/format';

type Order = OrderDetailFieldsFragment;

/** The order's total with its VAT, what is left to pay, and the delivery place and date. */
export function OrderFigures({ order }: { order: Order }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Paper withBorder p="md" radius="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Total
        </Text>
        <Text fz={24} fw={700}>
          {formatMoney(order.total.amount, order.total.currency)}
        </Text>
        <Text size="sm" c="dimmed">
          {formatMoney(order.subtotal.amount, order.subtotal.currency)} + VAT{' '}
          {Math.round(order.vatRate * 1000) / 10}% {formatMoney(order.vat.amount, order.vat.currency)}
        </Text>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Left to pay
        </Text>
        <Text fz={24} fw={700} data-testid="order-balance">
          {formatMoney(order.balance.amount, order.balance.currency)}
        </Text>
        <Text size="sm" c="dimmed">
          {formatMoney(order.paid.amount, order.paid.currency)} confirmed paid
        </Text>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Delivery
        </Text>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {order.deliveryLabel}
        </Text>
        <Text size="sm">
          {order.deliveryDate
            ? `On ${formatDate(order.deliveryDate)}`
            : `Between ${formatDate(order.deliveryFrom)}${order.deliveryBy ? ` and ${formatDate(order.deliveryBy)}` : ' and any time'}`}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}

/** One party's contact: name, email, phone and (for a partner) website. */
export function Contact({
  label,
  contact,
}: {
  label: string;
  contact: Order['partnerContact'] | Order['buyerContact'];
}) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{contact.name ?? contact.email}</Text>
      <Anchor href={`mailto:${contact.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {contact.email}
      </Anchor>
      {contact.phone && (
        <Anchor href={`tel:${contact.phone}`} size="sm">
          {contact.phone}
        </Anchor>
      )}
      {'website' in contact && contact.website && (
        <Anchor href={contact.website} size="sm" target="_blank" rel="noreferrer">
          {contact.website}
        </Anchor>
      )}
    </Stack>
  );
}

const documentLabels = { PURCHASE_ORDER: 'Purchase order', INVOICE: 'Invoice' } as const;

/** The order's papers (purchase order, invoice) as PDF downloads, or when they will be made. */
export function OrderPaperLinks({ order }: { order: Order }) {
  return (
    <>
      {order.documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          The purchase order is made when the partner confirms, the invoice with the first dispatch.
        </Text>
      ) : (
        <Stack gap="xs">
          {order.documents.map((document) => (
            <Button
              key={document.kind}
              component="a"
              href={document.file.url}
              download={`${document.number}.pdf`}
              variant="light"
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
              justify="flex-start"
            >
              {documentLabels[document.kind]} {document.number} (PDF)
            </Button>
          ))}
        </Stack>
      )}
    </>
  );
}
