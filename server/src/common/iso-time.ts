import { GraphQLScalarType } from 'graphql';
import { GraphQLDateTime, GraphQLDateTimeISO } from 'graphql-scalars';

/*
 * `Date.prototype.toISOString` is a call into V8's C++ runtime, slow next to plain arithmetic, and
 * a board page formats 60 times (each wire's createdAt and neededBy, and its cursor). The same text
 * is made here from the time's own arithmetic (docs/BENCHMARK.md, figure 1).
 */

/** The first and last milliseconds of years 0000 to 9999: `toISOString`'s four-digit years. */
const FIRST_MS = -62_167_219_200_000;
const LAST_MS = 253_402_300_799_999;
const MS_PER_DAY = 86_400_000;

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const three = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);
const four = (n: number) => (n < 10 ? `000${n}` : n < 100 ? `00${n}` : n < 1000 ? `0${n}` : `${n}`);

/**
 * `date.toISOString()`, the same text for every date (`2026-11-27T14:21:45.000Z`): years outside
 * 0000–9999 and invalid dates go to `toISOString` itself (its six-digit years, its RangeError).
 */
export function isoTime(date: Date): string {
  const ms = date.getTime();
  if (!(ms >= FIRST_MS && ms <= LAST_MS)) return date.toISOString();
  let days = Math.floor(ms / MS_PER_DAY);
  const inDay = ms - days * MS_PER_DAY;
  // the civil date of a day count (H. Hinnant's days_from_civil, inverted), in 400-year eras
  days += 719_468;
  const era = Math.floor(days / 146_097);
  const dayOfEra = days - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const seconds = Math.floor(inDay / 1000);
  return `${four(year)}-${two(month)}-${two(day)}T${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}.${three(inDay % 1000)}Z`;
}

/**
 * The API's `DateTimeISO` (graphql-scalars', which type-graphql maps `Date` to), answering with
 * `isoTime`: the same name, description, input rules and text.
 */
export const DateTimeISO = new GraphQLScalarType<Date, string>({
  ...GraphQLDateTimeISO.toConfig(),
  // graphql-scalars' own DateTimeISO is DateTime's serializer (a Date from a Date, a string or a
  // number, or its error) and then `toISOString`
  serialize: (value) => isoTime(GraphQLDateTime.serialize(value)),
});

/** '-': a date's separator, and an offset's minus sign */
const DASH = 45;
const SPACE = 32;
const COLON = 58;
const DOT = 46;
const PLUS = 43;

/**
 * PostgreSQL's text of a `timestamptz` in its ISO style (`2026-11-27 14:53:40.21112+00`; an
 * offset may be `+05:30` or `-03:00:15`) as a Date, what postgres-date (MikroORM's parser) makes
 * of it: digits of a second past the millisecond dropped. Null for any other text (a year before
 * 100 or after 9999, BC, `infinity`, a date alone), which is left to that parser.
 */
export function pgTimestamptz(text: string): Date | null {
  const n = text.length;
  if (
    n < 22 ||
    text.charCodeAt(4) !== DASH ||
    text.charCodeAt(7) !== DASH ||
    text.charCodeAt(10) !== SPACE ||
    text.charCodeAt(13) !== COLON ||
    text.charCodeAt(16) !== COLON
  )
    return null;
  const year = digitsAt(text, 0, 4);
  let at = 19;
  let ms = 0;
  if (text.charCodeAt(at) === DOT) {
    const from = ++at;
    while (at < n && isDigit(text.charCodeAt(at))) at++;
    if (at === from) return null;
    const kept = Math.min(at - from, 3);
    ms = digitsAt(text, from, kept) * (kept === 1 ? 100 : kept === 2 ? 10 : 1);
  }
  const sign = text.charCodeAt(at);
  if ((sign !== PLUS && sign !== DASH) || (n - at) % 3 !== 0 || n - at > 9) return null;
  let offset = digitsAt(text, at + 1, 2) * 3600;
  for (let part = at + 3, unit = 60; part < n; part += 3, unit /= 60) {
    if (text.charCodeAt(part) !== COLON) return null;
    offset += digitsAt(text, part + 1, 2) * unit;
  }
  const utc = Date.UTC(
    year,
    digitsAt(text, 5, 2) - 1,
    digitsAt(text, 8, 2),
    digitsAt(text, 11, 2),
    digitsAt(text, 14, 2),
    digitsAt(text, 17, 2),
    ms,
  );
  // a digit that is not one made NaN; a year before 100 would be 19xx to Date.UTC
  if (Number.isNaN(utc) || Number.isNaN(offset) || year < 100) return null;
  return new Date(utc - (sign === DASH ? -offset : offset) * 1000);
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/** The number the `count` digits at `from` write, NaN if one is not a digit. */
function digitsAt(text: string, from: number, count: number): number {
  let value = 0;
  for (let i = from; i < from + count; i++) {
    const code = text.charCodeAt(i);
    if (!isDigit(code)) return Number.NaN;
    value = value * 10 + (code - 48);
  }
  return value;
}
