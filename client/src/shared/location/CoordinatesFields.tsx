import { NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

import { coordinateErrors, type PickedLocation } from './location-value';

type CoordinatesFieldsProps = {
  /** The picker's label, so these inputs say which location they set. */
  of: string;
  initial: PickedLocation | null;
  onChange: (value: PickedLocation | null) => void;
};

type Draft = { label: string; lat: number | ''; lng: number | '' };

function numberOrEmpty(value: string | number): number | '' {
  return typeof value === 'number' ? value : value.trim() === '' ? '' : Number(value);
}

/** The advanced way to set a location: a name and typed coordinates, checked at each field. */
export function CoordinatesFields({ of, initial, onChange }: CoordinatesFieldsProps) {
  const [draft, setDraft] = useState<Draft>({
    label: initial?.label ?? '',
    lat: initial?.lat ?? '',
    lng: initial?.lng ?? '',
  });
  const [touched, setTouched] = useState({ label: false, lat: false, lng: false });
  const errors = coordinateErrors(draft.lat, draft.lng);
  const labelError = draft.label.trim() ? undefined : 'Name the place, e.g. Lekki Phase 1, Lagos.';

  const update = (next: Draft) => {
    setDraft(next);
    const invalid = coordinateErrors(next.lat, next.lng);
    const label = next.label.trim();
    onChange(
      label && !invalid.lat && !invalid.lng && next.lat !== '' && next.lng !== ''
        ? { label, lat: next.lat, lng: next.lng }
        : null,
    );
  };
  const touch = (field: keyof typeof touched) => setTouched((state) => ({ ...state, [field]: true }));

  return (
    <Stack gap="xs">
      <TextInput
        label="Place name"
        aria-description={`Sets ${of.toLowerCase()}`}
        description="The name partners see, e.g. Lekki Phase 1, Lagos."
        maxLength={200}
        value={draft.label}
        onChange={(event) => update({ ...draft, label: event.currentTarget.value })}
        onBlur={() => touch('label')}
        error={touched.label && labelError}
      />
      <SimpleGrid cols={2} spacing="xs">
        <NumberInput
          label="Latitude"
          description="−90 to 90"
          decimalScale={6}
          clampBehavior="none"
          value={draft.lat}
          onChange={(value) => update({ ...draft, lat: numberOrEmpty(value) })}
          onBlur={() => touch('lat')}
          error={touched.lat && errors.lat}
        />
        <NumberInput
          label="Longitude"
          description="−180 to 180"
          decimalScale={6}
          clampBehavior="none"
          value={draft.lng}
          onChange={(value) => update({ ...draft, lng: numberOrEmpty(value) })}
          onBlur={() => touch('lng')}
          error={touched.lng && errors.lng}
        />
      </SimpleGrid>
    </Stack>
  );
}
