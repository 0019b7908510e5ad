import { Badge, Stack, Table, Text } from '@mantine/core';

import type { Role } from '../../gql/graphql';
import { roleLabels } from '../add-member-lines';

/** One row: a line to add (preview) or what became of it (result). */
export type AddMemberRow = {
  key: string;
  line: number;
  email: string;
  displayName: string;
  role: Role;
  /** undefined: not sent yet (preview). */
  added?: boolean;
  /** Why it cannot be (or was not) added. */
  problem?: string | null;
};

type AddMemberResultsProps = { rows: AddMemberRow[]; caption: string };

function Outcome({ row }: { row: AddMemberRow }) {
  if (row.added) {
    return (
      <Stack gap={2} align="flex-start">
        <Badge color="green" variant="light">
          Added
        </Badge>
        <Text size="xs">Sign-in link sent.</Text>
      </Stack>
    );
  }
  if (row.problem) {
    return (
      <Stack gap={2} align="flex-start">
        <Badge color="red" variant="light">
          {row.added === false ? 'Not added' : 'Needs a fix'}
        </Badge>
        <Text size="xs">{row.problem}</Text>
      </Stack>
    );
  }
  return (
    <Badge color="blue" variant="light">
      Ready
    </Badge>
  );
}

/** The lines of an addition, before (preview) or after (result), one row each. */
export function AddMemberResults({ rows, caption }: AddMemberResultsProps) {
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="xs" striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={40}>
              Line
            </Table.Th>
            <Table.Th scope="col">Person and role</Table.Th>
            <Table.Th scope="col">Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>
                <Text size="sm" fw={500}>
                  {row.displayName || '—'}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.email || '—'}
                </Text>
                <Text size="xs">{roleLabels[row.role]}</Text>
              </Table.Td>
              <Table.Td w="45%">
                <Outcome row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
