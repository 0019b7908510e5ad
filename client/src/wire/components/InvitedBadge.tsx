import { Badge } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';

/** A board row's mark: a buyer invited this partner to quote (even outside its business). */
export function InvitedBadge() {
  return (
    <Badge
      variant="filled"
      color="grape"
      leftSection={<IconMailForward size={12} aria-hidden="true" />}
      style={{ flexShrink: 0 }}
      title="The buyer invited you to quote on this request."
    >
      Invited
    </Badge>
  );
}
