import { Button, Checkbox, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

import type { ProductCategory, ProductOrder } from '../../gql/enums';
import type { CatalogueFilterValues } from '../catalogue-filter';
import { catalogueFilterErrors } from '../catalogue-filter';
import { categoryOptions } from '../product-labels';
import { SearchInput } from '../../shared/components/SearchInput';
import { SearchForm } from '../../shared/components/SearchForm';

type CatalogueFiltersProps = {
  values: CatalogueFilterValues;
  onChange: (values: CatalogueFilterValues) => void;
};

const ORDERS: { value: ProductOrder; label: string }[] = [
  { value: 'NEWEST', label: 'Newest first' },
  { value: 'PRICE_ASC', label: 'Price: low to high' },
  { value: 'PRICE_DESC', label: 'Price: high to low' },
];

/** Search, category, partner, price range, stock and order of the public catalogue. */
export function CatalogueFilters({ values, onChange }: CatalogueFiltersProps) {
  const set = (patch: Partial<CatalogueFilterValues>) => onChange({ ...values, ...patch });
  const errors = catalogueFilterErrors(values);
  return (
    <SearchForm label="Search the catalogue">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <SearchInput
          label="Search products"
          placeholder="cement, rods, roofing sheet…"
          type="search"
          value={values.text}
          onChange={(text) => set({ text })}
        />
        <Select
          label="Category"
          placeholder="Every category"
          data={categoryOptions}
          value={values.category}
          clearable
          onChange={(value) => set({ category: value as ProductCategory | null })}
        />
        <Select
          label="Order"
          data={ORDERS}
          value={values.orderBy}
          allowDeselect={false}
          onChange={(value) => value && set({ orderBy: value as ProductOrder })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <TextInput
          label="Price from"
          inputMode="decimal"
          maxLength={15}
          value={values.priceMin}
          error={errors.priceMin}
          onChange={(event) => set({ priceMin: event.currentTarget.value })}
        />
        <TextInput
          label="Price up to"
          inputMode="decimal"
          maxLength={15}
          value={values.priceMax}
          error={errors.priceMax}
          onChange={(event) => set({ priceMax: event.currentTarget.value })}
        />
        <TextInput
          label="Currency"
          placeholder="Default"
          maxLength={3}
          value={values.currency}
          error={errors.currency}
          onChange={(event) => set({ currency: event.currentTarget.value })}
        />
        <Checkbox
          label="In stock only"
          mt={{ base: 0, sm: 30 }}
          checked={values.inStock}
          onChange={(event) => set({ inStock: event.currentTarget.checked })}
        />
        <Checkbox
          label="Verified only"
          mt={{ base: 0, sm: 30 }}
          checked={values.verifiedOnly}
          onChange={(event) => set({ verifiedOnly: event.currentTarget.checked })}
        />
      </SimpleGrid>
      {values.partner && (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            rightSection={<IconX size={14} aria-hidden="true" />}
            onClick={() => set({ partner: null })}
            aria-label={`Show every partner (now only ${values.partner.name})`}
          >
            Partner: {values.partner.name}
          </Button>
        </Group>
      )}
    </SearchForm>
  );
}
