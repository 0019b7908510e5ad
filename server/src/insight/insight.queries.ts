import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors.js';
import type { Money } from '../common/money.js';
import { countryName } from '../places/place-names.js';
import { WireKind } from '../wire/wire.enums.js';
import type {
  HealthActors,
  HealthDay,
  HealthFigures,
  HealthPeriod,
  HealthPeriodInput,
  HealthSegment,
  MarketHealth,
} from './insight.types.js';

const DAY_MS = 86_400_000;
/** The longest period one request may ask for (with its previous period: two years of wires). */
export const HEALTH_MAX_DAYS = 366;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One resolved period: its first day and the day after its last, as UTC midnights. */
type Span = { start: number; end: number };

/**
 * The whole dashboard in one statement over the rollups the triggers keep, for wires posted in
 * [previous start, end), each row marked `cur` for the period and not for the one before. Its one
 * row holds four JSON arrays, each in grouping sets (`level`):
 * - `figures` (market_day): all, per kind, per state, per kind and state, per day; `level` is
 *   `grouping(kind, state, day)`: 7 all, 3 kind, 5 state, 1 kind and state, 6 day.
 * - `accepted` (market_day): the value of accepted quotes per currency in the same slices (no
 *   days; `grouping(kind, state)`: 3, 1, 2, 0). The seam for orders: once an order is made from
 *   each accepted quote, its total replaces the quote's here (docs/decisions/0054).
 * - `latency` (market_latency): quoted wires per latency bucket in those slices (the median is
 *   the bucket holding it).
 * - `actors` (market_activity): active buyers and partners per period: the rows whose span
 *   (prev_day, day] holds the period's first day, the day itself before the period's end (one per
 *   actor active in it; see the migration), a GiST stabbing scan.
 * Parameters (UTC dates): the period's first day, the previous period's, the day after the last.
 */
const HEALTH_SQL = `
with bounds as (select ?::date as cur_start, ?::date as prev_start, ?::date as stop),
d as (
  select day >= cur_start as cur, day, kind, state, currency, wires, filled, quoted, quotes, accepted,
    accepted_amount
  from market_day, bounds where day >= prev_start and day < stop
),
figures as (
  select cur, kind, state, to_char(day, 'YYYY-MM-DD') as day, grouping(kind, state, day)::int as level,
    sum(wires)::int as wires, sum(filled)::int as filled, sum(quoted)::int as quoted,
    sum(quotes)::int as quotes, sum(accepted)::int as accepted
  from d
  group by grouping sets ((cur), (cur, kind), (cur, state), (cur, kind, state), (cur, day))
  having sum(wires) <> 0
),
accepted as (
  select cur, kind, state, grouping(kind, state)::int as level, currency,
    sum(accepted_amount)::numeric(20, 2)::text as amount
  from d where currency <> ''
  group by grouping sets ((cur, currency), (cur, kind, currency), (cur, state, currency), (cur, kind, state, currency))
  having sum(accepted_amount) <> 0
),
latency as (
  select cur, kind, state, grouping(kind, state)::int as level, bucket, sum(n)::int as n
  from (
    select day >= cur_start as cur, kind, state, bucket, n
    from market_latency, bounds where day >= prev_start and day < stop and bucket >= 0
  ) l
  group by grouping sets ((cur, bucket), (cur, kind, bucket), (cur, state, bucket), (cur, kind, state, bucket))
  having sum(n) <> 0
),
actors as (
  select role, p.cur, count(*)::int as n
  from bounds, lateral (values (true, cur_start, stop), (false, prev_start, cur_start)) p(cur, first, after)
  join market_activity a on daterange(a.prev_day, a.day, '(]') @> p.first and a.day >= p.first and a.day < p.after
  group by role, p.cur
)
select
  (select coalesce(json_agg(f), '[]') from figures f) as figures,
  (select coalesce(json_agg(v order by v.currency), '[]') from accepted v) as accepted,
  (select coalesce(json_agg(l order by l.bucket), '[]') from latency l) as latency,
  (select coalesce(json_agg(a), '[]') from actors a) as actors`;

/**
 * The latency buckets' upper edges in minutes (the migration's `wire_health_bucket`): bucket i
 * holds first quotes within LATENCY_EDGES[i] minutes and after the edge before; the last bucket
 * (a month or more) reads as its lower edge.
 */
export const LATENCY_EDGES = [
  5, 10, 15, 30, 45, 60, 90, 120, 180, 240, 360, 480, 720, 1080, 1440, 2160, 2880, 4320, 7200, 10080, 20160,
  43200,
];

type FigureRow = {
  cur: boolean;
  kind: WireKind | null;
  state: string | null;
  day: string | null;
  level: number;
  wires: number;
  filled: number;
  quoted: number;
  quotes: number;
  accepted: number;
};
type LatencyRow = {
  cur: boolean;
  kind: WireKind | null;
  state: string | null;
  level: number;
  bucket: number;
  n: number;
};
type ValueRow = { cur: boolean; kind: WireKind | null; state: string | null; level: number } & Money;
type ActivityRow = { role: 'BUYER' | 'PARTNER'; cur: boolean; n: number };

const LEVEL = { all: 7, kind: 3, state: 5, kindAndState: 1, day: 6 } as const;
const VALUE_LEVEL = { all: 3, kind: 1, state: 2, kindAndState: 0 } as const;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ratio = (a: number, b: number) => (b ? a / b : 0);

/** The edge of the bucket holding the median of these (bucket-ordered) counts; null when none. */
function medianOf(buckets: readonly LatencyRow[]): number | null {
  const total = buckets.reduce((n, b) => n + b.n, 0);
  let seen = 0;
  for (const b of buckets) {
    seen += b.n;
    if (total > 0 && seen * 2 >= total) return LATENCY_EDGES[Math.min(b.bucket, LATENCY_EDGES.length - 1)]!;
  }
  return null;
}

function figures(row: FigureRow | undefined, value: Money[], median: number | null): HealthFigures {
  const wires = row?.wires ?? 0;
  const quotes = row?.quotes ?? 0;
  const accepted = row?.accepted ?? 0;
  return {
    wires,
    filledWithin24h: row?.filled ?? 0,
    fillRate: ratio(row?.filled ?? 0, wires),
    quotedWires: row?.quoted ?? 0,
    medianMinutesToFirstQuote: median,
    quotes,
    quotesPerWire: ratio(quotes, wires),
    acceptedQuotes: accepted,
    acceptanceRate: ratio(accepted, quotes),
    acceptedValue: value,
  };
}

/** The period asked for, checked: whole UTC days, at most HEALTH_MAX_DAYS. */
export function resolvePeriod(input: HealthPeriodInput, now = Date.now()): Span {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const hasDates = input.from != null || input.to != null;
  if (input.days != null && hasDates) {
    throw new AppError('BAD_USER_INPUT', 'Give either a number of days or dates, not both.', {
      field: 'period.days',
    });
  }
  if (input.days != null) {
    if (!Number.isInteger(input.days) || input.days < 1 || input.days > HEALTH_MAX_DAYS) {
      throw new AppError('BAD_USER_INPUT', `Choose 1 to ${HEALTH_MAX_DAYS} days.`, { field: 'period.days' });
    }
    return { start: today - (input.days - 1) * DAY_MS, end: today + DAY_MS };
  }
  const day = (text: string | null | undefined, field: 'from' | 'to'): number => {
    const ms = text && DATE.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN;
    if (!Number.isFinite(ms) || isoDay(ms) !== text) {
      throw new AppError('BAD_USER_INPUT', 'Enter a date as YYYY-MM-DD.', { field: `period.${field}` });
    }
    return ms;
  };
  const start = day(input.from, 'from');
  const last = day(input.to, 'to');
  if (last < start) {
    throw new AppError('BAD_USER_INPUT', 'The last day comes before the first.', { field: 'period.to' });
  }
  if ((last - start) / DAY_MS + 1 > HEALTH_MAX_DAYS) {
    throw new AppError('BAD_USER_INPUT', `A period spans at most ${HEALTH_MAX_DAYS} days.`, {
      field: 'period.to',
    });
  }
  return { start, end: last + DAY_MS };
}

function periodOf(span: Span): HealthPeriod {
  return {
    from: isoDay(span.start),
    to: isoDay(span.end - DAY_MS),
    days: Math.round((span.end - span.start) / DAY_MS),
  };
}

/**
 * The admin dashboard's figures: one statement over the rollups the triggers keep (`market_day`,
 * `market_latency`, `market_activity`; migration 20261202060000), each a range scan of days.
 */
export class InsightQueries {
  /**
   * Names the marketplace's country (MARKET_COUNTRY; none: no country) for the dashboard's areas:
   * a label ending with it names a place that is its own state. Re-reads the areas of the wires
   * it changes; true when it changed. Called once as the server starts.
   */
  async nameMarketCountry(em: EntityManager, code: string | null): Promise<boolean> {
    const [row] = await em.execute<{ changed: boolean }[]>('select market_country_named(?) as changed', [
      code ? countryName(code) : '',
    ]);
    return row!.changed;
  }

  async marketHealth(em: EntityManager, input: HealthPeriodInput): Promise<MarketHealth> {
    const span = resolvePeriod(input);
    const previous: Span = { start: span.start - (span.end - span.start), end: span.start };
    const bounds = [isoDay(span.start), isoDay(previous.start), isoDay(span.end)];
    const [result] = await em.execute<
      { figures: FigureRow[]; accepted: ValueRow[]; latency: LatencyRow[]; actors: ActivityRow[] }[]
    >(HEALTH_SQL, bounds);
    const { figures: rows, accepted: values, latency: latencies, actors: activity } = result!;
    const key = (cur: boolean, kind: string | null, state: string | null) =>
      `${cur}|${kind ?? ''}|${state ?? ''}`;
    const valueOf = new Map<string, Money[]>();
    for (const v of values) {
      const k = `${v.level}|${key(v.cur, v.kind, v.state)}`;
      valueOf.set(k, [...(valueOf.get(k) ?? []), { amount: v.amount, currency: v.currency }]);
    }
    const latencyOf = new Map<string, LatencyRow[]>();
    for (const l of latencies) {
      const k = `${l.level}|${key(l.cur, l.kind, l.state)}`;
      latencyOf.set(k, [...(latencyOf.get(k) ?? []), l]);
    }
    const sliceLevel: Record<number, number> = {
      [LEVEL.all]: VALUE_LEVEL.all,
      [LEVEL.kind]: VALUE_LEVEL.kind,
      [LEVEL.state]: VALUE_LEVEL.state,
      [LEVEL.kindAndState]: VALUE_LEVEL.kindAndState,
    };
    const figuresOf = (
      row: FigureRow | undefined,
      level: number,
      cur: boolean,
      kind: string | null,
      state: string | null,
    ) => {
      const k = `${sliceLevel[level]}|${key(cur, kind, state)}`;
      return figures(row, valueOf.get(k) ?? [], medianOf(latencyOf.get(k) ?? []));
    };
    const segments = (level: number): HealthSegment[] => {
      const at = rows.filter((r) => r.level === level);
      const found = new Map(at.map((r) => [key(r.cur, r.kind, r.state), r]));
      const slices = new Map<string, { kind: WireKind | null; state: string | null; wires: number }>();
      for (const r of at) {
        const k = key(true, r.kind, r.state);
        const slice = slices.get(k) ?? { kind: r.kind, state: r.state, wires: 0 };
        if (r.cur) slice.wires = r.wires;
        slices.set(k, slice);
      }
      return [...slices.values()]
        .sort((a, b) => b.wires - a.wires || `${a.kind}${a.state}`.localeCompare(`${b.kind}${b.state}`))
        .map(({ kind, state }) => ({
          kind,
          state,
          current: figuresOf(found.get(key(true, kind, state)), level, true, kind, state),
          previous: figuresOf(found.get(key(false, kind, state)), level, false, kind, state),
        }));
    };
    const totals = (cur: boolean): HealthFigures =>
      figuresOf(
        rows.find((r) => r.level === LEVEL.all && r.cur === cur),
        LEVEL.all,
        cur,
        null,
        null,
      );
    const actors = (cur: boolean): HealthActors => ({
      partners: activity.find((a) => a.role === 'PARTNER' && a.cur === cur)?.n ?? 0,
      buyers: activity.find((a) => a.role === 'BUYER' && a.cur === cur)?.n ?? 0,
    });
    const days = (s: Span): HealthDay[] => {
      const byDay = new Map(rows.filter((r) => r.level === LEVEL.day).map((r) => [r.day, r]));
      const out: HealthDay[] = [];
      for (let ms = s.start; ms < s.end; ms += DAY_MS) {
        const r = byDay.get(isoDay(ms));
        out.push({
          date: isoDay(ms),
          wires: r?.wires ?? 0,
          filledWithin24h: r?.filled ?? 0,
          quotes: r?.quotes ?? 0,
        });
      }
      return out;
    };
    // every kind appears, with zeros where none was posted: "no property wires" is news too
    const byKind = segments(LEVEL.kind);
    for (const kind of Object.values(WireKind)) {
      if (!byKind.some((s) => s.kind === kind))
        byKind.push({
          kind,
          state: null,
          current: figures(undefined, [], null),
          previous: figures(undefined, [], null),
        });
    }
    return {
      period: periodOf(span),
      previousPeriod: periodOf(previous),
      current: totals(true),
      previous: totals(false),
      actors: actors(true),
      previousActors: actors(false),
      byKind,
      byState: segments(LEVEL.state),
      byKindAndState: segments(LEVEL.kindAndState),
      daily: days(span),
      previousDaily: days(previous),
    };
  }
}
