import type { ProductCategory } from '../gql/enums';
import type { ProductFieldsFragment, ProductInput } from '../gql/graphql';

export type ProductFormValues = {
  name: string;
  category: ProductCategory;
  description: string;
  unit: string;
  price: string;
  currency: string;
  inStock: boolean;
  imageIds: string[];
};

export const emptyProductForm: ProductFormValues = {
  name: '',
  category: 'CEMENT',
  description: '',
  unit: '',
  price: '',
  currency: '',
  inStock: true,
  imageIds: [],
};

/** The server's DECIMAL rule: up to 12 digits, up to 2 decimals, never negative. */
const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;

export function productFormValuesOf(product: ProductFieldsFragment): ProductFormValues {
  return {
    name: product.name,
    category: product.category,
    description: product.description ?? '',
    unit: product.unit,
    price: product.price.amount,
    currency: product.price.currency,
    inStock: product.inStock,
    imageIds: product.images.map((image) => image.id),
  };
}

/** The rules of ProductInput, checked before asking the server. */
export function validateProductForm(values: ProductFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = values.name.trim();
  if (name.length < 2 || name.length > 120) errors.name = 'Use 2 to 120 characters.';
  const unit = values.unit.trim();
  if (!unit || unit.length > 40) errors.unit = 'Name the unit in 1 to 40 characters, e.g. bag (50 kg).';
  if (values.description.trim().length > 2000) errors.description = 'Use at most 2000 characters.';
  if (!DECIMAL.test(values.price.trim().replace(/,/g, ''))) {
    errors.price = 'Enter a price such as 9500 or 9500.50 (0 or more).';
  }
  if (values.currency.trim() && !/^[A-Za-z]{3}$/.test(values.currency.trim())) {
    errors.currency = 'Use a three-letter currency code, e.g. NGN.';
  }
  if (values.imageIds.length > 8) errors.imageIds = 'Use at most 8 images.';
  return errors;
}

export function toProductInput(values: ProductFormValues): ProductInput {
  return {
    name: values.name.trim(),
    category: values.category,
    description: values.description.trim() || null,
    unit: values.unit.trim(),
    price: {
      amount: values.price.trim().replace(/,/g, ''),
      currency: values.currency.trim().toUpperCase() || null,
    },
    inStock: values.inStock,
    imageIds: values.imageIds,
  };
}

/** The server's field names (with or without "input.") → the form's. */
export const productFieldAliases: Record<string, string> = Object.fromEntries(
  Object.entries({
    name: 'name',
    category: 'category',
    description: 'description',
    unit: 'unit',
    amount: 'price',
    price: 'price',
    'price.amount': 'price',
    currency: 'currency',
    'price.currency': 'currency',
    inStock: 'inStock',
    imageIds: 'imageIds',
  }).flatMap(([server, form]) => [
    [server, form],
    [`input.${server}`, form],
  ]),
);

export const productFormFields = [...new Set(Object.values(productFieldAliases))];
