import { useEffect } from 'react';

import { useLatest } from '../shared/use-latest';

import type { NotificationEventData } from './notification-centre-live';

/** What a view hears of the bell's NotificationEvents subscription (the one the app holds). */
export type NotificationListener = {
  /** Each event, once the bell has merged it. */
  event: (event: NotificationEventData) => void;
  /** The bell read its list again after the server (again) listened: events before may be missed. */
  listening: () => void;
};

const listeners = new Set<NotificationListener>();

/**
 * The bell's stream, handed on: the bell (in every signed-in layout's header) holds the one
 * NotificationEvents subscription and publishes here; other views listen with
 * {@link useNotificationStream} instead of subscribing again.
 */
export const notificationStream: NotificationListener = {
  event: (event) => listeners.forEach((listener) => listener.event(event)),
  listening: () => listeners.forEach((listener) => listener.listening()),
};

/** Hears the bell's stream while mounted and `enabled` (the latest `listener` each time). */
export function useNotificationStream(listener: NotificationListener, enabled = true): void {
  const latest = useLatest(listener);
  useEffect(() => {
    if (!enabled) return undefined;
    const entry: NotificationListener = {
      event: (event) => latest.current.event(event),
      listening: () => latest.current.listening(),
    };
    listeners.add(entry);
    return () => {
      listeners.delete(entry);
    };
  }, [enabled, latest]);
}
