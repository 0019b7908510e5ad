import { Anchor, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';

import type { AdminMemberFieldsFragment } from '../../gql/graphql';
import { formatDate } from '../../shared/format';
import { MemberActionsMenu } from './MemberActionsMenu';
import { MemberBadges } from './MemberBadges';
import { memberName } from './member-labels';
import type { MemberAction } from './use-member-actions';
import { ColumnHeads } from './ColumnHeads';

type MemberTableProps = {
  members: AdminMemberFieldsFragment[];
  viewerId: string | undefined;
  onDetails: (member: AdminMemberFieldsFragment) => void;
  onAction: (member: AdminMemberFieldsFragment, action: MemberAction) => void;
  onResend: (member: AdminMemberFieldsFragment) => void;
};

/** The accounts: a table from the small breakpoint up, cards on a phone. */
export function MemberTable({ members, viewerId, onDetails, onAction, onResend }: MemberTableProps) {
  const menu = (member: AdminMemberFieldsFragment) => (
    <MemberActionsMenu
      member={member}
      isViewer={member.id === viewerId}
      onDetails={() => onDetails(member)}
      onAction={(action) => onAction(member, action)}
      onResend={() => onResend(member)}
    />
  );
  const name = (member: AdminMemberFieldsFragment) => (
    <Anchor component="button" type="button" fw={500} ta="left" onClick={() => onDetails(member)}>
      {memberName(member)}
    </Anchor>
  );
  return (
    <>
      <Table.ScrollContainer minWidth={860} visibleFrom="sm">
        <Table striped highlightOnHover verticalSpacing="sm" aria-label="Accounts">
          <ColumnHeads
            columns={[
              'Name',
              'Email',
              'Role',
              'Status',
              'Created',
              'Last seen',
              { key: 'actions', head: <VisuallyHidden>Actions</VisuallyHidden> },
            ]}
          />
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.id} data-member-id={member.id}>
                <Table.Td>{name(member)}</Table.Td>
                <Table.Td>{member.email}</Table.Td>
                <Table.Td>
                  <MemberBadges member={member} show="role" />
                </Table.Td>
                <Table.Td>
                  <MemberBadges member={member} show="status" />
                </Table.Td>
                <Table.Td>{formatDate(member.createdAt)}</Table.Td>
                <Table.Td>{member.lastSeenAt ? formatDate(member.lastSeenAt) : '—'}</Table.Td>
                <Table.Td>{menu(member)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="sm" aria-label="Accounts" role="list">
        {members.map((member) => (
          <Card key={member.id} withBorder padding="sm" role="listitem" data-member-id={member.id}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4} miw={0}>
                {name(member)}
                <Text size="sm" c="dimmed" truncate="end">
                  {member.email}
                </Text>
                <Group gap={4}>
                  <MemberBadges member={member} show="role" />
                  <MemberBadges member={member} show="status" />
                </Group>
                <Text size="xs" c="dimmed">
                  Joined {formatDate(member.createdAt)}
                </Text>
              </Stack>
              {menu(member)}
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
