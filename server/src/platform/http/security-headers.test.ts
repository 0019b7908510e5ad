import { describe, expect, it } from 'vitest';
import { apiSecurityHeaders, isApiPath } from './security-headers.js';

describe('isApiPath', () => {
  it('is /graphql and what express routes under it, nothing else', () => {
    for (const url of ['/graphql', '/graphql?query=%7B__typename%7D', '/graphql/', '/graphql/x'])
      expect(isApiPath(url), url).toBe(true);
    for (const url of [
      '/',
      '/graphqlx',
      '/graphql.html',
      '/explorer',
      '/wireboard?graphql',
      '/schema.graphql',
    ])
      expect(isApiPath(url), url).toBe(false);
  });
});

describe('apiSecurityHeaders', () => {
  it('forbids loading and framing, and adds HSTS in production only', () => {
    const dev = new Map(apiSecurityHeaders({ isProduction: false }));
    expect(dev.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(dev.get('x-frame-options')).toBe('DENY');
    expect(dev.has('strict-transport-security')).toBe(false);
    const production = new Map(apiSecurityHeaders({ isProduction: true }));
    expect(production.get('strict-transport-security')).toMatch(/^max-age=31536000/);
  });
});
