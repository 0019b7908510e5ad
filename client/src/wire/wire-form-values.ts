import type {
  InvitedPartnerFieldsFragment,
  PostWireInput,
  PropertyDeal,
  PropertyType,
  WireKind,
} from '../gql/graphql';
import { coordinateErrors } from '../shared/location/location-value';

/** A partner the wire being posted invites to quote. */
export type Invitee = Pick<InvitedPartnerFieldsFragment, 'id' | 'businessName'>;

export type MaterialLineValues = { material: string; quantity: number | ''; unit: string };

export type WireFormValues = {
  title: string;
  description: string;
  locationLabel: string;
  lat: number | '';
  lng: number | '';
  budgetMin: number | '';
  budgetMax: number | '';
  currency: string;
  neededBy: string;
  /** How many days it stays open (a Select's value). */
  openForDays: string;
  /** How many quotes it takes before "quotes full"; empty: the server's default. */
  maxResponses: number | '';
  /** Sealed quotes: partners see no count or prices, the buyer reads them from `revealAt`. */
  sealed: boolean;
  /** When sealed quotes are revealed (a datetime-local value, the buyer's time). */
  revealAt: string;
  deal: PropertyDeal;
  propertyType: PropertyType;
  bedrooms: number | '';
  minAreaM2: number | '';
  lines: MaterialLineValues[];
  deliveryNeeded: boolean;
  /** Partners invited to quote from the start (shown by name, sent by id). */
  invitees: Invitee[];
};

export const emptyLine: MaterialLineValues = { material: '', quantity: '', unit: 'bags' };

export const emptyWireForm: WireFormValues = {
  title: '',
  description: '',
  locationLabel: '',
  lat: '',
  lng: '',
  budgetMin: '',
  budgetMax: '',
  currency: '',
  neededBy: '',
  openForDays: '30',
  maxResponses: '',
  sealed: false,
  revealAt: '',
  deal: 'RENT',
  propertyType: 'APARTMENT',
  bedrooms: '',
  minAreaM2: '',
  lines: [{ ...emptyLine }],
  deliveryNeeded: true,
  invitees: [],
};

export type WireFormErrors = Record<string, string>;

function todayIso(now: Date): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** The rules of PostWireInput (docs/contracts/wire-loop.graphql), checked before asking the server. */
export function validateWireForm(values: WireFormValues, kind: WireKind, now = new Date()): WireFormErrors {
  const errors: WireFormErrors = {};
  const title = values.title.trim();
  if (title.length < 3 || title.length > 120) errors.title = 'Use 3 to 120 characters.';
  if (values.description.trim().length > 2000) errors.description = 'Use at most 2000 characters.';
  if (values.lat === '' || values.lng === '' || !values.locationLabel.trim()) {
    errors.locationLabel = 'Choose a place from the list, use your location, or enter coordinates.';
  } else {
    Object.assign(errors, coordinateErrors(values.lat, values.lng));
  }
  if (values.budgetMin !== '' && values.budgetMin < 0) errors.budgetMin = 'Use a positive amount.';
  if (values.budgetMax !== '' && values.budgetMax < 0) errors.budgetMax = 'Use a positive amount.';
  if (values.budgetMin !== '' && values.budgetMax !== '' && values.budgetMin > values.budgetMax) {
    errors.budgetMax = 'The maximum must be at least the minimum.';
  }
  if (values.currency.trim() && !/^[A-Za-z]{3}$/.test(values.currency.trim())) {
    errors.currency = 'Use a three-letter currency code, e.g. NGN.';
  }
  if (values.neededBy && values.neededBy < todayIso(now)) errors.neededBy = 'Choose today or a later date.';
  if (values.maxResponses !== '' && (values.maxResponses < 1 || !Number.isInteger(values.maxResponses)))
    errors.maxResponses = 'Use a whole number of at least 1.';
  if (values.sealed) {
    const revealAt = values.revealAt ? new Date(values.revealAt).getTime() : NaN;
    const expiresAt = now.getTime() + (Number(values.openForDays) || 30) * 86_400_000;
    if (Number.isNaN(revealAt)) errors.revealAt = 'Choose when the sealed quotes are revealed to you.';
    else if (revealAt < now.getTime() + 3_600_000)
      errors.revealAt = 'Reveal the quotes at least an hour from now.';
    else if (revealAt > expiresAt) errors.revealAt = 'Reveal the quotes before the request expires.';
  }
  if (kind === 'PROPERTY') {
    if (values.bedrooms !== '' && (values.bedrooms < 0 || !Number.isInteger(values.bedrooms))) {
      errors.bedrooms = 'Use a whole number.';
    }
    if (values.minAreaM2 !== '' && values.minAreaM2 <= 0) errors.minAreaM2 = 'Use a positive area.';
  } else {
    if (values.lines.length === 0) errors.lines = 'Add at least one material.';
    if (values.lines.length > 50) errors.lines = 'Use at most 50 lines.';
    values.lines.forEach((line, index) => {
      if (!line.material.trim()) errors[`lines.${index}.material`] = 'Name the material.';
      if (line.quantity === '' || !(line.quantity > 0)) {
        errors[`lines.${index}.quantity`] = 'The quantity must be more than 0.';
      }
      if (!line.unit.trim()) errors[`lines.${index}.unit`] = 'Give a unit, e.g. bags.';
    });
  }
  return errors;
}

function decimal(value: number | ''): string | null {
  return value === '' ? null : String(value);
}

export function toPostWireInput(values: WireFormValues, kind: WireKind): PostWireInput {
  const hasBudget = values.budgetMin !== '' || values.budgetMax !== '';
  return {
    kind,
    title: values.title.trim(),
    description: values.description.trim() || null,
    location: { label: values.locationLabel.trim(), lat: Number(values.lat), lng: Number(values.lng) },
    budget: hasBudget
      ? {
          min: decimal(values.budgetMin),
          max: decimal(values.budgetMax),
          currency: values.currency.trim().toUpperCase() || null,
        }
      : null,
    neededBy: values.neededBy ? new Date(`${values.neededBy}T23:59:59`).toISOString() : null,
    openForDays: Number(values.openForDays) || 30,
    maxResponses: values.maxResponses === '' ? null : values.maxResponses,
    sealed: values.sealed,
    revealAt: values.sealed && values.revealAt ? new Date(values.revealAt).toISOString() : null,
    property:
      kind === 'PROPERTY'
        ? {
            deal: values.deal,
            propertyType: values.propertyType,
            bedrooms: values.bedrooms === '' ? null : values.bedrooms,
            minAreaM2: values.minAreaM2 === '' ? null : values.minAreaM2,
          }
        : null,
    materials:
      kind === 'BUILDING_MATERIALS'
        ? {
            deliveryNeeded: values.deliveryNeeded,
            lines: values.lines.map((line) => ({
              material: line.material.trim(),
              quantity: Number(line.quantity),
              unit: line.unit.trim(),
            })),
          }
        : null,
    invitePartnerIds: values.invitees.length ? values.invitees.map((partner) => partner.id) : null,
  };
}

const serverFieldNames: Record<string, string> = {
  title: 'title',
  description: 'description',
  location: 'locationLabel',
  'location.label': 'locationLabel',
  'location.lat': 'lat',
  'location.lng': 'lng',
  lat: 'lat',
  lng: 'lng',
  budget: 'budgetMax',
  'budget.min': 'budgetMin',
  'budget.max': 'budgetMax',
  'budget.currency': 'currency',
  neededBy: 'neededBy',
  openForDays: 'openForDays',
  maxResponses: 'maxResponses',
  sealed: 'revealAt',
  revealAt: 'revealAt',
  'property.bedrooms': 'bedrooms',
  'property.minAreaM2': 'minAreaM2',
  'property.deal': 'deal',
  'property.propertyType': 'propertyType',
  materials: 'lines',
  'materials.lines': 'lines',
  attachmentIds: 'attachmentIds',
  invitePartnerIds: 'invitees',
};

/** Maps the server's field paths (with or without an "input." prefix) to the form's field names. */
export function wireFieldAliases(lineCount: number): Record<string, string> {
  const aliases: Record<string, string> = { ...serverFieldNames };
  for (let index = 0; index < Math.max(lineCount, 1); index += 1) {
    for (const part of ['material', 'quantity', 'unit']) {
      aliases[`materials.lines.${index}.${part}`] = `lines.${index}.${part}`;
      aliases[`lines.${index}.${part}`] = `lines.${index}.${part}`;
    }
  }
  for (const [key, value] of Object.entries({ ...aliases })) aliases[`input.${key}`] = value;
  return aliases;
}

export function wireFormFields(lineCount: number): string[] {
  return [...new Set(Object.values(wireFieldAliases(lineCount)))];
}

/**
 * The form with one more material line (quantity 1, to be adjusted): it fills the first line when
 * that is still empty, and names the wire after it when the title is empty. The product's
 * `supplier`, when given, is invited to quote (once).
 */
export function withMaterialLine(
  values: WireFormValues,
  material: string,
  unit: string,
  supplier?: Invitee,
): WireFormValues {
  const line: MaterialLineValues = { material: material.slice(0, 120), quantity: 1, unit: unit.slice(0, 32) };
  const [first, ...rest] = values.lines;
  const firstEmpty = !first || (!first.material.trim() && first.quantity === '');
  const lines = firstEmpty ? [line, ...rest] : [...values.lines, line].slice(0, 50);
  const title = values.title.trim() ? values.title : `Quote for ${material}`.slice(0, 120);
  const invitees =
    supplier && !values.invitees.some((partner) => partner.id === supplier.id)
      ? [...values.invitees, { id: supplier.id, businessName: supplier.businessName }]
      : values.invitees;
  return { ...values, title, lines, invitees };
}

/** A datetime-local value `hours` from `now`, in the reader's zone (the reveal date's default). */
export function localDateTimeIn(hours: number, now = new Date()): string {
  const at = new Date(now.getTime() + hours * 3_600_000 - now.getTimezoneOffset() * 60_000);
  return at.toISOString().slice(0, 16);
}

/** The choices of how long a wire stays open (SPEC: 3 to 60 days, 30 unless said). */
export const OPEN_FOR_OPTIONS = [
  { value: '3', label: '3 days' },
  { value: '7', label: '1 week' },
  { value: '14', label: '2 weeks' },
  { value: '30', label: '30 days' },
  { value: '60', label: '60 days' },
];
