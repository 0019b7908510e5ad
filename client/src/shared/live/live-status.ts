import { useSyncExternalStore } from 'react';

/** State of the websocket used by live views; 'unavailable' tells them to fall back to polling. */
export type LiveStatus = 'idle' | 'connected' | 'reconnecting' | 'unavailable';

let status: LiveStatus = 'idle';
const listeners = new Set<() => void>();

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

export function getLiveStatus(): LiveStatus {
  return status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, getLiveStatus, getLiveStatus);
}
