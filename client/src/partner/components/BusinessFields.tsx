import { Checkbox, Fieldset, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

import { formLocationProps } from '../../shared/location/form-location';
import { LocationPicker } from '../../shared/location/LocationPicker';
import type { BusinessValues } from '../business-form';

type BusinessFieldsProps<Values extends BusinessValues> = { form: UseFormReturnType<Values> };

/** The business and the area it serves: the same fields at sign-up and on /partners/profile. */
export function BusinessFields<Values extends BusinessValues>({ form }: BusinessFieldsProps<Values>) {
  // the form's own values, seen through the fields every business form has
  const values: BusinessValues = form.values;
  const errors = form.errors;
  const set = form.setFieldValue as (field: keyof BusinessValues, value: unknown) => void;
  return (
    <>
      <Fieldset legend="Your business">
        <Stack gap="sm">
          <TextInput label="Business name" required maxLength={120} {...form.getInputProps('businessName')} />
          <Textarea
            label="What you offer"
            description="A line or two buyers will read next to your quotes."
            rows={3}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
          <Checkbox.Group label="Categories" required {...form.getInputProps('categories')}>
            <Group mt={6}>
              <Checkbox value="BUILDING_MATERIALS" label="Building materials" />
              <Checkbox value="PROPERTY" label="Property" />
            </Group>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel"
              required
              {...form.getInputProps('phone')}
            />
            <TextInput
              label="Website"
              type="url"
              placeholder="https://"
              autoComplete="url"
              {...form.getInputProps('website')}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <Fieldset legend="Where you serve">
        <LocationPicker
          label="Place"
          description="You see wires within the radius of this place."
          required
          {...formLocationProps(form, 'label')}
          radiusKm={values.radiusKm}
          onRadiusChange={(radiusKm) => set('radiusKm', radiusKm)}
          radiusError={errors.radiusKm}
        />
      </Fieldset>
    </>
  );
}
