import { Button, Fieldset } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';

import type { PartnerProfileQuery } from '../../gql/graphql';
import { useUpdatePartnerProfileMutation } from '../../gql/hooks';
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
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { FormShell } from '../../shared/components/FormShell';

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
  const logo = useFileUploads({ kind: 'image', max: 1, initial: partner.logo ? [partner.logo] : [] });
  const form = useForm<BusinessValues & { logoFileId: string }>({
    initialValues: { ...valuesOf(partner), logoFileId: '' },
    validate: businessValidators,
  });

  const { submit, formError } = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      if (logo.busy) {
        form.setFieldError('logoFileId', 'Wait for the logo to finish uploading.');
        return;
      }
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
    },
    BUSINESS_FIELD_ALIASES,
  );

  return (
    <FormShell
      onSubmit={submit}
      label="Business profile"
      error={formError}
      gap="lg"
      actions={
        <Button type="submit" loading={loading}>
          Save profile
        </Button>
      }
    >
      <BusinessFields form={form} />
      <Fieldset legend="Logo">
        <FileUploader
          label="Logo image"
          description="A square JPEG, PNG or WebP image, up to 10 MB. Buyers see it next to your quotes."
          uploads={logo}
          error={form.errors.logoFileId ? String(form.errors.logoFileId) : null}
        />
      </Fieldset>
    </FormShell>
  );
}
