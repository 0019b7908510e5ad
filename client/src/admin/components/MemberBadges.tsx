import { Badge, Group } from '@mantine/core';

import type { AdminMemberFieldsFragment } from '../../gql/graphql';
import { PartnerStatusBadge } from './PartnerStatusBadge';
import { roleColors, roleLabels, statusColors, statusLabels } from './member-labels';

type MemberBadgesProps = { member: AdminMemberFieldsFragment; show: 'role' | 'status' };

/** The role badge, or the status badge (with the partner's status for a partner). */
export function MemberBadges({ member, show }: MemberBadgesProps) {
  if (show === 'role') {
    return (
      <Badge variant="light" color={roleColors[member.role]} c="var(--mantine-color-text)">
        {roleLabels[member.role]}
      </Badge>
    );
  }
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" color={statusColors[member.status]} c="var(--mantine-color-text)">
        {statusLabels[member.status]}
      </Badge>
      {member.partner && member.role === 'PARTNER' && <PartnerStatusBadge status={member.partner.status} />}
    </Group>
  );
}
