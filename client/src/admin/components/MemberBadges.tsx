import { Badge, Group } from '@mantine/core';

import type { AdminMemberFieldsFragment } from '../../gql/graphql';
import { partnerStatusLabels, roleColors, roleLabels, statusColors, statusLabels } from './member-labels';

type MemberBadgesProps = { member: AdminMemberFieldsFragment; show: 'role' | 'status' };

/** The role badge, or the status badge (with the partner's status for a partner). */
export function MemberBadges({ member, show }: MemberBadgesProps) {
  if (show === 'role') {
    return (
      <Badge variant="light" color={roleColors[member.role]}>
        {roleLabels[member.role]}
      </Badge>
    );
  }
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" color={statusColors[member.status]}>
        {statusLabels[member.status]}
      </Badge>
      {member.partner && member.role === 'PARTNER' && (
        <Badge variant="outline" color={member.partner.status === 'APPROVED' ? 'green' : 'orange'}>
          {partnerStatusLabels[member.partner.status]}
        </Badge>
      )}
    </Group>
  );
}
