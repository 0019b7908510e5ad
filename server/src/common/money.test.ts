import 'reflect-metadata';
import { describe, expect, it } from 'vitest';

import { spokenMoney } from './money.js';

describe('spokenMoney', () => {
  it('groups the whole part and keeps two decimals, exactly', () => {
    expect(spokenMoney('372000.00', 'NGN')).toBe('NGN 372,000.00');
    expect(spokenMoney('999999999999.99', 'USD')).toBe('USD 999,999,999,999.99');
    expect(spokenMoney('950', 'NGN')).toBe('NGN 950.00');
    expect(spokenMoney('1000.5', 'GBP')).toBe('GBP 1,000.50');
    expect(spokenMoney('0.00', 'NGN')).toBe('NGN 0.00');
  });
});
