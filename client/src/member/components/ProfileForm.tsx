import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';

import { useUpdateProfileMutation } from '../../gql/hooks';
import type { Viewer } from '../../session/use-viewer';
import { formLocationProps } from '../../shared/location/form-location';
import { coordinateErrors } from '../../shared/location/location-value';
import { LocationPicker } from '../../shared/location/LocationPicker';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { FormShell } from '../../shared/components/FormShell';

type ProfileFormProps = { viewer: Viewer };

const fields = ['displayName', 'phone', 'defaultLocation', 'lat', 'lng'] as const;

type Coordinate = number | '';

export function ProfileForm({ viewer }: ProfileFormProps) {
  const [updateProfile, { loading }] = useUpdateProfileMutation();
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
      lat: (value, values) => (value === '' ? null : (coordinateErrors(value, values.lng).lat ?? null)),
      lng: (value, values) => (value === '' ? null : (coordinateErrors(values.lat, value).lng ?? null)),
    },
  });

  const { submit, formError } = useFormSubmit(
    form,
    fields,
    async (values) => {
      const location = values.defaultLocation.trim();
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
    },
    { label: 'defaultLocation' },
  );

  return (
    <FormShell
      onSubmit={submit}
      label="Profile"
      error={formError}
      actions={
        <Button type="submit" loading={loading}>
          Save profile
        </Button>
      }
    >
      <TextInput label="Display name" autoComplete="name" required {...form.getInputProps('displayName')} />
      <TextInput label="Email" value={viewer.email} readOnly disabled description="Your sign-in email." />
      <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
      <LocationPicker
        label="Default location"
        description="Where you usually need things, e.g. Lekki. New wires start from it."
        {...formLocationProps(form, 'defaultLocation')}
      />
    </FormShell>
  );
}
