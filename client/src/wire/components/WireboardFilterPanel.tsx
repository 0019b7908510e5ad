import { Button, Collapse, Paper, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { WireboardFilters, type WireboardFilterValues } from './WireboardFilters';

/** How many filters differ from the empty ones (the radius only counts with a point). */
function activeFilterCount(values: WireboardFilterValues): number {
  let count = 0;
  if (values.kinds.length) count++;
  if (values.text.trim()) count++;
  if (values.lat !== '' && values.lng !== '') count++;
  if (values.budgetMin !== '' || values.budgetMax !== '') count++;
  return count;
}

type WireboardFilterPanelProps = {
  values: WireboardFilterValues;
  onChange: (values: WireboardFilterValues) => void;
  /** Shown under the filters (the "Save this search" action). */
  children?: ReactNode;
};

/**
 * A wireboard's filters in a panel; on a phone they fold away behind a "Filters (n)" button, so
 * the wires come first.
 */
export function WireboardFilterPanel({ values, onChange, children }: WireboardFilterPanelProps) {
  const compact = useMediaQuery('(max-width: 62em)') ?? false;
  const [open, { toggle }] = useDisclosure(false);
  const active = activeFilterCount(values);
  return (
    <>
      {compact && (
        <Button
          variant="default"
          fullWidth
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
          aria-expanded={open}
          aria-controls="wireboard-filters"
          onClick={toggle}
          mb={open ? 'sm' : 0}
        >
          {active ? `Filters (${active})` : 'Filters'}
        </Button>
      )}
      <Collapse expanded={!compact || open}>
        <Paper withBorder p="md" radius="md" id="wireboard-filters">
          <Stack gap="md">
            <WireboardFilters values={values} onChange={onChange} />
            {children}
          </Stack>
        </Paper>
      </Collapse>
    </>
  );
}
