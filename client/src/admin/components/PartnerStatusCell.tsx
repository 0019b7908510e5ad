import { Stack, Text } from '@mantine/core';

import type { AdminPartnerFieldsFragment } from '../../gql/graphql';
import { PartnerStatusBadge } from './PartnerStatusBadge';

/** The status badge, and for a suspension its reason (or a visible note that none was recorded). */
export function PartnerStatusCell({ partner }: { partner: AdminPartnerFieldsFragment }) {
  return (
    <Stack gap={4} align="flex-start">
      <PartnerStatusBadge status={partner.status} />
      {partner.status === 'SUSPENDED' &&
        (partner.statusReason ? (
          <Text size="xs">Reason: {partner.statusReason}</Text>
        ) : (
          <Text size="xs" c="dimmed" fs="italic">
            No reason recorded
          </Text>
        ))}
    </Stack>
  );
}
