import type { PartnerCategory, ServiceAreaInput } from '../gql/graphql';
import { coordinateErrors, radiusError } from '../shared/location/location-value';

/** The business part of the partner sign-up and of /partners/profile. */
export type BusinessValues = {
  businessName: string;
  description: string;
  categories: PartnerCategory[];
  label: string;
  lat: number | '';
  lng: number | '';
  radiusKm: number | '';
  phone: string;
  website: string;
};

export const BUSINESS_FIELDS = [
  'businessName',
  'description',
  'categories',
  'label',
  'lat',
  'lng',
  'radiusKm',
  'phone',
  'website',
] as const;

/** The server's names for the service area's fields, as the form names them. */
export const BUSINESS_FIELD_ALIASES: Record<string, string> = {
  serviceArea: 'label',
  'serviceArea.label': 'label',
  'serviceArea.lat': 'lat',
  'serviceArea.lng': 'lng',
  'serviceArea.radiusKm': 'radiusKm',
};

/** The checks both forms make before asking the server (the same rules as its inputs). */
export const businessValidators = {
  businessName: (value: string) =>
    value.trim().length >= 2 && value.trim().length <= 120 ? null : 'Enter your business name.',
  description: (value: string) => (value.length <= 2000 ? null : 'Use at most 2000 characters.'),
  categories: (value: PartnerCategory[]) => (value.length > 0 ? null : 'Choose at least one category.'),
  label: (value: string, values: BusinessValues) =>
    value.trim() && values.lat !== '' && values.lng !== ''
      ? null
      : 'Choose the place you serve from the list, use your location, or enter coordinates.',
  lat: (value: number | '', values: BusinessValues) =>
    values.lat === '' ? null : (coordinateErrors(value, values.lng).lat ?? null),
  lng: (value: number | '', values: BusinessValues) =>
    values.lng === '' ? null : (coordinateErrors(values.lat, value).lng ?? null),
  radiusKm: (value: number | '') => radiusError(value) ?? null,
  phone: (value: string) => (/^\+?[0-9][0-9 ()-]{4,30}$/.test(value.trim()) ? null : 'Enter a phone number.'),
  website: (value: string) =>
    !value.trim() || /^https?:\/\/\S+\.\S+/.test(value.trim()) ? null : 'Start the address with https://',
};

export function toServiceAreaInput(values: BusinessValues): ServiceAreaInput {
  return {
    label: values.label.trim(),
    lat: Number(values.lat),
    lng: Number(values.lng),
    radiusKm: Number(values.radiusKm),
  };
}
