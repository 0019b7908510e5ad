import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

import { pickedFrom, type PickedLocation } from './location-value';

type Coordinates = { lat: number | ''; lng: number | '' };

/**
 * The LocationPicker's `value`, `onChange` and `error` for a form keeping a location as three
 * fields: `labelField`, `lat` and `lng` (so drafts and server field errors keep their names).
 */
export function formLocationProps<Values extends Coordinates>(
  form: UseFormReturnType<Values>,
  labelField: keyof Values & string,
): { value: PickedLocation | null; onChange: (picked: PickedLocation | null) => void; error: ReactNode } {
  const label = form.values[labelField];
  return {
    value: pickedFrom(typeof label === 'string' ? label : '', form.values.lat, form.values.lng),
    onChange: (picked) => {
      const next = { [labelField]: picked?.label ?? '', lat: picked?.lat ?? '', lng: picked?.lng ?? '' };
      form.setValues(next as Partial<Values>);
    },
    error: form.errors[labelField] ?? form.errors.lat ?? form.errors.lng,
  };
}
