import { describe, expect, it } from 'vitest';
import { SharedStrings } from './ws-fanout.js';

describe('SharedStrings', () => {
  it('keeps one copy of equal strings, and at most `max` strings whatever it is given', () => {
    const strings = new SharedStrings(3);
    for (let i = 0; i < 100; i++)
      expect(strings.of(['1', 'WireboardEvents', '{}'].join('\n'))).toBe('1\nWireboardEvents\n{}');
    expect(strings.size).toBe(1);
    for (let i = 0; i < 100; i++) {
      expect(strings.of(JSON.stringify(String(i)))).toBe(`"${i}"`);
      expect(strings.size).toBeLessThanOrEqual(3);
    }
  });
});
