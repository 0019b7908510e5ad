import { Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import type { AdminMemberFieldsFragment } from '../../gql/graphql';
import { formatDate } from '../../shared/format';
import { AuditTrail } from './AuditTrail';
import { MemberBadges } from './MemberBadges';
import { memberName } from './member-labels';

type MemberDrawerProps = { member: AdminMemberFieldsFragment | null; onClose: () => void };

/** One account's details, its audit trail and, for an admin, what they did. */
export function MemberDrawer({ member, onClose }: MemberDrawerProps) {
  return (
    <Drawer
      opened={member !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={member ? memberName(member) : ''}
    >
      {member && (
        <Stack gap="lg">
          <Group gap="xs">
            <MemberBadges member={member} show="role" />
            <MemberBadges member={member} show="status" />
          </Group>
          <Text size="sm">Email: {member.email}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Text size="sm">Phone: {member.phone || '—'}</Text>
            <Text size="sm">Created: {formatDate(member.createdAt)}</Text>
            <Text size="sm">
              Last seen: {member.lastSeenAt ? formatDate(member.lastSeenAt) : 'not signed in'}
            </Text>
            {member.partner && <Text size="sm">Business: {member.partner.businessName}</Text>}
            {member.deletedAt && <Text size="sm">Deleted: {formatDate(member.deletedAt)}</Text>}
          </SimpleGrid>
          <section aria-labelledby="member-history">
            <Title order={3} fz="h5" mb="xs" id="member-history">
              History of this account
            </Title>
            <AuditTrail
              filter={{ subjectType: 'MEMBER', subjectId: member.id }}
              empty="Nothing has been done to this account yet."
            />
          </section>
          {member.role === 'ADMIN' && (
            <section aria-labelledby="admin-actions">
              <Title order={3} fz="h5" mb="xs" id="admin-actions">
                Actions by this admin
              </Title>
              <AuditTrail
                filter={{ actorId: member.id }}
                empty="This admin has not done anything yet."
                showSubject
              />
            </section>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
