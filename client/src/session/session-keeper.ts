import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';

import { useRefreshSessionMutation } from '../gql/hooks';
import { errorCodesOf } from '../shared/error-messages';
import { signOutLocally } from './sign-out';
import { useViewer } from './use-viewer';

/** Refresh this long before the session (effectively) expires (SPEC §4). */
export const refreshBeforeMs = 5 * 60_000;
/** The session counts as expired this much early, for clock skew and latency. */
export const safetyMarginMs = 30_000;
/** After a network failure: 30 s, doubling up to 960 s. */
export const firstRetryMs = 30_000;
export const maxRetryMs = 960_000;
/** Browsers fire longer timers at once (32-bit delay); a day is re-checked at the next schedule. */
const maxTimerMs = 24 * 60 * 60_000;

export function effectiveExpiry(sessionExpiresAt: string): number {
  return Date.parse(sessionExpiresAt) - safetyMarginMs;
}

/** Milliseconds until the session should be refreshed: 5 minutes before it (effectively) expires. */
export function sessionRefreshDelay(sessionExpiresAt: string, now = Date.now()): number {
  return Math.min(Math.max(effectiveExpiry(sessionExpiresAt) - refreshBeforeMs - now, 0), maxTimerMs);
}

/** After the n-th failed refresh in a row: 30 s, 60 s, … up to 960 s. */
export function networkRetryDelay(failures: number): number {
  return Math.min(firstRetryMs * 2 ** Math.max(failures - 1, 0), maxRetryMs);
}

export type RefreshOutcome = 'refreshed' | 'signed-out' | 'network-error';

export type SessionKeeperSetup = {
  /** Refreshes the session; a new expiry comes back through `start` again. */
  refresh: () => Promise<RefreshOutcome>;
  /** The session is past its (effective) expiry and could not be refreshed. */
  onExpired: () => void;
};

/**
 * Schedules the refresh of one session expiry: 5 minutes before it, then after a network failure
 * 30 s, 60 s, … 960 s, until the session is refreshed or (effectively) expired. Returns a stop function.
 */
export function keepSession(sessionExpiresAt: string, setup: SessionKeeperSetup): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let failures = 0;
  const expiresAt = effectiveExpiry(sessionExpiresAt);

  const attempt = async () => {
    if (stopped) return;
    const outcome = await setup.refresh().catch((): RefreshOutcome => 'network-error');
    if (stopped || outcome !== 'network-error') return;
    if (Date.now() >= expiresAt) {
      setup.onExpired();
      return;
    }
    failures += 1;
    timer = setTimeout(() => void attempt(), Math.min(networkRetryDelay(failures), expiresAt - Date.now()));
  };

  timer = setTimeout(() => void attempt(), sessionRefreshDelay(sessionExpiresAt));
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Keeps the session alive while the app is open, and signs out locally once it has run out. */
export function useSessionKeeper(): void {
  const client = useApolloClient();
  const [refreshSession] = useRefreshSessionMutation();
  const { viewer } = useViewer();
  const expiresAt = viewer?.sessionExpiresAt ?? null;

  useEffect(() => {
    if (!expiresAt) return;
    return keepSession(String(expiresAt), {
      refresh: async () => {
        try {
          // the answer updates the cached Member (and so `expiresAt`), which schedules the next round
          await refreshSession();
          return 'refreshed';
        } catch (error) {
          const codes = errorCodesOf(error);
          // USER_DISABLED and SESSION_EXPIRED sign out through the Apollo error link
          if (codes.includes('USER_DISABLED') || codes.includes('SESSION_EXPIRED')) return 'signed-out';
          // anything else (offline, time-out, 5xx) is tried again with back-off
          return 'network-error';
        }
      },
      onExpired: () => void signOutLocally(client, 'SESSION_EXPIRED'),
    });
  }, [client, expiresAt, refreshSession]);
}
