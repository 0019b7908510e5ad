import { useEffect } from 'react';

import { useLatest } from '../shared/use-latest';

/** setTimeout's longest delay (about 24.8 days); a page open longer reads again on focus anyway. */
const MAX_DELAY = 2 ** 31 - 1;

type SealedWire = { quotesSealed: boolean; revealAt?: string | null; isMine: boolean };

/**
 * A wire page while its quotes are sealed, for those who do not follow the wire's own events
 * (partners, visitors): at `revealAt` it reads the wire again, its count now shown. The owner's
 * page hears the count and the reveal from the server instead (`useSealedQuotesLive`).
 */
export function useSealedReveal(wire: SealedWire | undefined, refetch: () => Promise<unknown>): void {
  const refetchRef = useLatest(refetch);
  const sealed = wire?.quotesSealed ?? false;
  const revealAt = wire?.revealAt ?? null;
  const isMine = wire?.isMine ?? false;
  useEffect(() => {
    if (!sealed || !revealAt || isMine) return;
    // a second late, so the server's clock has certainly passed it
    const delay = Math.max(new Date(revealAt).getTime() - Date.now() + 1000, 0);
    if (delay > MAX_DELAY) return;
    const reveal = window.setTimeout(() => void refetchRef.current(), delay);
    return () => window.clearTimeout(reveal);
  }, [sealed, revealAt, isMine, refetchRef]);
}
