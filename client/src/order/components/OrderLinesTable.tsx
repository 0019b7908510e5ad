import { Table, Text } from '@mantine/core';

import type { OrderDetailFieldsFragment } from '../../gql/graphql';
import { formatMoney } from '../../shared/format';

/** The order's lines with their delivery balance: ordered, dispatched, received, short, damaged, to come. */
export function OrderLinesTable({ lines }: { lines: OrderDetailFieldsFragment['lines'] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label="Order lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Item</Table.Th>
            <Table.Th scope="col" ta="right">
              Ordered
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Dispatched
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Received
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Short / damaged
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Still to come
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Line total
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id} data-testid={`line-${line.position}`}>
              <Table.Th scope="row" fw={500}>
                {line.name}
                <Text size="xs" c="dimmed">
                  {formatMoney(line.unitPrice.amount, line.unitPrice.currency)} per {line.unit}
                </Text>
              </Table.Th>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{line.dispatched}</Table.Td>
              <Table.Td ta="right">{line.received}</Table.Td>
              <Table.Td ta="right">
                {line.short} / {line.damaged}
              </Table.Td>
              <Table.Td ta="right" fw={600} data-testid="line-balance">
                {line.balance}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(line.lineTotal.amount, line.lineTotal.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
