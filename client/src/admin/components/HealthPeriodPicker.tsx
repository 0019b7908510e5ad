import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useState } from 'react';

import { PERIOD_DAYS, type HealthPeriodState } from './health-params';

type HealthPeriodPickerProps = { value: HealthPeriodState; onChange: (next: HealthPeriodState) => void };

const today = () => new Date().toISOString().slice(0, 10);

/** The last 7, 30 or 90 days, or two dates (UTC days, both included). */
export function HealthPeriodPicker({ value, onChange }: HealthPeriodPickerProps) {
  const [mode, setMode] = useState(value.days ? String(value.days) : 'dates');
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to || today());
  const [problem, setProblem] = useState<string>();
  const apply = () => {
    if (!from || !to) return setProblem('Choose both dates.');
    if (to < from) return setProblem('The last day comes before the first.');
    setProblem(undefined);
    onChange({ days: null, from, to });
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label="Period"
        value={mode}
        onChange={(next) => {
          setMode(next);
          if (next !== 'dates') onChange({ days: Number(next), from: '', to: '' });
        }}
        data={[
          ...PERIOD_DAYS.map((days) => ({ value: String(days), label: `${days} days` })),
          { value: 'dates', label: 'Dates' },
        ]}
      />
      {mode === 'dates' && (
        <Group
          component="form"
          align="flex-end"
          gap="xs"
          wrap="wrap"
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <TextInput type="date" label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
          <TextInput
            type="date"
            label="To"
            value={to}
            error={problem}
            onChange={(e) => setTo(e.currentTarget.value)}
          />
          <Button type="submit" variant="light">
            Show
          </Button>
        </Group>
      )}
    </Group>
  );
}
