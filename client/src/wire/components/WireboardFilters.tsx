import { Button, Chip, Group, NumberInput, SimpleGrid, Text } from '@mantine/core';

import type { WireKind } from '../../gql/graphql';
import { pickedFrom } from '../../shared/location/location-value';
import { LocationPicker } from '../../shared/location/LocationPicker';
import { SearchInput } from '../../shared/components/SearchInput';
import { SearchForm } from '../../shared/components/SearchForm';

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
    <SearchForm label="Filter wires">
      <SearchInput
        label="Search"
        placeholder="cement, 3-bedroom, Lekki…"
        value={values.text}
        onChange={(text) => set({ text })}
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
        {(
          [
            ['budgetMin', 'Budget from'],
            ['budgetMax', 'Budget up to'],
          ] as const
        ).map(([bound, label]) => (
          <NumberInput
            key={bound}
            label={label}
            min={0}
            thousandSeparator=","
            value={values[bound]}
            onChange={(value) => set({ [bound]: toNumber(value) })}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="subtle" size="xs" onClick={() => onChange(emptyFilterValues)}>
          Clear filters
        </Button>
      </Group>
    </SearchForm>
  );
}
