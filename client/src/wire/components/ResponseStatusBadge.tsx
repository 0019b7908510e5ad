import { Badge } from '@mantine/core';

import type { ResponseStatus } from '../../gql/graphql';

const responseColors: Record<ResponseStatus, string> = {
  SENT: 'blue',
  ACCEPTED: 'green',
  DECLINED: 'red',
  WITHDRAWN: 'gray',
};

/** A status as people read it: "Sent", "Accepted"… */
export function responseStatusLabel(status: string): string {
  return status.charAt(0) + status.slice(1).toLowerCase();
}

export function ResponseStatusBadge({ status }: { status: ResponseStatus }) {
  return (
    // never squeezed into "DECLIN…" beside a long business name: the name wraps instead
    <Badge variant="light" color={responseColors[status]} style={{ flexShrink: 0 }}>
      {responseStatusLabel(status)}
    </Badge>
  );
}
