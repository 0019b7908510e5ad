import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';

import { MeDocument } from '../gql/graphql';
import { signOutLocally } from '../member/sign-out';
import { useViewer } from '../member/use-viewer';

const refreshBeforeMs = 5 * 60_000;
const safetyMarginMs = 30_000;
const maxTimerMs = 24 * 60 * 60_000;

/** The session counts as expired 30 s before the server says, to allow for clock skew and latency. */
export function effectiveExpiry(sessionExpiresAt: string): number {
  return Date.parse(sessionExpiresAt) - safetyMarginMs;
}

/** Milliseconds until the session should be refreshed: 5 minutes before it (effectively) expires. */
export function sessionRefreshDelay(sessionExpiresAt: string, now = Date.now()): number {
  return Math.min(Math.max(effectiveExpiry(sessionExpiresAt) - refreshBeforeMs - now, 0), maxTimerMs);
}

/** After the n-th failed refresh in a row: 30 s, 60 s, … up to 960 s. */
export function networkRetryDelay(failures: number): number {
  return Math.min(30_000 * 2 ** Math.max(failures - 1, 0), 960_000);
}

/** Keeps the session alive while the app is open; using the session is what extends it on the server. */
export function useSessionKeeper(): void {
  const client = useApolloClient();
  const { viewer } = useViewer();
  const expiresAt = viewer?.sessionExpiresAt ?? null;
  const failures = useRef(0);

  useEffect(() => {
    if (!expiresAt) return;
    let timer: ReturnType<typeof setTimeout>;
    let cancelled = false;
    const refresh = async () => {
      try {
        await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
        failures.current = 0;
      } catch {
        if (cancelled) return;
        if (Date.now() >= effectiveExpiry(expiresAt)) {
          await signOutLocally(client, 'SESSION_EXPIRED');
          return;
        }
        failures.current += 1;
        timer = setTimeout(() => void refresh(), networkRetryDelay(failures.current));
      }
    };
    timer = setTimeout(() => void refresh(), sessionRefreshDelay(expiresAt));
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [client, expiresAt]);
}
