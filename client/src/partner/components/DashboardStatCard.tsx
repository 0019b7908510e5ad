import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type DashboardStatCardProps = { label: string; value: ReactNode; note?: ReactNode };

/** One figure of the partner dashboard: what it is, the number, and a line of context. */
export function DashboardStatCard({ label, value, note }: DashboardStatCardProps) {
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="h2">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}
