import {
  Button,
  Fieldset,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';

import type { ListingDeal, PropertyListingFieldsFragment } from '../../gql/graphql';
import { useCreatePropertyListingMutation, useUpdatePropertyListingMutation } from '../../gql/hooks';
import { LocationPicker } from '../../shared/location/LocationPicker';
import { FileUploader } from '../../shared/upload/FileUploader';
import { useFileUploads } from '../../shared/upload/use-file-uploads';
import { numberOrEmpty } from '../../shared/number-value';
import { useSubmission } from '../../shared/submission';
import {
  emptyListingForm,
  LISTING_FORM_LIMITS,
  listingFieldAliases,
  listingFormFields,
  listingFormFrom,
  toListingInput,
  validateListingForm,
  type ListingFormValues,
} from '../listing-form-values';
import { dealLabels } from '../listing-labels';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { FormShell } from '../../shared/components/FormShell';
import { PropertyTypeSelect } from './PropertyTypeSelect';
import { CurrencyInput } from '../../shared/components/CurrencyInput';

type ListingFormProps = {
  /** The listing to edit; a new one when absent. */
  listing?: PropertyListingFieldsFragment | null;
  onSaved: (listing: PropertyListingFieldsFragment) => void;
  onCancel: () => void;
};

/** Creates or edits one listing: details, price, place (the one LocationPicker) and photos (the one uploader). */
export function ListingForm({ listing, onSaved, onCancel }: ListingFormProps) {
  const [create] = useCreatePropertyListingMutation({
    refetchQueries: ['MyPropertyListings', 'PartnerDashboard'],
  });
  const [update] = useUpdatePropertyListingMutation();
  const submission = useSubmission();
  const form = useForm<ListingFormValues>({
    initialValues: listing ? listingFormFrom(listing) : emptyListingForm,
    validate: validateListingForm,
  });
  const uploads = useFileUploads({
    kind: 'image',
    max: LISTING_FORM_LIMITS.images,
    initial: listing?.images,
  });

  const num = (field: keyof ListingFormValues) => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onChange: (value: string | number) => form.setFieldValue(field, numberOrEmpty(value)),
    };
  };

  const { submit, formError } = useFormSubmit(
    form,
    listingFormFields,
    async (values) => {
      form.clearFieldError('images');
      if (uploads.busy) {
        form.setFieldError('images', 'Wait until the photos have uploaded, then save.');
        return;
      }
      const input = toListingInput(values, uploads.fileIds);
      const saved = await submission.run(async () => {
        if (listing) {
          const result = await update({ variables: { id: listing.id, input } });
          return result.data?.updatePropertyListing;
        }
        const result = await create({ variables: { input } });
        return result.data?.createPropertyListing;
      });
      if (saved) onSaved(saved);
    },
    listingFieldAliases,
  );

  return (
    <FormShell
      onSubmit={submit}
      label={listing ? 'Edit listing' : 'New listing'}
      error={formError}
      actions={
        <>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submission.busy}>
            {listing ? 'Save changes' : 'Create listing'}
          </Button>
        </>
      }
    >
      <TextInput
        label="Title"
        description="3 to 120 characters, e.g. “Three-bedroom flat in Yaba”."
        required
        maxLength={LISTING_FORM_LIMITS.title}
        {...form.getInputProps('title')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <div>
          <Text size="sm" fw={500} id="listing-deal-label" mb={4}>
            Sale or rent
          </Text>
          <SegmentedControl
            aria-labelledby="listing-deal-label"
            fullWidth
            data={Object.entries(dealLabels).map(([value, label]) => ({ value, label }))}
            value={form.values.deal}
            onChange={(value) => form.setFieldValue('deal', value as ListingDeal)}
          />
        </div>
        <PropertyTypeSelect
          value={form.values.propertyType}
          onChange={(type) => form.setFieldValue('propertyType', type)}
          error={form.errors.propertyType}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label={form.values.deal === 'RENT' ? 'Rent' : 'Price'}
          description={form.values.deal === 'RENT' ? 'Per year, or as you usually quote it.' : undefined}
          required
          min={0}
          decimalScale={2}
          thousandSeparator=","
          {...num('price')}
        />
        <CurrencyInput
          description="Three letters; leave empty for the default."
          {...form.getInputProps('currency')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <NumberInput label="Bedrooms" min={0} max={50} allowDecimal={false} {...num('bedrooms')} />
        <NumberInput label="Bathrooms" min={0} max={50} allowDecimal={false} {...num('bathrooms')} />
        <NumberInput label="Area (m²)" min={0} decimalScale={1} thousandSeparator="," {...num('areaM2')} />
      </SimpleGrid>
      <Fieldset legend="Location">
        <LocationPicker
          label="Place of the property"
          description="Search a town or district, use your location, or enter coordinates."
          required
          value={form.values.location}
          onChange={(value) => form.setFieldValue('location', value)}
          error={form.errors.location}
        />
      </Fieldset>
      <FileUploader
        label="Photos"
        uploads={uploads}
        error={typeof form.errors.images === 'string' ? form.errors.images : null}
      />
      <Textarea
        label="Description"
        description="What a buyer should know (at most 2000 characters)."
        autosize
        minRows={3}
        maxRows={10}
        maxLength={LISTING_FORM_LIMITS.description}
        {...form.getInputProps('description')}
      />
    </FormShell>
  );
}
