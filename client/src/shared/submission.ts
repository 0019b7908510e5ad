import { useCallback, useRef, useState } from 'react';

/** A random key (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One submission of a form that creates something: `run(send)` calls `send` with the
 * submission's idempotency key, unless a submission is already in flight (then it answers
 * undefined at once, even for clicks in the same tick). The key is kept after a failure, so a
 * retry of the same submission repeats it (the server answers the first result if it had
 * committed), and a new one is made after a success. `busy` disables the submit button.
 */
export function useSubmission() {
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T>(send: (idempotencyKey: string) => Promise<T>): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    key.current ??= newSubmissionKey();
    try {
      const result = await send(key.current);
      key.current = null;
      return result;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { run, busy };
}
