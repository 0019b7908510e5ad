import {
  Alert,
  Anchor,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  useComputedColorScheme,
} from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';

import type { HealthSegmentFieldsFragment, MarketHealthQuery } from '../../gql/graphql';
import { LoadFailedAlert } from '../../shared/components/LoadFailedAlert';
import { LivePausedNote } from '../../shared/components/LivePausedNote';
import { PageHeader } from '../../shared/components/PageHeader';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { formatDate } from '../../shared/format';
import { keptResults } from '../../shared/kept-results';
import { useLiveQuery } from '../../shared/live/use-live-query';
import { DashboardStatCard } from '../../partner/components/DashboardStatCard';
import { HealthChartPanel, type ChartCsv } from '../components/HealthChartPanel';
import { HealthPeriodPicker } from '../components/HealthPeriodPicker';
import { HealthSegmentsTable } from '../components/HealthSegmentsTable';
import { HEADLINES, sliceName, totalsOf, type Figures } from '../components/health-format';
import { marketHealthLive } from '../components/health-live';
import { periodInput, useHealthPeriod } from '../components/health-params';

/** recharts is large: the charts come in their own chunks, after the figures. */
const HealthDailyChart = lazy(() =>
  import('../components/HealthDailyChart').then((m) => ({ default: m.HealthDailyChart })),
);
const HealthCompareChart = lazy(() =>
  import('../components/HealthCompareChart').then((m) => ({ default: m.HealthCompareChart })),
);

type Health = MarketHealthQuery['marketHealth'];

/** Events come in bursts (a wire and its quotes): the figures are read again at most this often. */
const REFRESH_MS = 3000;

const FIGURE_COLUMNS = [
  'wires',
  'filled within 24 h',
  'fill rate',
  'median minutes to first quote',
  'quotes',
  'quotes per wire',
  'accepted quotes',
  'acceptance rate',
  'accepted value',
];
const figureCells = (f: Figures) => [
  f.wires,
  f.filledWithin24h,
  f.fillRate,
  f.medianMinutesToFirstQuote,
  f.quotes,
  f.quotesPerWire,
  f.acceptedQuotes,
  f.acceptanceRate,
  f.acceptedValue.map((m) => `${m.amount} ${m.currency}`).join('; '),
];

function segmentsCsv(name: string, h: Health, segments: readonly HealthSegmentFieldsFragment[]): ChartCsv {
  return {
    fileName: `marketplace-${name}-${h.period.from}-${h.period.to}.csv`,
    header: [
      'kind',
      'state',
      ...FIGURE_COLUMNS.map((c) => `${c} (this period)`),
      ...FIGURE_COLUMNS.map((c) => `${c} (previous period)`),
    ],
    rows: segments.map((s) => [s.kind, s.state, ...figureCells(s.current), ...figureCells(s.previous)]),
  };
}

function headlineCsv(h: Health): ChartCsv {
  return {
    fileName: `marketplace-health-${h.period.from}-${h.period.to}.csv`,
    header: [
      'figure',
      `${h.period.from} to ${h.period.to}`,
      `${h.previousPeriod.from} to ${h.previousPeriod.to}`,
    ],
    rows: HEADLINES.map((f) => [f.label, f.raw(totalsOf(h)), f.raw(totalsOf(h, true))]),
  };
}

function dailyCsv(h: Health): ChartCsv {
  return {
    fileName: `marketplace-wires-per-day-${h.period.from}-${h.period.to}.csv`,
    header: [
      'day',
      'wires',
      'quoted within 24 h',
      'quotes',
      'previous day',
      'previous wires',
      'previous quoted within 24 h',
      'previous quotes',
    ],
    rows: h.daily.map((d, i) => {
      const p = h.previousDaily[i];
      return [
        d.date,
        d.wires,
        d.filledWithin24h,
        d.quotes,
        p?.date ?? null,
        p?.wires ?? null,
        p?.filledWithin24h ?? null,
        p?.quotes ?? null,
      ];
    }),
  };
}

/** "12 (↑ 3 on the previous period)", with the colour of good or bad news. */
function comparison(f: (typeof HEADLINES)[number], h: Health, dark: boolean) {
  const before = f.show(totalsOf(h, true));
  const now = f.value(totalsOf(h));
  const then = f.value(totalsOf(h, true));
  let color = 'dimmed';
  let arrow = '';
  if (now !== null && then !== null && now !== then) {
    arrow = now > then ? '↑ ' : '↓ ';
    // shades that keep 4.5:1 on the card in either scheme
    const good = now > then === f.higherIsBetter;
    if (f.higherIsBetter !== null) color = `${good ? 'green' : 'red'}.${dark ? 4 : 9}`;
  }
  return (
    <Text span size="sm" c={color}>
      {arrow}
      Previous period: {before}
    </Text>
  );
}

const fillPoints = (segments: readonly HealthSegmentFieldsFragment[]) =>
  segments.map((s) => ({
    name: sliceName(s.kind, s.state),
    current: s.current.wires ? s.current.fillRate : null,
    previous: s.previous.wires ? s.previous.fillRate : null,
  }));
const percentOf = (value: number) => `${Math.round(value * 100)}%`;

function ChartSkeleton() {
  return <Skeleton height={240} />;
}

export function AdminDashboardPage() {
  const [period, setPeriod] = useHealthPeriod();
  const dark = useComputedColorScheme('light') === 'dark';
  const variables = useMemo(() => ({ period: periodInput(period) }), [period]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { data, previousData, loading, error, paused, refetch } = useLiveQuery(marketHealthLive, {
    variables,
    freshOnChange: true,
    onEvent: () => {
      timer.current ??= setTimeout(() => {
        timer.current = undefined;
        void refetch();
      }, REFRESH_MS);
    },
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const { shown, firstLoad, busy } = keptResults({ data, previousData, loading });
  const h = shown?.marketHealth;
  const empty = h && h.current.wires === 0 && h.previous.wires === 0;
  const span = h
    ? `${formatDate(h.period.from)} – ${formatDate(h.period.to)}, against the ${h.period.days} days before`
    : 'Loading…';

  return (
    <Stack gap="lg" p="md">
      <PageHeader
        title="Marketplace health"
        description="Are buyers’ wires getting quotes? Each figure beside the period before it, live."
        aside={<LivePausedNote paused={paused} />}
      />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <HealthPeriodPicker value={period} onChange={setPeriod} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {span}
        </Text>
      </Group>
      {error && !h && (
        <LoadFailedAlert
          title="The figures could not be loaded"
          error={error}
          onRetry={() => void refetch()}
        />
      )}
      {firstLoad && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} role="status" aria-label="Loading the figures">
          {HEADLINES.map((f) => (
            <Skeleton key={f.key} height={104} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {empty && (
        <Alert color="blue" title="No wires in this period or the one before">
          The figures fill in as buyers post wires and partners quote. Choose a longer period above, or check
          the{' '}
          <Anchor component={PreloadLink} to="/admin/sellersList" inherit c="inherit" underline="always">
            sellers waiting for approval
          </Anchor>
          : approved partners are the ones who quote.
        </Alert>
      )}
      {h && (
        <Stack gap="lg" {...busy}>
          <HealthChartPanel
            id="headline-figures"
            title="Headline figures"
            note="Wires posted in the period, and how they fared."
            csv={() => headlineCsv(h)}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              {HEADLINES.map((f) => (
                <DashboardStatCard
                  key={f.key}
                  label={f.label}
                  value={f.show(totalsOf(h))}
                  note={comparison(f, h, dark)}
                />
              ))}
            </SimpleGrid>
          </HealthChartPanel>
          <HealthChartPanel
            id="wires-per-day"
            title="Wires per day"
            note="This period’s days beside the previous period’s, day by day."
            csv={() => dailyCsv(h)}
          >
            <Suspense fallback={<ChartSkeleton />}>
              <HealthDailyChart days={h.daily} previousDays={h.previousDaily} />
            </Suspense>
          </HealthChartPanel>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <HealthChartPanel
              id="fill-by-kind"
              title="Fill rate by kind"
              note="Share of wires quoted within 24 hours."
              csv={() => segmentsCsv('by-kind', h, h.byKind)}
            >
              <Suspense fallback={<ChartSkeleton />}>
                <HealthCompareChart
                  caption="Fill rate by kind, this period and the previous one"
                  points={fillPoints(h.byKind)}
                  format={percentOf}
                  max={1}
                />
              </Suspense>
            </HealthChartPanel>
            <HealthChartPanel
              id="fill-by-state"
              title="Fill rate by state"
              note="Share of wires quoted within 24 hours, busiest states first."
              csv={() => segmentsCsv('by-state', h, h.byState)}
            >
              {h.byState.length ? (
                <Suspense fallback={<ChartSkeleton />}>
                  <HealthCompareChart
                    caption="Fill rate by state, this period and the previous one"
                    points={fillPoints(h.byState.slice(0, 10))}
                    format={percentOf}
                    max={1}
                  />
                </Suspense>
              ) : (
                <Text size="sm" c="dimmed">
                  No wires in this period or the one before.
                </Text>
              )}
            </HealthChartPanel>
          </SimpleGrid>
          <HealthChartPanel
            id="by-kind-and-state"
            title="By kind and state"
            note="Every slice with wires; one with wires but no quotes is marked."
            csv={() => segmentsCsv('by-kind-and-state', h, h.byKindAndState)}
          >
            {h.byKindAndState.length ? (
              <HealthSegmentsTable
                caption="Figures by kind and state, this period (the previous period in brackets)"
                segments={h.byKindAndState}
              />
            ) : (
              <Text size="sm" c="dimmed">
                No wires in this period or the one before.
              </Text>
            )}
          </HealthChartPanel>
        </Stack>
      )}
    </Stack>
  );
}
