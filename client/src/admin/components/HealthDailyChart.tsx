import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Table, VisuallyHidden } from '@mantine/core';

import type { MarketHealthQuery } from '../../gql/graphql';
import { dayLabel } from './health-format';

type Day = MarketHealthQuery['marketHealth']['daily'][number];
type HealthDailyChartProps = { days: readonly Day[]; previousDays: readonly Day[] };

/**
 * Wires posted per day, this period against the one before (day by day: the first day of each,
 * then the second…), as lines; the same figures as a table for screen readers. The lines are
 * hidden from assistive technology and take no focus (no recharts accessibility layer).
 */
export function HealthDailyChart({ days, previousDays }: HealthDailyChartProps) {
  const data = days.map((day, i) => ({
    day: dayLabel(day.date),
    'This period': day.wires,
    'Quoted within 24 h': day.filledWithin24h,
    'Previous period': previousDays[i]?.wires ?? 0,
  }));
  return (
    <>
      <div aria-hidden="true">
        <LineChart
          h={240}
          data={data}
          dataKey="day"
          series={[
            { name: 'This period', color: 'green.6' },
            { name: 'Quoted within 24 h', color: 'blue.6' },
            { name: 'Previous period', color: 'gray.6', strokeDasharray: '5 5' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          withDots={days.length <= 31}
          gridAxis="y"
          yAxisProps={{ allowDecimals: false, width: 36 }}
          curveType="linear"
          accessibilityLayer={false}
        />
      </div>
      <VisuallyHidden>
        <Table>
          <caption>Wires posted per day, this period and the one before</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Wires</th>
              <th scope="col">Quoted within 24 h</th>
              <th scope="col">Same day of the previous period</th>
              <th scope="col">Wires then</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <tr key={day.date}>
                <th scope="row">{dayLabel(day.date)}</th>
                <td>{day.wires}</td>
                <td>{day.filledWithin24h}</td>
                <td>{previousDays[i] ? dayLabel(previousDays[i].date) : ''}</td>
                <td>{previousDays[i]?.wires ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
