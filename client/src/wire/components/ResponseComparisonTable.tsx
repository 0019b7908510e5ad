import { Button, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useState } from 'react';

import type { ResponseFieldsFragment } from '../../gql/graphql';
import { formatDate, formatMoney } from '../../shared/format';
import { ResponseStatusBadge } from './ResponseStatusBadge';

type SortOrder = 'none' | 'asc' | 'desc';

type ResponseComparisonTableProps = {
  responses: ResponseFieldsFragment[];
  canDecide: boolean;
  busyId?: string | null;
  onAccept: (response: ResponseFieldsFragment) => void;
  onDecline: (response: ResponseFieldsFragment) => void;
};

const nextOrder: Record<SortOrder, SortOrder> = { none: 'asc', asc: 'desc', desc: 'asc' };
const ariaSort = { none: 'none', asc: 'ascending', desc: 'descending' } as const;

export function sortByPrice(responses: ResponseFieldsFragment[], order: SortOrder): ResponseFieldsFragment[] {
  if (order === 'none') return responses;
  const sign = order === 'asc' ? 1 : -1;
  return [...responses].sort((a, b) => sign * (Number(a.quote.amount) - Number(b.quote.amount)));
}

/** The owner's side-by-side view of the responses to one wire. */
export function ResponseComparisonTable({
  responses,
  canDecide,
  busyId,
  onAccept,
  onDecline,
}: ResponseComparisonTableProps) {
  const [order, setOrder] = useState<SortOrder>('none');
  const SortIcon = order === 'asc' ? IconArrowUp : order === 'desc' ? IconArrowDown : IconArrowsSort;
  const rows = sortByPrice(responses, order);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Responses compared">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Partner</Table.Th>
            <Table.Th scope="col" aria-sort={ariaSort[order]}>
              <UnstyledButton onClick={() => setOrder(nextOrder[order])} aria-label="Sort by price">
                <Group gap={4} wrap="nowrap">
                  <Text fw={700} size="sm">
                    Quote
                  </Text>
                  <SortIcon size={14} aria-hidden="true" />
                </Group>
              </UnstyledButton>
            </Table.Th>
            <Table.Th scope="col">Valid until</Table.Th>
            <Table.Th scope="col">Message</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            {canDecide && <Table.Th scope="col">Decision</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((response) => (
            <Table.Tr key={response.id} data-testid="response-row">
              <Table.Td>{response.partner.businessName}</Table.Td>
              <Table.Td>{formatMoney(response.quote.amount, response.quote.currency)}</Table.Td>
              <Table.Td>{formatDate(response.validUntil) || '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap', maxWidth: 320 }}>{response.message}</Table.Td>
              <Table.Td>
                <ResponseStatusBadge status={response.status} />
              </Table.Td>
              {canDecide && (
                <Table.Td>
                  {response.status === 'SENT' ? (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        loading={busyId === response.id}
                        onClick={() => onAccept(response)}
                        aria-label={`Accept the quote of ${response.partner.businessName}`}
                      >
                        Accept
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        disabled={busyId === response.id}
                        onClick={() => onDecline(response)}
                        aria-label={`Decline the quote of ${response.partner.businessName}`}
                      >
                        Decline
                      </Button>
                    </Group>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
