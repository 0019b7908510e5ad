import { UploadFailure } from './upload-types';

/** How an upload is retried (SPEC §4): for how long in all, and the back-off between tries. */
export type RetryPolicy = {
  /** After this long since the first try, no new try starts: the failure is shown. */
  budgetMs: number;
  /** The first wait; each later one doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
};

/** Uploads: retried for up to 10 minutes, waiting 1 s, 2 s, 4 s … at most a minute. */
export const uploadRetryPolicy: RetryPolicy = {
  budgetMs: 10 * 60_000,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
};

/**
 * Whether a failed try is worth another: the server said it was overloaded or failing (5xx),
 * timed out (408) or rate-limited (429), or no answer came at all (the connection dropped).
 * Anything else (a bad file, a full quota, signed out, cancelled) fails at once.
 */
export function isRetryable(failure: unknown): boolean {
  if (!(failure instanceof UploadFailure) || failure.code === 'CANCELED') return false;
  const { status } = failure;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * The wait before try `attempt + 1` (`attempt` ≥ 1 tries failed): the exponential back-off with
 * jitter (between half and all of it, so many clients do not come back at once), never shorter
 * than what the server's Retry-After asked for.
 */
export function retryDelayMs(
  attempt: number,
  retryAfterMs: number | undefined,
  policy: RetryPolicy = uploadRetryPolicy,
  random: () => number = Math.random,
): number {
  const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  const jittered = Math.round(backoff * (0.5 + random() / 2));
  return Math.max(jittered, retryAfterMs ?? 0);
}

/** Thrown when the retry budget ran out; `last` is the final try's failure. */
export class RetriesExhausted extends Error {
  constructor(readonly last: UploadFailure) {
    super(last.message);
    this.name = 'RetriesExhausted';
  }
}

export type RetryClock = {
  now: () => number;
  /** Waits `ms`, or rejects with a CANCELED failure when `signal` aborts first. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
};

/** The real clock. */
export const systemClock: RetryClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(canceled());
        return;
      }
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(canceled());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

function canceled(): UploadFailure {
  return new UploadFailure('CANCELED', 0, 'The upload was canceled.');
}

export type RetryOptions = {
  policy?: RetryPolicy;
  clock?: RetryClock;
  signal?: AbortSignal;
  /** Called before each wait, with the try that failed, its failure and the wait. */
  onRetry?: (info: { attempt: number; failure: UploadFailure; delayMs: number }) => void;
};

/**
 * Runs `attempt` until it succeeds, fails in a way not worth retrying (thrown as is), or the
 * budget would be over before the next try could start (RetriesExhausted).
 */
export async function withRetry<T>(
  attempt: (number: number) => Promise<T>,
  { policy = uploadRetryPolicy, clock = systemClock, signal, onRetry }: RetryOptions = {},
): Promise<T> {
  const started = clock.now();
  for (let number = 1; ; number++) {
    try {
      return await attempt(number);
    } catch (failure) {
      if (signal?.aborted) throw canceled();
      if (!isRetryable(failure)) throw failure;
      const last = failure as UploadFailure;
      const delayMs = retryDelayMs(number, last.retryAfterMs, policy, clock.random);
      if (clock.now() + delayMs - started > policy.budgetMs) throw new RetriesExhausted(last);
      onRetry?.({ attempt: number, failure: last, delayMs });
      await clock.sleep(delayMs, signal);
    }
  }
}
