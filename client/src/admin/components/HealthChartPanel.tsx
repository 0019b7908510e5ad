import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { downloadCsv, toCsv } from '../../shared/csv';

export type ChartCsv = { fileName: string; header: string[]; rows: (string | number | null)[][] };

type HealthChartPanelProps = {
  id: string;
  title: string;
  /** One line under the title: what the chart compares. */
  note?: ReactNode;
  /** The chart's figures as CSV (null while loading: no button). */
  csv: (() => ChartCsv) | null;
  children: ReactNode;
};

/** One chart of the dashboard: its heading, a CSV of its figures, and the chart with its table. */
export function HealthChartPanel({ id, title, note, csv, children }: HealthChartPanelProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      {/* the CSV button stays at the heading's end, however long the note */}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="sm">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz="h4" id={id}>
            {title}
          </Title>
          {note && (
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          )}
        </div>
        {csv && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={`Download ${title} as CSV`}
            onClick={() => {
              const { fileName, header, rows } = csv();
              downloadCsv(fileName, toCsv(header, rows));
            }}
          >
            CSV
          </Button>
        )}
      </Group>
      {children}
    </Paper>
  );
}
