import type {
  ListingDeal,
  PropertyListingFieldsFragment,
  PropertyListingInput,
  PropertyType,
} from '../gql/graphql';
import type { PickedLocation } from '../shared/location/location-value';

export type ListingFormValues = {
  title: string;
  description: string;
  propertyType: PropertyType;
  deal: ListingDeal;
  price: number | '';
  currency: string;
  bedrooms: number | '';
  bathrooms: number | '';
  areaM2: number | '';
  location: PickedLocation | null;
};

export const LISTING_FORM_LIMITS = { title: 120, description: 2000, rooms: 50, images: 12 } as const;

export const emptyListingForm: ListingFormValues = {
  title: '',
  description: '',
  propertyType: 'APARTMENT',
  deal: 'RENT',
  price: '',
  currency: '',
  bedrooms: '',
  bathrooms: '',
  areaM2: '',
  location: null,
};

/** The form's fields, by the names errors use (`images` is the uploader's). */
export const listingFormFields = [
  'title',
  'description',
  'propertyType',
  'deal',
  'price',
  'currency',
  'bedrooms',
  'bathrooms',
  'areaM2',
  'location',
  'images',
] as const;

/** The API's input names (leaf names in `extensions.field`) → the form's. */
export const listingFieldAliases: Record<string, string> = {
  amount: 'price',
  label: 'location',
  lat: 'location',
  lng: 'location',
  imageIds: 'images',
};

export function listingFormFrom(listing: PropertyListingFieldsFragment): ListingFormValues {
  return {
    title: listing.title,
    description: listing.description ?? '',
    propertyType: listing.propertyType,
    deal: listing.deal,
    price: Number(listing.price.amount),
    currency: listing.price.currency,
    bedrooms: listing.bedrooms ?? '',
    bathrooms: listing.bathrooms ?? '',
    areaM2: listing.areaM2 ?? '',
    location: { label: listing.location.label, lat: listing.location.lat, lng: listing.location.lng },
  };
}

function rooms(value: number | '', what: string): string | null {
  if (value === '') return null;
  return Number.isInteger(value) && value >= 0 && value <= LISTING_FORM_LIMITS.rooms
    ? null
    : `${what}: a whole number from 0 to ${LISTING_FORM_LIMITS.rooms}.`;
}

/** The checks the API makes, said before sending (the API checks again). */
export function validateListingForm(values: ListingFormValues): Record<string, string | null> {
  const title = values.title.trim();
  return {
    title:
      title.length < 3
        ? 'The title needs at least 3 characters.'
        : title.length > LISTING_FORM_LIMITS.title
          ? `At most ${LISTING_FORM_LIMITS.title} characters.`
          : null,
    description:
      values.description.length > LISTING_FORM_LIMITS.description
        ? `At most ${LISTING_FORM_LIMITS.description} characters.`
        : null,
    price:
      values.price === ''
        ? 'Enter the price.'
        : values.price < 0
          ? 'The price cannot be negative.'
          : values.price > 100_000_000_000
            ? 'This price is too high; check the number of zeros.'
            : null,
    currency:
      values.currency && !/^[A-Za-z]{3}$/.test(values.currency.trim())
        ? 'Use a three-letter currency code, such as NGN.'
        : null,
    bedrooms: rooms(values.bedrooms, 'Bedrooms'),
    bathrooms: rooms(values.bathrooms, 'Bathrooms'),
    areaM2: values.areaM2 !== '' && !(values.areaM2 > 0) ? 'The area must be more than 0.' : null,
    location: values.location ? null : 'Choose the place of the property.',
  };
}

const orNull = (value: number | '') => (value === '' ? null : value);

/** The API's input from the form and the uploader's files (in order: the first is the main image). */
export function toListingInput(values: ListingFormValues, imageIds: readonly string[]): PropertyListingInput {
  const currency = values.currency.trim().toUpperCase();
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    propertyType: values.propertyType,
    deal: values.deal,
    price: { amount: String(values.price), ...(currency ? { currency } : {}) },
    bedrooms: orNull(values.bedrooms),
    bathrooms: orNull(values.bathrooms),
    areaM2: orNull(values.areaM2),
    location: values.location!,
    imageIds: [...imageIds],
  };
}
