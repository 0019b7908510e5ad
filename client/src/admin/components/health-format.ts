import type { HealthFiguresFieldsFragment, MarketHealthQuery } from '../../gql/graphql';
import { formatTotal, kindLabels } from '../../shared/format';

export type Figures = HealthFiguresFieldsFragment;
type Health = MarketHealthQuery['marketHealth'];
/** The whole marketplace in a period: its figures and who was active. */
export type Totals = Figures & { actors: Health['actors'] };

/** The period's totals (or, with `previous`, the period before's). */
export const totalsOf = (h: Health, previous = false): Totals =>
  previous ? { ...h.previous, actors: h.previousActors } : { ...h.current, actors: h.actors };

export const percent = (value: number) => `${Math.round(value * 100)}%`;
export const count = (value: number) => value.toLocaleString();
export const perWire = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 2 });

/** 42 → "42 min", 150 → "2.5 h", 3000 → "2.1 days"; "—" when no wire was quoted. */
export function duration(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${Math.round(minutes)} min`;
  const hours = minutes / 60;
  if (hours < 48) return `${hours.toLocaleString(undefined, { maximumFractionDigits: 1 })} h`;
  return `${(hours / 24).toLocaleString(undefined, { maximumFractionDigits: 1 })} days`;
}

export function money(figures: Figures): string {
  return figures.acceptedValue.length
    ? figures.acceptedValue.map((m) => formatTotal(m.amount, m.currency)).join(' · ')
    : '—';
}

/** A slice's name: "Building materials in Abuja", "Abuja", "Property". */
export function sliceName(kind: keyof typeof kindLabels | null, state: string | null): string {
  if (kind && state) return `${kindLabels[kind]} in ${state}`;
  return kind ? kindLabels[kind] : (state ?? '');
}

/** "1 Dec" for a YYYY-MM-DD day (UTC, as the server counts days). */
export function dayLabel(date: string): string {
  const value = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(value.getTime())
    ? date
    : value.toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** Each headline figure: its name, how it reads, and its raw value for CSV. */
export const HEADLINES: {
  key: string;
  label: string;
  show: (t: Totals) => string;
  raw: (t: Totals) => string | number | null;
  /** Whether more is better (for the arrow's colour); null when neither. */
  higherIsBetter: boolean | null;
  value: (t: Totals) => number | null;
}[] = [
  {
    key: 'wires',
    label: 'Wires posted',
    show: (t) => count(t.wires),
    raw: (t) => t.wires,
    value: (t) => t.wires,
    higherIsBetter: true,
  },
  {
    key: 'fillRate',
    label: 'Fill rate (quote within 24 h)',
    show: (t) => (t.wires ? percent(t.fillRate) : '—'),
    raw: (t) => t.fillRate,
    value: (t) => (t.wires ? t.fillRate : null),
    higherIsBetter: true,
  },
  {
    key: 'median',
    label: 'Median time to first quote',
    show: (t) => duration(t.medianMinutesToFirstQuote),
    raw: (t) => t.medianMinutesToFirstQuote,
    value: (t) => t.medianMinutesToFirstQuote,
    higherIsBetter: false,
  },
  {
    key: 'quotesPerWire',
    label: 'Quotes per wire',
    show: (t) => (t.wires ? perWire(t.quotesPerWire) : '—'),
    raw: (t) => t.quotesPerWire,
    value: (t) => (t.wires ? t.quotesPerWire : null),
    higherIsBetter: true,
  },
  {
    key: 'acceptance',
    label: 'Acceptance rate',
    show: (t) => (t.quotes ? percent(t.acceptanceRate) : '—'),
    raw: (t) => t.acceptanceRate,
    value: (t) => (t.quotes ? t.acceptanceRate : null),
    higherIsBetter: true,
  },
  {
    key: 'value',
    label: 'Accepted value',
    show: money,
    raw: (t) => t.acceptedValue.map((m) => `${m.amount} ${m.currency}`).join('; '),
    value: () => null,
    higherIsBetter: null,
  },
  {
    key: 'partners',
    label: 'Active partners',
    show: (t) => count(t.actors.partners),
    raw: (t) => t.actors.partners,
    value: (t) => t.actors.partners,
    higherIsBetter: true,
  },
  {
    key: 'buyers',
    label: 'Active buyers',
    show: (t) => count(t.actors.buyers),
    raw: (t) => t.actors.buyers,
    value: (t) => t.actors.buyers,
    higherIsBetter: true,
  },
];
