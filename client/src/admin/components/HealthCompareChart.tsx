import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Table, VisuallyHidden } from '@mantine/core';

export type ComparePoint = { name: string; current: number | null; previous: number | null };

type HealthCompareChartProps = {
  caption: string;
  points: readonly ComparePoint[];
  /** How a value reads ("40%"). */
  format: (value: number) => string;
  /** The axis's top, when the values have one (a rate: 1). */
  max?: number;
};

/**
 * One figure per slice (kind or state), this period beside the previous one, as horizontal bars;
 * the same figures as a table for screen readers. "—" (no bar) where the slice had no wires.
 */
export function HealthCompareChart({ caption, points, format, max }: HealthCompareChartProps) {
  const data = points.map((p) => ({
    name: p.name,
    'This period': p.current ?? 0,
    'Previous period': p.previous ?? 0,
  }));
  const show = (value: number | null) => (value === null ? '—' : format(value));
  return (
    <>
      <div aria-hidden="true">
        <BarChart
          h={Math.max(160, 56 * points.length + 60)}
          data={data}
          dataKey="name"
          orientation="vertical"
          series={[
            { name: 'This period', color: 'green.6' },
            { name: 'Previous period', color: 'gray.5' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          gridAxis="x"
          xAxisProps={max === undefined ? {} : { domain: [0, max] }}
          yAxisProps={{ width: 120 }}
          valueFormatter={format}
          maxBarWidth={16}
          accessibilityLayer={false}
        />
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Slice</th>
              <th scope="col">This period</th>
              <th scope="col">Previous period</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.name}>
                <th scope="row">{p.name}</th>
                <td>{show(p.current)}</td>
                <td>{show(p.previous)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
