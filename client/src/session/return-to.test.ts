import { describe, expect, it } from 'vitest';

import { loginUrlFor, safeReturnTo } from './return-to';
import { networkRetryDelay, sessionRefreshDelay } from './session-keeper';

describe('return paths', () => {
  it('accepts only same-origin paths', () => {
    expect(safeReturnTo('/wireboard?kind=PROPERTY')).toBe('/wireboard?kind=PROPERTY');
    expect(safeReturnTo('https://evil.example/')).toBe('/');
    expect(safeReturnTo('//evil.example/x')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo('javascript:alert(1)')).toBe('/');
    expect(safeReturnTo(null, '/partners/dashboard')).toBe('/partners/dashboard');
  });

  it('picks the login of the area', () => {
    expect(loginUrlFor('/userinfo', '?a=1')).toBe('/wires/login?returnTo=%2Fuserinfo%3Fa%3D1');
    expect(loginUrlFor('/partners/products')).toBe('/partners/login?returnTo=%2Fpartners%2Fproducts');
    expect(loginUrlFor('/admin/addMember')).toBe('/admin?returnTo=%2Fadmin%2FaddMember');
  });
});

describe('session keeper timing', () => {
  it('refreshes 5 minutes before the session expires, counting 30 s early', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(sessionRefreshDelay('2026-01-01T01:00:00Z', now)).toBe(60 * 60_000 - 5 * 60_000 - 30_000);
    expect(sessionRefreshDelay('2026-01-01T00:01:00Z', now)).toBe(0);
  });

  it('backs off from 30 s, doubling up to 960 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(networkRetryDelay)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000,
    ]);
  });
});
