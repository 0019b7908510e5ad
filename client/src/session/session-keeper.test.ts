import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  effectiveExpiry,
  firstRetryMs,
  keepSession,
  maxRetryMs,
  networkRetryDelay,
  refreshBeforeMs,
  safetyMarginMs,
  sessionRefreshDelay,
  type RefreshOutcome,
} from './session-keeper';

const minute = 60_000;

describe('session keeper', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes 5 minutes before the session expires, counting it expired 30 s early', () => {
    expect(refreshBeforeMs).toBe(5 * minute);
    expect(safetyMarginMs).toBe(30_000);
    const expiresAt = new Date(Date.now() + 60 * minute).toISOString();
    expect(effectiveExpiry(expiresAt)).toBe(Date.now() + 60 * minute - 30_000);
    expect(sessionRefreshDelay(expiresAt)).toBe(55 * minute - 30_000);
    expect(sessionRefreshDelay(new Date(Date.now() + minute).toISOString())).toBe(0);
  });

  it('backs off 30 s, doubling to 960 s, after network failures', () => {
    expect(firstRetryMs).toBe(30_000);
    expect(maxRetryMs).toBe(960_000);
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(networkRetryDelay)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000, 960_000,
    ]);
  });

  it('schedules the refresh, retries on network failures and signs out once expired', async () => {
    const expiresAt = new Date(Date.now() + 6 * minute + 30_000 + 20 * minute).toISOString();
    const outcomes: RefreshOutcome[] = ['network-error', 'network-error', 'network-error', 'network-error'];
    const refresh = vi.fn(async () => outcomes.shift() ?? 'refreshed');
    const onExpired = vi.fn();
    const stop = keepSession(expiresAt, { refresh, onExpired });

    // effective expiry in 26 min; refresh at 21 min
    await vi.advanceTimersByTimeAsync(21 * minute - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(refresh).toHaveBeenCalledTimes(4);
    // the next wait (240 s) would pass the effective expiry: it is cut short, then the refresh succeeds
    await vi.advanceTimersByTimeAsync(90_000);
    expect(refresh).toHaveBeenCalledTimes(5);
    expect(onExpired).not.toHaveBeenCalled();
    stop();
  });

  it('signs out locally when the session ran out while offline', async () => {
    const expiresAt = new Date(Date.now() + 5 * minute + 30_000 + 1_000).toISOString();
    const refresh = vi.fn(async (): Promise<RefreshOutcome> => 'network-error');
    const onExpired = vi.fn();
    keepSession(expiresAt, { refresh, onExpired });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * minute);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('stops when told, and leaves sign-out to the error link', async () => {
    const refresh = vi.fn(async (): Promise<RefreshOutcome> => 'signed-out');
    const onExpired = vi.fn();
    const stop = keepSession(new Date(Date.now() + 10 * minute).toISOString(), { refresh, onExpired });
    await vi.advanceTimersByTimeAsync(10 * minute);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onExpired).not.toHaveBeenCalled();
    stop();
  });
});
