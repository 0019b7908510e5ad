import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';

import type { AdminWireSort, SortDirection } from '../../gql/graphql';

type SortHeaderProps<Sort extends string> = {
  label: string;
  column: Sort;
  sort: Sort;
  direction: SortDirection;
  onSort: (column: Sort, direction: SortDirection) => void;
};

/** A column header that sorts the table (aria-sort tells screen readers which way). */
export function SortHeader<Sort extends string = AdminWireSort>({
  label,
  column,
  sort,
  direction,
  onSort,
}: SortHeaderProps<Sort>) {
  const active = sort === column;
  const Icon = !active ? IconSelector : direction === 'ASC' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th scope="col" aria-sort={active ? (direction === 'ASC' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(column, active && direction === 'DESC' ? 'ASC' : 'DESC')}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 4,
          fontWeight: 700,
          whiteSpace: 'nowrap',
        }}
      >
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
