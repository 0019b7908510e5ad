import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';

import { useLatest } from '../shared/use-latest';

/** setTimeout's longest delay (about 24.8 days); a page open longer reads again on focus anyway. */
const MAX_DELAY = 2 ** 31 - 1;
/** How often the owner's page reads the count of sealed quotes (no live event carries it). */
export const SEALED_COUNT_POLL_MS = 30_000;

type SealedWire = { quotesSealed: boolean; revealAt?: string | null; isMine: boolean };

/**
 * A wire page while its quotes are sealed: at `revealAt` it reads the wire again (the quotes
 * appear, with a toast for the owner); meanwhile the owner's page reads the count every 30 s.
 */
export function useSealedReveal(wire: SealedWire | undefined, refetch: () => Promise<unknown>): void {
  const refetchRef = useLatest(refetch);
  const sealed = wire?.quotesSealed ?? false;
  const revealAt = wire?.revealAt ?? null;
  const isMine = wire?.isMine ?? false;
  useEffect(() => {
    if (!sealed || !revealAt) return;
    // a second late, so the server's clock has certainly passed it
    const delay = Math.max(new Date(revealAt).getTime() - Date.now() + 1000, 0);
    const reveal =
      delay <= MAX_DELAY
        ? window.setTimeout(() => {
            void refetchRef.current().then(() => {
              if (isMine) notifications.show({ color: 'green', message: 'The sealed quotes are revealed.' });
            });
          }, delay)
        : undefined;
    const poll = isMine
      ? window.setInterval(() => void refetchRef.current(), SEALED_COUNT_POLL_MS)
      : undefined;
    return () => {
      window.clearTimeout(reveal);
      window.clearInterval(poll);
    };
  }, [sealed, revealAt, isMine, refetchRef]);
}
