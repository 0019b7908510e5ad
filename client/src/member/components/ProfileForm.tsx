import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import { useUpdateProfileMutation } from '../../gql/hooks';
import type { Viewer } from '../../session/use-viewer';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { toFormErrors } from '../../shared/error-messages';

type ProfileFormProps = { viewer: Viewer };

const fields = ['displayName', 'phone', 'defaultLocation', 'lat', 'lng'] as const;

type Coordinate = number | '';

/** A coordinate's error: both or neither of the pair, and within `limit`. */
function coordinateError(value: Coordinate, other: Coordinate, limit: number, name: string): string | null {
  if (value === '') return other === '' ? null : `Enter the ${name} too, or clear both.`;
  return Math.abs(value) <= limit
    ? null
    : `${name[0]!.toUpperCase()}${name.slice(1)} must be between −${limit} and ${limit}.`;
}

export function ProfileForm({ viewer }: ProfileFormProps) {
  const [updateProfile, { loading }] = useUpdateProfileMutation();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    initialValues: {
      displayName: viewer.displayName ?? '',
      phone: viewer.phone ?? '',
      defaultLocation: viewer.defaultLocation?.label ?? '',
      lat: (viewer.defaultLocation?.lat ?? '') as Coordinate,
      lng: (viewer.defaultLocation?.lng ?? '') as Coordinate,
    },
    validate: {
      displayName: (value) => {
        if (!value.trim()) return 'Enter the name partners will see.';
        return value.trim().length > 80 ? 'Use at most 80 characters.' : null;
      },
      phone: (value) =>
        !value.trim() || /^\+?[0-9 ()-]{6,20}$/.test(value.trim())
          ? null
          : 'Enter a phone number, e.g. +234 801 234 5678.',
      defaultLocation: (value, values) => {
        if (value.trim().length > 200) return 'Use at most 200 characters.';
        return !value.trim() && (values.lat !== '' || values.lng !== '') ? 'Name the place too.' : null;
      },
      lat: (value, values) => coordinateError(value, values.lng, 90, 'latitude'),
      lng: (value, values) => coordinateError(value, values.lat, 180, 'longitude'),
    },
  });

  const coordinate = (field: 'lat' | 'lng') => ({
    ...form.getInputProps(field),
    onChange: (value: string | number) => form.setFieldValue(field, typeof value === 'number' ? value : ''),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(undefined);
    const location = values.defaultLocation.trim();
    try {
      await updateProfile({
        variables: {
          input: {
            displayName: values.displayName.trim(),
            phone: values.phone.trim() || null,
            defaultLocation: location
              ? {
                  label: location,
                  lat: values.lat === '' ? null : values.lat,
                  lng: values.lng === '' ? null : values.lng,
                }
              : null,
          },
        },
      });
      form.resetDirty();
      notifications.show({ color: 'green', message: 'Your profile is saved.' });
    } catch (error) {
      const { formError: message, fieldErrors } = toFormErrors(error, fields, { label: 'defaultLocation' });
      form.setErrors(fieldErrors);
      setFormError(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Profile">
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <TextInput label="Display name" autoComplete="name" required {...form.getInputProps('displayName')} />
        <TextInput label="Email" value={viewer.email} readOnly disabled description="Your sign-in email." />
        <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <TextInput
          label="Default location"
          description="Where you usually need things, e.g. Lekki, Lagos. New wires start from it."
          autoComplete="address-level2"
          {...form.getInputProps('defaultLocation')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label="Latitude (optional)"
            description="−90 to 90, e.g. 6.4474 (from any map app)."
            decimalScale={6}
            min={-90}
            max={90}
            clampBehavior="none"
            {...coordinate('lat')}
          />
          <NumberInput
            label="Longitude (optional)"
            description="−180 to 180, e.g. 3.4706."
            decimalScale={6}
            min={-180}
            max={180}
            clampBehavior="none"
            {...coordinate('lng')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
