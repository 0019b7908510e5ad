import { Badge } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconBan } from '@tabler/icons-react';

import type { PartnerStatus } from '../../gql/graphql';

const looks: Record<PartnerStatus, { label: string; color: string; Icon: typeof IconBan }> = {
  PENDING: { label: 'Pending', color: 'orange', Icon: IconClockHour4 },
  APPROVED: { label: 'Approved', color: 'green', Icon: IconCircleCheck },
  SUSPENDED: { label: 'Suspended', color: 'red', Icon: IconBan },
};

/** A partner's status in full words, with a colour and an icon; never cut short. */
export function PartnerStatusBadge({ status }: { status: PartnerStatus }) {
  const { label, color, Icon } = looks[status];
  return (
    <Badge
      variant="light"
      color={color}
      // the text in the page's own colour: orange on its light tint is too faint to read
      c="var(--mantine-color-text)"
      tt="none"
      size="md"
      leftSection={<Icon size={14} aria-hidden="true" />}
      // Mantine ellipsises a badge's label; a status must stay whole in any column width
      styles={{
        root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' },
        label: { overflow: 'visible' },
      }}
    >
      {label}
    </Badge>
  );
}
