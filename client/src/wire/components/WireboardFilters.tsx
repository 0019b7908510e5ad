import { Button, Chip, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

import type { WireKind } from '../../gql/graphql';
import { pickedFrom } from '../../shared/location/location-value';
import { LocationPicker } from '../../shared/location/LocationPicker';

export type WireboardFilterValues = {
  kinds: WireKind[];
  text: string;
  /** The name of the place the point was picked from (shown only). */
  place: string;
  lat: number | '';
  lng: number | '';
  radiusKm: number | '';
  budgetMin: number | '';
  budgetMax: number | '';
};

export const emptyFilterValues: WireboardFilterValues = {
  kinds: [],
  text: '',
  place: '',
  lat: '',
  lng: '',
  radiusKm: 25,
  budgetMin: '',
  budgetMax: '',
};

type WireboardFiltersProps = {
  values: WireboardFilterValues;
  onChange: (values: WireboardFilterValues) => void;
};

function toNumber(value: string | number): number | '' {
  return typeof value === 'number' ? value : value === '' ? '' : Number(value);
}

export function WireboardFilters({ values, onChange }: WireboardFiltersProps) {
  const set = (patch: Partial<WireboardFilterValues>) => onChange({ ...values, ...patch });

  return (
    <Stack
      gap="sm"
      component="form"
      role="search"
      aria-label="Filter wires"
      onSubmit={(e) => e.preventDefault()}
    >
      <TextInput
        label="Search"
        placeholder="cement, 3-bedroom, Lekki…"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={values.text}
        maxLength={200}
        onChange={(event) => set({ text: event.currentTarget.value })}
      />
      <div>
        <Text size="sm" fw={500} mb={4} id="kind-filter-label">
          Kind
        </Text>
        <Chip.Group multiple value={values.kinds} onChange={(kinds) => set({ kinds: kinds as WireKind[] })}>
          <Group gap="xs" role="group" aria-labelledby="kind-filter-label">
            <Chip value="PROPERTY">Property</Chip>
            <Chip value="BUILDING_MATERIALS">Building materials</Chip>
          </Group>
        </Chip.Group>
      </div>
      <LocationPicker
        label="Near"
        description="Wires around a town or city."
        value={pickedFrom(values.place, values.lat, values.lng)}
        onChange={(picked) =>
          set({ place: picked?.label ?? '', lat: picked?.lat ?? '', lng: picked?.lng ?? '' })
        }
        radiusKm={values.radiusKm}
        onRadiusChange={(radiusKm) => set({ radiusKm })}
        radiusLabel="Within (km)"
      />
      <SimpleGrid cols={{ base: 2 }} spacing="sm">
        <NumberInput
          label="Budget from"
          min={0}
          thousandSeparator=","
          value={values.budgetMin}
          onChange={(value) => set({ budgetMin: toNumber(value) })}
        />
        <NumberInput
          label="Budget up to"
          min={0}
          thousandSeparator=","
          value={values.budgetMax}
          onChange={(value) => set({ budgetMax: toNumber(value) })}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="subtle" size="xs" onClick={() => onChange(emptyFilterValues)}>
          Clear filters
        </Button>
      </Group>
    </Stack>
  );
}
