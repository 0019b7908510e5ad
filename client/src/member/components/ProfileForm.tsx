import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import { useUpdateProfileMutation } from '../../gql/hooks';
import type { Viewer } from '../../session/use-viewer';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { toFormErrors } from '../../shared/error-messages';

type ProfileFormProps = { viewer: Viewer };

const fields = ['displayName', 'phone', 'defaultLocation'] as const;

export function ProfileForm({ viewer }: ProfileFormProps) {
  const [updateProfile, { loading }] = useUpdateProfileMutation();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    initialValues: {
      displayName: viewer.displayName ?? '',
      phone: viewer.phone ?? '',
      defaultLocation: viewer.defaultLocation?.label ?? '',
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
      defaultLocation: (value) => (value.trim().length <= 200 ? null : 'Use at most 200 characters.'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(undefined);
    const location = values.defaultLocation.trim();
    const keepPoint = viewer.defaultLocation?.label === location;
    try {
      await updateProfile({
        variables: {
          input: {
            displayName: values.displayName.trim(),
            phone: values.phone.trim() || null,
            defaultLocation: location
              ? {
                  label: location,
                  lat: keepPoint ? viewer.defaultLocation?.lat : null,
                  lng: keepPoint ? viewer.defaultLocation?.lng : null,
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
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
