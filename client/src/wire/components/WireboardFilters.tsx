import { Button, Chip, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCurrentLocation, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

import type { WireKind } from '../../gql/graphql';

export type WireboardFilterValues = {
  kinds: WireKind[];
  text: string;
  lat: number | '';
  lng: number | '';
  radiusKm: number | '';
  budgetMin: number | '';
  budgetMax: number | '';
};

export const emptyFilterValues: WireboardFilterValues = {
  kinds: [],
  text: '',
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
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string>();
  const set = (patch: Partial<WireboardFilterValues>) => onChange({ ...values, ...patch });

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) {
      setLocationError('Your browser cannot share a location; enter latitude and longitude instead.');
      return;
    }
    setLocating(true);
    setLocationError(undefined);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        set({
          lat: Math.round(position.coords.latitude * 1e5) / 1e5,
          lng: Math.round(position.coords.longitude * 1e5) / 1e5,
        });
      },
      () => {
        setLocating(false);
        setLocationError('We could not get your location; enter latitude and longitude instead.');
      },
      { timeout: 10_000 },
    );
  };

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
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <NumberInput
          label="Near latitude"
          description="−90 to 90"
          min={-90}
          max={90}
          decimalScale={6}
          value={values.lat}
          onChange={(value) => set({ lat: toNumber(value) })}
        />
        <NumberInput
          label="Near longitude"
          description="−180 to 180"
          min={-180}
          max={180}
          decimalScale={6}
          value={values.lng}
          onChange={(value) => set({ lng: toNumber(value) })}
        />
        <NumberInput
          label="Within (km)"
          description="1 to 500"
          min={1}
          max={500}
          value={values.radiusKm}
          onChange={(value) => set({ radiusKm: toNumber(value) })}
        />
      </SimpleGrid>
      <Group gap="xs">
        <Button
          variant="light"
          color="blue"
          size="xs"
          loading={locating}
          leftSection={<IconCurrentLocation size={14} aria-hidden="true" />}
          onClick={useMyLocation}
        >
          Use my location
        </Button>
        {locationError && (
          <Text size="xs" c="red" role="alert">
            {locationError}
          </Text>
        )}
      </Group>
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
