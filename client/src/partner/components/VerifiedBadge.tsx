import { Badge, Tooltip } from '@mantine/core';

import { formatDate } from '../../shared/format';

type VerifiedBadgeProps = {
  partner: { verified: boolean; verifiedAt?: string | null; verifiedUntil?: string | null };
};

/**
 * "Verified until …" (or "since …" when only that date was asked for) while the business's
 * verification holds; nothing otherwise. The tooltip and the accessible name give both dates.
 */
export function VerifiedBadge({ partner }: VerifiedBadgeProps) {
  if (!partner.verified) return null;
  const since = partner.verifiedAt ? ` since ${formatDate(partner.verifiedAt)}` : '';
  const until = partner.verifiedUntil ? ` until ${formatDate(partner.verifiedUntil)}` : '';
  const label = `Verified business${since}${until}`;
  return (
    <Tooltip label={label}>
      <Badge color="green" variant="light" size="sm" aria-label={label} tabIndex={0} maw="100%">
        Verified{until || since}
      </Badge>
    </Tooltip>
  );
}
