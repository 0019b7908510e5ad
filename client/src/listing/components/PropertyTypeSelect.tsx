import { Select } from '@mantine/core';
import type { ReactNode } from 'react';

import type { PropertyType } from '../../gql/enums';
import { propertyTypeLabels } from '../listing-labels';

const PROPERTY_TYPES = Object.entries(propertyTypeLabels).map(([value, label]) => ({ value, label }));

/** The kind of property a listing is, or a property wire asks for; always one of them. */
export function PropertyTypeSelect({
  value,
  onChange,
  error,
}: {
  value: PropertyType;
  onChange: (type: PropertyType) => void;
  error?: ReactNode;
}) {
  return (
    <Select
      label="Property type"
      data={PROPERTY_TYPES}
      allowDeselect={false}
      value={value}
      onChange={(type) => type && onChange(type as PropertyType)}
      error={error}
    />
  );
}
