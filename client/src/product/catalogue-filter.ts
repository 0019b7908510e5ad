import type { ProductCategory, ProductOrder } from '../gql/enums';
import type { ProductsFilter } from '../gql/graphql';

export type CatalogueFilterValues = {
  text: string;
  category: ProductCategory | null;
  partner: { id: string; name: string } | null;
  priceMin: string;
  priceMax: string;
  currency: string;
  inStock: boolean;
  verifiedOnly: boolean;
  orderBy: ProductOrder;
};

export const emptyCatalogueFilter: CatalogueFilterValues = {
  text: '',
  category: null,
  partner: null,
  priceMin: '',
  priceMax: '',
  currency: '',
  inStock: false,
  verifiedOnly: false,
  orderBy: 'NEWEST',
};

const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;

/** What is wrong with the price range, by field (the query waits until it is right). */
export function catalogueFilterErrors(
  values: CatalogueFilterValues,
): Partial<Record<'priceMin' | 'priceMax' | 'currency', string>> {
  const errors: Partial<Record<'priceMin' | 'priceMax' | 'currency', string>> = {};
  const min = values.priceMin.trim();
  const max = values.priceMax.trim();
  if (min && !DECIMAL.test(min)) errors.priceMin = 'Enter an amount such as 5000.';
  if (max && !DECIMAL.test(max)) errors.priceMax = 'Enter an amount such as 20000.';
  if (!errors.priceMin && !errors.priceMax && min && max && Number(min) > Number(max)) {
    errors.priceMax = 'The highest price must be at least the lowest.';
  }
  if (values.currency.trim() && !/^[A-Za-z]{3}$/.test(values.currency.trim())) {
    errors.currency = 'Three letters, e.g. NGN.';
  }
  return errors;
}

export function toProductsFilter(values: CatalogueFilterValues): ProductsFilter {
  return {
    text: values.text.trim() || null,
    categories: values.category ? [values.category] : null,
    partnerId: values.partner?.id ?? null,
    priceMin: values.priceMin.trim() || null,
    priceMax: values.priceMax.trim() || null,
    currency: values.currency.trim().toUpperCase() || null,
    inStock: values.inStock || null,
    verifiedOnly: values.verifiedOnly || null,
  };
}
