import {
  Button,
  Checkbox,
  Drawer,
  Group,
  Select,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';

import type { ProductCategory } from '../../gql/enums';
import type { ProductFieldsFragment } from '../../gql/graphql';
import { useCreateProductMutation, useUpdateProductMutation } from '../../gql/hooks';
import { FileUploader } from '../../shared/upload/FileUploader';
import { useFileUploads } from '../../shared/upload/use-file-uploads';
import { categoryOptions } from '../product-labels';
import {
  emptyProductForm,
  productFieldAliases,
  productFormFields,
  productFormValuesOf,
  toProductInput,
  validateProductForm,
  type ProductFormValues,
} from '../product-form-values';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { FormShell } from '../../shared/components/FormShell';

type ProductFormDrawerProps = {
  /** The product being edited; null to create one. */
  product: ProductFieldsFragment | null;
  opened: boolean;
  onClose: () => void;
};

/** Create or edit a product in a side drawer (full screen on a phone), errors at their fields. */
export function ProductFormDrawer({ product, opened, onClose }: ProductFormDrawerProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      closeButtonProps={{ 'aria-label': 'Close' }}
      size={phone ? '100%' : 'lg'}
      title={product ? `Edit “${product.name}”` : 'New product'}
    >
      {opened && <ProductForm key={product?.id ?? 'new'} product={product} onDone={onClose} />}
    </Drawer>
  );
}

type ProductFormProps = { product: ProductFieldsFragment | null; onDone: () => void };

function ProductForm({ product, onDone }: ProductFormProps) {
  const [createProduct, created] = useCreateProductMutation({ refetchQueries: ['MyProducts'] });
  const [updateProduct, updated] = useUpdateProductMutation();
  const uploads = useFileUploads({ kind: 'image', max: 8, initial: product?.images ?? [] });
  const form = useForm<ProductFormValues>({
    initialValues: product ? productFormValuesOf(product) : emptyProductForm,
    validate: validateProductForm,
  });

  const { submit, formError } = useFormSubmit(
    form,
    productFormFields,
    async (values) => {
      if (uploads.busy) {
        form.setFieldError('imageIds', 'Wait for the images to finish uploading.');
        return;
      }
      const input = toProductInput({ ...values, imageIds: uploads.fileIds });
      if (product) await updateProduct({ variables: { id: product.id, input } });
      else await createProduct({ variables: { input } });
      notifications.show({ color: 'green', message: product ? 'Product saved.' : 'Product added.' });
      onDone();
    },
    productFieldAliases,
  );

  return (
    <FormShell onSubmit={submit} label={product ? 'Edit product' : 'New product'} error={formError}>
      <TextInput
        label="Name"
        description="2 to 120 characters, e.g. “Dangote cement 42.5R”."
        required
        maxLength={120}
        {...form.getInputProps('name')}
      />
      <Select
        label="Category"
        data={categoryOptions}
        allowDeselect={false}
        required
        value={form.values.category}
        onChange={(value) => value && form.setFieldValue('category', value as ProductCategory)}
        error={form.errors.category}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label="Price"
          description="Per unit, e.g. 9500.50"
          required
          inputMode="decimal"
          maxLength={18}
          {...form.getInputProps('price')}
        />
        <TextInput
          label="Currency"
          description="Empty: the default."
          maxLength={3}
          {...form.getInputProps('currency')}
        />
        <TextInput
          label="Unit"
          description="e.g. bag (50 kg)"
          required
          maxLength={40}
          {...form.getInputProps('unit')}
        />
      </SimpleGrid>
      <Checkbox label="In stock" {...form.getInputProps('inStock', { type: 'checkbox' })} />
      <Textarea
        label="Description"
        description="Grade, brand, delivery terms (at most 2000 characters)."
        rows={4}
        maxLength={2000}
        {...form.getInputProps('description')}
      />
      <FileUploader
        label="Images"
        description="JPEG, PNG or WebP, up to 10 MB each; at most 8. The first is the main image buyers see."
        uploads={uploads}
        error={typeof form.errors.imageIds === 'string' ? form.errors.imageIds : null}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={created.loading || updated.loading}>
          {product ? 'Save product' : 'Add product'}
        </Button>
      </Group>
      {!product && (
        <Text size="xs" c="dimmed">
          Buyers see the product on the catalogue once your business is approved; hide it any time.
        </Text>
      )}
    </FormShell>
  );
}
