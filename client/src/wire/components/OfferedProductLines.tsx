import { Group, Table, Text } from '@mantine/core';

import type { OfferedProductFieldsFragment } from '../../gql/graphql';
import { ProductImage } from '../../product/components/ProductImage';
import { formatMoney, formatQuantity } from '../../shared/format';

type OfferedProductLinesProps = {
  lines: OfferedProductFieldsFragment[];
  total: { amount: string; currency: string };
  /** Names the table for assistive technology ("Items quoted by Ikeja Blocks"). */
  label: string;
};

/** An itemised quote: each product with its quantity, unit price and line total, then the quote's total. */
export function OfferedProductLines({ lines, total, label }: OfferedProductLinesProps) {
  return (
    <Table verticalSpacing={6} horizontalSpacing={6} aria-label={label} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Item</Table.Th>
          <Table.Th scope="col" ta="right">
            Line total
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <ProductImage image={line.product?.mainImage} name={line.name} height={40} width={40} />
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {line.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatQuantity(line.quantity, line.unit)} at{' '}
                    {formatMoney(line.unitPrice.amount, line.unitPrice.currency)}
                  </Text>
                </div>
              </Group>
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
              {formatMoney(line.lineTotal.amount, line.lineTotal.currency)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row">Total</Table.Th>
          <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(total.amount, total.currency)}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
