import { useState } from 'react';

import { useLiveStatus } from './live-status';

/** How often a live view polls its query while the websocket cannot deliver events (SPEC §4). */
export const fallbackPollMs = 15_000;

/** True while live events cannot arrive: the websocket failed or is reconnecting. */
export function useLivePaused(): boolean {
  const status = useLiveStatus();
  return status === 'unavailable' || status === 'reconnecting';
}

/** A polite announcement for screen readers; each call replaces the previous text. */
export function useAnnouncement(): [string, (message: string) => void] {
  const [message, setMessage] = useState('');
  return [message, setMessage];
}
