import { Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import type { ResponseFieldsFragment } from '../../gql/graphql';
import { ResponseQuoteCard } from './ResponseQuoteCard';

export type ResponseOrder = 'newest' | 'asc' | 'desc';

type ResponseComparisonTableProps = {
  responses: ResponseFieldsFragment[];
  canDecide: boolean;
  busyId?: string | null;
  onAccept: (response: ResponseFieldsFragment) => void;
  onDecline: (response: ResponseFieldsFragment) => void;
  /** Counters a SENT quote (the owner, on an open wire). */
  onCounter?: (response: ResponseFieldsFragment) => void;
  /** Lets a declined partner quote again (the owner, on an open wire). */
  onReopen?: (response: ResponseFieldsFragment) => void;
  /** Show each quote's conversation (the wire's owner). */
  showMessages?: boolean;
};

const orders: { value: ResponseOrder; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'asc', label: 'Lowest total' },
  { value: 'desc', label: 'Highest total' },
];

/**
 * Responses by their quote's total (the itemised total when products are offered). Totals in
 * different currencies are not compared: they group by currency first.
 */
export function sortByTotal(
  responses: ResponseFieldsFragment[],
  order: ResponseOrder,
): ResponseFieldsFragment[] {
  if (order === 'newest') return responses;
  const sign = order === 'asc' ? 1 : -1;
  return [...responses].sort(
    (a, b) =>
      a.quote.currency.localeCompare(b.quote.currency) ||
      sign * (Number(a.quote.amount) - Number(b.quote.amount)),
  );
}

/**
 * The owner's side-by-side view of the responses to one wire: a card per quote (its total, the
 * items or listing offered, the message, accept/decline), in columns on wide screens and stacked
 * on a phone, sortable by total.
 */
export function ResponseComparisonTable({
  responses,
  canDecide,
  busyId,
  onAccept,
  onDecline,
  onCounter,
  onReopen,
  showMessages = false,
}: ResponseComparisonTableProps) {
  const [order, setOrder] = useState<ResponseOrder>('newest');
  const rows = sortByTotal(responses, order);
  return (
    <Stack gap="sm" role="region" aria-label="Responses compared">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {responses.length === 1 ? '1 quote' : `${responses.length} quotes`}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" id="response-order-label">
            Sort by
          </Text>
          <SegmentedControl
            aria-labelledby="response-order-label"
            size="xs"
            data={orders}
            value={order}
            onChange={(value) => setOrder(value as ResponseOrder)}
          />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {rows.map((response) => (
          <ResponseQuoteCard
            key={response.id}
            response={response}
            canDecide={canDecide}
            busy={busyId === response.id}
            onAccept={onAccept}
            onDecline={onDecline}
            onCounter={onCounter}
            onReopen={onReopen}
            showMessages={showMessages}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
