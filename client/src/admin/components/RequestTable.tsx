import { Anchor, Badge, Box, Checkbox, Table, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';

import type { AdminWireRowFieldsFragment, AdminWireSort, SortDirection } from '../../gql/graphql';
import { formatBudget, formatDate, kindLabels } from '../../shared/format';
import { WireStatusBadge } from '../../wire/components/WireStatusBadge';
import { SortHeader } from './SortHeader';

type RequestTableProps = {
  rows: AdminWireRowFieldsFragment[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  sort: AdminWireSort;
  direction: SortDirection;
  onSort: (column: AdminWireSort, direction: SortDirection) => void;
  onOpen: (id: string) => void;
  /** Rows changed live since the page loaded, marked for a moment. */
  changed: ReadonlySet<string>;
};

/** One page of the request table: selectable rows, sortable headers, a row opens its details. */
export function RequestTable({
  rows,
  selected,
  onSelect,
  sort,
  direction,
  onSort,
  onOpen,
  changed,
}: RequestTableProps) {
  const ids = rows.map((row) => row.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  const header = { sort, direction, onSort };
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table
        miw={900}
        striped
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing="xs"
        aria-label="Requests"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={40}>
              <Checkbox
                aria-label="Select every request on this page"
                checked={all}
                indeterminate={some && !all}
                onChange={() => onSelect(ids, !all)}
              />
            </Table.Th>
            <Table.Th scope="col">Title</Table.Th>
            <Table.Th scope="col">Kind</Table.Th>
            <SortHeader label="Status" column="STATUS" {...header} />
            <Table.Th scope="col">Owner</Table.Th>
            <SortHeader label="Created" column="CREATED" {...header} />
            <SortHeader label="Needed by" column="NEEDED_BY" {...header} />
            <SortHeader label="Budget" column="BUDGET" {...header} />
            <SortHeader label="Responses" column="RESPONSES" {...header} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              data-testid="request-row"
              bg={selected.has(row.id) ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${row.title}`}
                  checked={selected.has(row.id)}
                  onChange={(event) => onSelect([row.id], event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td miw={160} maw={260}>
                <Anchor component={Link} to={`/wires/details?id=${row.id}`} size="sm" display="block">
                  {row.title}
                </Anchor>
                <UnstyledButton
                  onClick={() => onOpen(row.id)}
                  fz="xs"
                  c="blue"
                  aria-label={`Details of ${row.title}`}
                >
                  Details
                </UnstyledButton>
              </Table.Td>
              <Table.Td>{kindLabels[row.kind]}</Table.Td>
              <Table.Td>
                <WireStatusBadge status={row.status} />
                {changed.has(row.id) && (
                  <Badge size="xs" variant="outline" ml={4}>
                    updated
                  </Badge>
                )}
              </Table.Td>
              {/* a long email wraps rather than pushing the budget off a 1366 px screen */}
              <Table.Td maw={190} style={{ overflowWrap: 'anywhere' }}>
                <Text size="sm">{row.ownerName}</Text>
                <Text size="xs" c="dimmed">
                  {row.buyerContact?.email}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.neededBy) || '—'}</Table.Td>
              {/* a range breaks at its dash only (the amounts keep their no-break spaces) */}
              <Table.Td miw={110}>{formatBudget(row.budget)}</Table.Td>
              <Table.Td ta="right">{row.responseCount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
