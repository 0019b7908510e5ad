import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import type { PartnerProfileQuery } from '../../gql/graphql';
import { useUpdatePartnerProfileMutation } from '../../gql/hooks';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { toFormErrors } from '../../shared/error-messages';
import { FileUploader } from '../../shared/upload/FileUploader';
import { useFileUploads } from '../../shared/upload/use-file-uploads';
import {
  BUSINESS_FIELD_ALIASES,
  BUSINESS_FIELDS,
  businessValidators,
  toServiceAreaInput,
  type BusinessValues,
} from '../business-form';
import { BusinessFields } from './BusinessFields';

type Partner = NonNullable<PartnerProfileQuery['myPartner']>;
type PartnerProfileFormProps = { partner: Partner };

const FIELDS = [...BUSINESS_FIELDS, 'logoFileId'];

function valuesOf(partner: Partner): BusinessValues {
  return {
    businessName: partner.businessName,
    description: partner.description ?? '',
    categories: partner.categories,
    label: partner.serviceArea.label,
    lat: partner.serviceArea.lat,
    lng: partner.serviceArea.lng,
    radiusKm: partner.serviceArea.radiusKm,
    phone: partner.phone ?? '',
    website: partner.website ?? '',
  };
}

/** The partner's business, its service area and its logo; saving re-aims its wireboard at once. */
export function PartnerProfileForm({ partner }: PartnerProfileFormProps) {
  const [updateProfile, { loading }] = useUpdatePartnerProfileMutation();
  const [formError, setFormError] = useState<string>();
  const logo = useFileUploads({ kind: 'image', max: 1, initial: partner.logo ? [partner.logo] : [] });
  const form = useForm<BusinessValues & { logoFileId: string }>({
    initialValues: { ...valuesOf(partner), logoFileId: '' },
    validate: businessValidators,
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(undefined);
    if (logo.busy) {
      form.setFieldError('logoFileId', 'Wait for the logo to finish uploading.');
      return;
    }
    try {
      await updateProfile({
        variables: {
          input: {
            businessName: values.businessName.trim(),
            description: values.description.trim() || null,
            categories: values.categories,
            serviceArea: toServiceAreaInput(values),
            phone: values.phone.trim(),
            website: values.website.trim() || null,
            logoFileId: logo.fileIds[0] ?? null,
          },
        },
      });
      form.resetDirty();
      notifications.show({
        color: 'green',
        message: 'Your profile is saved. Your wireboard now follows these categories and this area.',
      });
    } catch (error) {
      const { formError: message, fieldErrors } = toFormErrors(error, FIELDS, BUSINESS_FIELD_ALIASES);
      form.setErrors(fieldErrors);
      setFormError(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Business profile">
      <Stack gap="lg">
        <FormErrorAlert message={formError} />
        <BusinessFields form={form} />
        <Fieldset legend="Logo">
          <FileUploader
            label="Logo image"
            description="A square JPEG, PNG or WebP image, up to 10 MB. Buyers see it next to your quotes."
            uploads={logo}
            error={form.errors.logoFileId ? String(form.errors.logoFileId) : null}
          />
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
