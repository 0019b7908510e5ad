import { Notifications } from '@mantine/notifications';

/** The toasts' container, bottom right: toasts never cover the header (its bell and account menu). */
export function Toasts() {
  return <Notifications position="bottom-right" />;
}
