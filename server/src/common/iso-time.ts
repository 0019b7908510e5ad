import { GraphQLScalarType } from 'graphql';
import { GraphQLDateTime, GraphQLDateTimeISO } from 'graphql-scalars';

/*
 * `Date.prototype.toISOString` is a call into V8's C++ runtime: about 2 µs each on Node 20 here,
 * and a board page formats 60 times (each wire's createdAt and neededBy, and its cursor). The same
 * text from the time's own arithmetic takes a fifth of that (docs/BENCHMARK.md, figure 1).
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
