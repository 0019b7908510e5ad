import { VisuallyHidden } from '@mantine/core';

type LiveAnnouncerProps = { message: string };

/** A polite live region: screen readers read new items without moving focus. */
export function LiveAnnouncer({ message }: LiveAnnouncerProps) {
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
