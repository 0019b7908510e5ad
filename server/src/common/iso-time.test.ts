import { GraphQLDateTimeISO } from 'graphql-scalars';
import { describe, expect, it } from 'vitest';
import { DateTimeISO, isoTime } from './iso-time.js';

const year = (y: number) => {
  const d = new Date(0);
  d.setUTCFullYear(y, 0, 1);
  return d.getTime();
};

describe('isoTime', () => {
  it('is toISOString for every kind of instant', () => {
    const instants = [
      0,
      -1,
      1,
      999,
      -999,
      Date.UTC(2026, 10, 27, 14, 21, 45, 7),
      Date.UTC(2024, 1, 29, 23, 59, 59, 999), // a leap day
      Date.UTC(2000, 1, 29), // a 400-year leap day
      Date.UTC(2100, 2, 1) - 1, // 2100 is no leap year
      Date.UTC(1969, 11, 31, 23, 59, 59, 999),
      Date.UTC(1600, 0, 1),
      year(0), // 0000-01-01T00:00:00.000Z, the first four-digit year
      year(0) - 1, // -000001-12-31T23:59:59.999Z
      year(10_000) - 1, // 9999-12-31T23:59:59.999Z
      year(10_000), // +010000-01-01T00:00:00.000Z
      year(5),
      year(99),
      year(999),
      8.64e15, // the last valid Date
      -8.64e15,
    ];
    for (const ms of instants) expect(isoTime(new Date(ms)), String(ms)).toBe(new Date(ms).toISOString());
  });

  it('is toISOString across the whole four-digit range and around the present, each day and time', () => {
    const wrong: string[] = [];
    const check = (ms: number) => {
      if (isoTime(new Date(ms)) !== new Date(ms).toISOString()) wrong.push(new Date(ms).toISOString());
    };
    // every day from 1960 to 2060, each at another time of day; then random instants in 0000-9999
    for (let ms = Date.UTC(1960, 0, 1); ms < Date.UTC(2060, 0, 1); ms += 86_400_000 + 3_601_001) check(ms);
    let seed = 20261127;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let i = 0; i < 50_000; i++) check(Math.floor(year(0) + random() * (year(10_000) - year(0))));
    expect(wrong).toEqual([]);
  });

  it('throws toISOString’s RangeError for an invalid date', () => {
    expect(() => isoTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('DateTimeISO', () => {
  it('is graphql-scalars’ DateTimeISO, answering with isoTime', () => {
    const theirs = GraphQLDateTimeISO.toConfig();
    const ours = DateTimeISO.toConfig();
    expect({ ...ours, serialize: null }).toEqual({ ...theirs, serialize: null });
    for (const value of [
      new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)),
      '2026-01-02T04:04:05.006+01:00',
      1_767_323_045_006,
    ]) {
      expect(DateTimeISO.serialize(value)).toBe(GraphQLDateTimeISO.serialize(value));
    }
    for (const bad of [new Date(Number.NaN), 'yesterday', true]) {
      expect(() => DateTimeISO.serialize(bad)).toThrow(/DateTime cannot/);
      expect(() => GraphQLDateTimeISO.serialize(bad)).toThrow(/DateTime cannot/);
    }
  });
});
