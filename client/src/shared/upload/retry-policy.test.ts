// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  isRetryable,
  RetriesExhausted,
  retryDelayMs,
  uploadRetryPolicy,
  withRetry,
  type RetryClock,
} from './retry-policy';
import { UploadFailure } from './upload-types';

/** A clock that only moves when the code under test sleeps: no real timers, nothing races. */
function fakeClock(random = 1): RetryClock & { slept: number[]; time: number } {
  const clock = {
    time: 0,
    slept: [] as number[],
    now: () => clock.time,
    sleep: async (ms: number, signal?: AbortSignal) => {
      if (signal?.aborted) throw new UploadFailure('CANCELED', 0, 'canceled');
      clock.slept.push(ms);
      clock.time += ms;
    },
    random: () => random,
  };
  return clock;
}

const failure = (status: number, retryAfterMs?: number) =>
  new UploadFailure(
    status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT',
    status,
    `status ${status}`,
    retryAfterMs,
  );

describe('the upload retry policy (SPEC §4)', () => {
  it('retries 5xx, 408, 429 and dropped connections; nothing else', () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504])
      expect(isRetryable(failure(status)), `${status}`).toBe(true);
    for (const status of [400, 401, 403, 404, 413, 499])
      expect(isRetryable(failure(status)), `${status}`).toBe(false);
    expect(isRetryable(new UploadFailure('CANCELED', 0, 'canceled'))).toBe(false);
    expect(isRetryable(new Error('boom'))).toBe(false);
  });

  it('backs off exponentially with jitter, capped at a minute, never below Retry-After', () => {
    expect(
      [1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => retryDelayMs(attempt, undefined, uploadRetryPolicy, () => 1)),
    ).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000]);
    expect(retryDelayMs(3, undefined, uploadRetryPolicy, () => 0)).toBe(2000);
    expect(retryDelayMs(1, 30_000, uploadRetryPolicy, () => 1)).toBe(30_000);
    expect(retryDelayMs(7, 5_000, uploadRetryPolicy, () => 1)).toBe(60_000);
  });

  it('succeeds after transient failures, honouring Retry-After', async () => {
    const clock = fakeClock();
    const answers = [failure(503, 7_000), failure(0), failure(429)];
    const seen: number[] = [];
    const result = await withRetry(
      async (attempt) => {
        seen.push(attempt);
        const next = answers.shift();
        if (next) throw next;
        return 'stored';
      },
      { clock },
    );
    expect(result).toBe('stored');
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(clock.slept).toEqual([7_000, 2_000, 4_000]);
  });

  it('fails at once on a refusal that retrying cannot fix', async () => {
    const clock = fakeClock();
    const refused = new UploadFailure('QUOTA_EXCEEDED', 403, 'full');
    await expect(withRetry(async () => Promise.reject(refused), { clock })).rejects.toBe(refused);
    expect(clock.slept).toEqual([]);
  });

  it('gives up once the next try would start more than 10 minutes after the first', async () => {
    const clock = fakeClock();
    let tries = 0;
    const error = await withRetry(
      async () => {
        tries++;
        throw failure(500);
      },
      { clock },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RetriesExhausted);
    expect((error as RetriesExhausted).last.status).toBe(500);
    // 1+2+4+8+16+32+60×8 = 543 s slept; one more minute would pass 600 s
    expect(clock.slept.reduce((sum, ms) => sum + ms, 0)).toBe(543_000);
    expect(clock.time).toBeLessThanOrEqual(uploadRetryPolicy.budgetMs);
    expect(tries).toBe(clock.slept.length + 1);
  });

  it('stops waiting when cancelled', async () => {
    const clock = fakeClock();
    const controller = new AbortController();
    const error = await withRetry(
      async () => {
        controller.abort();
        throw failure(503);
      },
      { clock, signal: controller.signal },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadFailure);
    expect((error as UploadFailure).code).toBe('CANCELED');
  });
});
