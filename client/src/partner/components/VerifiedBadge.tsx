import { Badge, Tooltip } from '@mantine/core';

import { formatDate } from '../../shared/format';

type VerifiedBadgeProps = {
  partner: { verified: boolean; verifiedAt?: string | null };
};

/** "Verified" (with the date an admin verified the business) while its verification holds; nothing otherwise. */
export function VerifiedBadge({ partner }: VerifiedBadgeProps) {
  if (!partner.verified) return null;
  const since = partner.verifiedAt
    ? `Verified business since ${formatDate(partner.verifiedAt)}`
    : 'Verified business';
  return (
    <Tooltip label={since}>
      <Badge color="green" variant="light" size="sm" aria-label={since} tabIndex={0}>
        Verified{partner.verifiedAt ? ` ${formatDate(partner.verifiedAt)}` : ''}
      </Badge>
    </Tooltip>
  );
}
