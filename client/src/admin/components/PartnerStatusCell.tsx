import { Stack, Text } from '@mantine/core';

import type { AdminPartnerFieldsFragment } from '../../gql/graphql';
import { VerifiedBadge } from '../../partner/components/VerifiedBadge';
import { formatDate } from '../../shared/format';
import { PartnerStatusBadge } from './PartnerStatusBadge';

/**
 * The status badge, and for a suspension its reason (or a visible note that none was recorded);
 * the verification standing under it (verified until, or expired on).
 */
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
      <VerifiedBadge partner={partner} />
      {!partner.verified && partner.verifiedUntil && (
        <Text size="xs" c="orange.8">
          Verification expired {formatDate(partner.verifiedUntil)}
        </Text>
      )}
    </Stack>
  );
}
