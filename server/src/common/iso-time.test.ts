import { GraphQLDateTimeISO } from 'graphql-scalars';
import { PostgreSqlPlatform } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { DateTimeISO, isoTime, pgTimestamptz } from './iso-time.js';

const year = (y: number) => {
  const d = new Date(0);
  d.setUTCFullYear(y, 0, 1);
  return d.getTime();
};

/** The same numbers in [0, 1) on every run (a linear congruential generator). */
const seededRandom = (seed: number) => () =>
  (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;

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
    const random = seededRandom(20261127);
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

describe('pgTimestamptz', () => {
  // MikroORM's reading of PostgreSQL's dates (postgres-date), which pgTimestamptz stands in for
  const platform = new PostgreSqlPlatform();
  const parsePgDate = (text: string) => platform.parseDate(text);
  // what PostgreSQL writes for a timestamptz (DateStyle ISO) at an offset of `offsetSeconds`
  const pgText = (ms: number, micros: string, offsetSeconds: number) => {
    const local = new Date(ms + offsetSeconds * 1000).toISOString();
    const sign = offsetSeconds < 0 ? '-' : '+';
    const abs = Math.abs(offsetSeconds);
    const [h, m, s] = [Math.floor(abs / 3600), Math.floor(abs / 60) % 60, abs % 60].map((v) =>
      String(v).padStart(2, '0'),
    );
    const offset = s !== '00' ? `${h}:${m}:${s}` : m !== '00' ? `${h}:${m}` : h;
    return `${local.slice(0, 10)} ${local.slice(11, 19)}${micros}${sign}${offset}`;
  };

  it('reads what PostgreSQL writes as MikroORM does', () => {
    const wrong: string[] = [];
    const random = seededRandom(42);
    const fractions = ['', '.5', '.25', '.125', '.1234', '.12345', '.123456', '.000001', '.999999'];
    const offsets = [0, 3600, -3 * 3600, 5 * 3600 + 1800, -(9 * 3600 + 30 * 60), 3600 + 15, -(2 * 3600 + 45)];
    for (let i = 0; i < 20_000; i++) {
      const ms = Math.floor((year(1900) + random() * (year(2200) - year(1900))) / 1000) * 1000;
      const text = pgText(ms, fractions[i % fractions.length]!, offsets[i % offsets.length]!);
      const ours = pgTimestamptz(text);
      const theirs = parsePgDate(text) as Date;
      if (ours?.getTime() !== theirs.getTime())
        wrong.push(`${text}: ${ours?.toISOString()} ${theirs.toISOString()}`);
    }
    expect(wrong).toEqual([]);
    expect(pgTimestamptz('2026-11-27 14:53:40.21112+00')?.toISOString()).toBe('2026-11-27T14:53:40.211Z');
    expect(pgTimestamptz('2026-01-01 10:00:00+05:30')?.toISOString()).toBe('2026-01-01T04:30:00.000Z');
  });

  it('leaves any other text to MikroORM', () => {
    for (const text of [
      'infinity',
      '-infinity',
      '2026-11-27',
      '2026-11-27 14:53:40',
      '2026-11-27 14:53:40.5',
      '0099-01-01 00:00:00+00',
      '0099-01-01 00:00:00+00 BC',
      '2026-11-27 14:53:40+00 BC',
      '12026-11-27 14:53:40+00',
      '2026-11-27T14:53:40+00',
      '2026-11-27 14:53:40.+00',
      '2026-11-27 14:53:40+0',
      '2026-11-27 14:53:40+00:3',
      '2026-11-27 14:53:40+00:30:00:00',
      '2026-1a-27 14:53:40+00',
      '2026-11-27 14:53:40Z',
    ])
      expect(pgTimestamptz(text), text).toBeNull();
  });
});
