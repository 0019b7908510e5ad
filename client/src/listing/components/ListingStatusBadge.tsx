import { Badge } from '@mantine/core';

import type { ListingStatus } from '../../gql/graphql';
import { listingStatusColors, listingStatusLabels } from '../listing-labels';

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return (
    <Badge color={listingStatusColors[status]} variant="light" style={{ flexShrink: 0 }}>
      {listingStatusLabels[status]}
    </Badge>
  );
}
