import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** One column's head: its name, or its content and least width. */
export type Column = string | { head: ReactNode; key: string; miw?: number };

/** The head row of an admin table: one column header a column, in order. */
export function ColumnHeads({ columns }: { columns: readonly Column[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <Table.Th key={column} scope="col">
              {column}
            </Table.Th>
          ) : (
            <Table.Th key={column.key} scope="col" miw={column.miw}>
              {column.head}
            </Table.Th>
          ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
