import { Button, Checkbox, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

import type { WireKind, WireStatus } from '../../gql/graphql';
import { kindLabels } from '../../shared/format';
import { WIRE_KINDS, WIRE_STATUSES, isFiltered, type RequestTableState } from './request-table-params';

type RequestTableFiltersProps = {
  state: RequestTableState;
  onChange: (change: Partial<RequestTableState>) => void;
  onReset: () => void;
};

const statusLabel = (status: string) => status.charAt(0) + status.slice(1).toLowerCase();
const STATUS_OPTIONS = WIRE_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
const KIND_OPTIONS = WIRE_KINDS.map((value) => ({ value, label: kindLabels[value] }));

/** A text box that changes the URL 300 ms after typing stops (and follows the URL when it changes). */
function useDebouncedText(value: string, commit: (value: string) => void): [string, (value: string) => void] {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const debounced = useDebouncedCallback(commit, 300);
  const debouncedTarget = useRef(value);
  if (value !== seen) {
    // the URL changed (reset, back button, or this box's own commit): show it
    setSeen(value);
    setDraft(value);
  }
  // a change from elsewhere drops what this box was about to commit (typing, then Reset)
  useEffect(() => {
    if (value !== debouncedTarget.current) debounced.cancel();
  }, [value, debounced]);
  return [
    draft,
    (next) => {
      setDraft(next);
      debouncedTarget.current = next;
      debounced(next);
    },
  ];
}

/** The request table's filters: status, kind, created date range, text and owner. */
export function RequestTableFilters({ state, onChange, onReset }: RequestTableFiltersProps) {
  const [text, setText] = useDebouncedText(state.text, (value) => onChange({ text: value }));
  const [owner, setOwner] = useDebouncedText(state.owner, (value) => onChange({ owner: value }));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Checkbox.Group
        label="Status"
        description="None checked: any status"
        value={state.statuses}
        onChange={(value) => onChange({ statuses: value as WireStatus[] })}
        w={{ base: '100%', md: 'auto' }}
      >
        <Group gap="xs" mt={6} mb={8} wrap="wrap">
          {STATUS_OPTIONS.map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} size="xs" />
          ))}
        </Group>
      </Checkbox.Group>
      <Select
        label="Kind"
        placeholder="Any kind"
        data={KIND_OPTIONS}
        value={state.kind}
        onChange={(value) => onChange({ kind: (value as WireKind | null) ?? null })}
        clearable
        w={{ base: '100%', sm: 190 }}
      />
      {(['from', 'to'] as const).map((end) => (
        <TextInput
          key={end}
          type="date"
          label={end === 'from' ? 'Created from' : 'Created to'}
          value={state[end]}
          // each end of the range keeps the other side of it
          min={end === 'to' ? state.from || undefined : undefined}
          max={end === 'from' ? state.to || undefined : undefined}
          onChange={(event) => onChange({ [end]: event.currentTarget.value })}
          w={{ base: '47%', sm: 160 }}
        />
      ))}
      <TextInput
        type="search"
        label="Search title and description"
        placeholder="e.g. cement"
        maxLength={200}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        w={{ base: '100%', sm: 220 }}
      />
      <TextInput
        label="Owner (email or id)"
        placeholder="buyer@example.com"
        maxLength={254}
        value={owner}
        onChange={(event) => setOwner(event.currentTarget.value)}
        w={{ base: '100%', sm: 220 }}
      />
      {isFiltered(state) && (
        <Button variant="subtle" onClick={onReset}>
          Reset filters
        </Button>
      )}
    </Group>
  );
}
