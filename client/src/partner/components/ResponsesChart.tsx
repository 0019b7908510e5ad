import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Table, VisuallyHidden } from '@mantine/core';

export type ResponsesWeekPoint = { weekStart: string; sent: number; accepted: number };

type ResponsesChartProps = { weeks: readonly ResponsesWeekPoint[] };

/** "2026-11-16" → "16 Nov" (the week's Monday, as the server counts it: UTC). */
function weekLabel(weekStart: string): string {
  const date = new Date(`${weekStart}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? weekStart
    : date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/**
 * Responses sent and accepted per week, as bars; the same figures as a table for screen readers.
 * The bars are hidden from screen readers, so they take no keyboard focus either (no accessibility
 * layer: recharts would make the chart a tab stop). Loaded on its own (recharts is large), so the
 * dashboard's route chunk stays small.
 */
export function ResponsesChart({ weeks }: ResponsesChartProps) {
  const data = weeks.map((week) => ({
    week: weekLabel(week.weekStart),
    Sent: week.sent,
    Accepted: week.accepted,
  }));
  return (
    <>
      <div aria-hidden="true">
        <BarChart
          h={240}
          data={data}
          dataKey="week"
          series={[
            { name: 'Sent', color: 'blue.6' },
            { name: 'Accepted', color: 'green.6' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          tickLine="y"
          gridAxis="y"
          yAxisProps={{ allowDecimals: false, width: 32 }}
          maxBarWidth={18}
          accessibilityLayer={false}
        />
      </div>
      <VisuallyHidden>
        <Table>
          <caption>Responses per week, the last 12 weeks</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Sent</th>
              <th scope="col">Accepted</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{weekLabel(week.weekStart)}</th>
                <td>{week.sent}</td>
                <td>{week.accepted}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
