import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import { usePartnerStatus } from '../use-partner-status';

/**
 * Above every partner page: keeps the partner's status live (see usePartnerStatus) and says so
 * while the account is suspended, with the admin's reason.
 */
export function PartnerStatusBanner() {
  const partner = usePartnerStatus().data?.myPartner;
  if (partner?.status !== 'SUSPENDED') return null;
  return (
    <Alert
      role="alert"
      color="red"
      m="md"
      mb={0}
      title="Your partner account is suspended"
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
    >
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {partner.statusReason ? `Reason: ${partner.statusReason}` : 'No reason was recorded.'}
        </Text>
        <Text size="sm">
          New wires do not reach you and you cannot respond until an admin reinstates you. Contact support to
          be reinstated.
        </Text>
      </Stack>
    </Alert>
  );
}
