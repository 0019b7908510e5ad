import { Badge } from '@mantine/core';

import type { WireStatus } from '../../gql/graphql';

const wireColors: Record<WireStatus, string> = {
  OPEN: 'green',
  FULFILLED: 'blue',
  CLOSED: 'gray',
  EXPIRED: 'yellow',
  REMOVED: 'red',
};

function label(status: string): string {
  return status.charAt(0) + status.slice(1).toLowerCase();
}

export function WireStatusBadge({ status }: { status: WireStatus }) {
  return (
    <Badge variant="light" color={wireColors[status]}>
      {label(status)}
    </Badge>
  );
}
