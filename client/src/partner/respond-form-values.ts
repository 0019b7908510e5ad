import type {
  ResponseFieldsFragment,
  ReviseResponseInput,
  RespondToWireInput,
  WireKind,
} from '../gql/graphql';
import { fromCents, lineCents } from './quote-total';

/** One line of an itemised quote in the form. */
export type OfferLineValues = {
  /** The wire's line this answers ("40 bags — Cement"), or null for an extra product. */
  asked: string | null;
  productId: string;
  quantity: number | '';
  unitPrice: number | '';
};

export type RespondValues = {
  amount: number | '';
  currency: string;
  message: string;
  validUntil: string;
  listingId: string;
  items: OfferLineValues[];
};

/** The wire as the form needs it: its kind and, for materials, its lines to quote against. */
export type RespondWire = {
  id: string;
  kind: WireKind;
  lines: { material: string; quantity: number; unit: string }[];
};

export function emptyRespondValues(wire: RespondWire): RespondValues {
  return {
    amount: '',
    currency: '',
    message: '',
    validUntil: '',
    listingId: '',
    items: wire.lines.map((line) => ({
      asked: `${line.quantity} ${line.unit} — ${line.material}`,
      productId: '',
      quantity: line.quantity,
      unitPrice: '',
    })),
  };
}

/** The lines with a product chosen: what the quote itemises. */
export function chosenItems(values: RespondValues): OfferLineValues[] {
  return values.items.filter((item) => item.productId);
}

/** The itemised total as a decimal string, or null when some chosen line is incomplete. */
export function itemisedTotal(values: RespondValues): string | null {
  let sum = 0n;
  for (const item of chosenItems(values)) {
    const cents =
      item.quantity === '' || item.unitPrice === '' ? null : lineCents(item.quantity, String(item.unitPrice));
    if (cents === null) return null;
    sum += cents;
  }
  return fromCents(sum);
}

function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export function validateRespond(values: RespondValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const items = chosenItems(values);
  if (items.length === 0 && !values.listingId && !(values.amount !== '' && values.amount > 0)) {
    errors.amount = 'Enter a quote above 0.';
  }
  if (values.amount !== '' && !(values.amount > 0)) errors.amount = 'Enter a quote above 0.';
  if (values.currency.trim() && !/^[A-Za-z]{3}$/.test(values.currency.trim())) {
    errors.currency = 'Use a three-letter code, e.g. NGN.';
  }
  if (!values.message.trim()) errors.message = 'Tell the buyer what you offer.';
  else if (values.message.trim().length > 2000) errors.message = 'Use at most 2000 characters.';
  if (values.validUntil && values.validUntil < today()) errors.validUntil = 'Choose today or a later date.';
  values.items.forEach((item, index) => {
    if (!item.productId) return;
    if (item.quantity === '' || !(item.quantity > 0)) errors[`items.${index}.quantity`] = 'More than 0.';
    if (item.unitPrice === '' || item.unitPrice < 0) errors[`items.${index}.unitPrice`] = '0 or more.';
  });
  return errors;
}

export function toRespondInput(wireId: string, values: RespondValues): RespondToWireInput {
  const currency = values.currency.trim().toUpperCase() || null;
  const items = chosenItems(values);
  const total = items.length ? itemisedTotal(values) : null;
  const amount = total ?? (values.amount === '' ? null : String(values.amount));
  return {
    wireId,
    message: values.message.trim(),
    quote: amount ? { amount, currency } : null,
    validUntil: values.validUntil ? new Date(`${values.validUntil}T23:59:59`).toISOString() : null,
    ...(items.length
      ? {
          offeredProducts: items.map((item) => ({
            productId: item.productId,
            quantity: Number(item.quantity),
            unitPrice: String(item.unitPrice),
          })),
        }
      : {}),
    ...(values.listingId ? { offeredPropertyId: values.listingId } : {}),
  };
}

/** The server's field paths (`offeredProducts[2].quantity`) → the form's (`items.<row>.quantity`). */
export function respondFieldAliases(values: RespondValues): Record<string, string> {
  const aliases: Record<string, string> = {
    quote: 'amount',
    amount: 'amount',
    'quote.amount': 'amount',
    'quote.currency': 'currency',
    currency: 'currency',
    message: 'message',
    validUntil: 'validUntil',
    offeredPropertyId: 'listingId',
    offeredProducts: 'amount',
  };
  let sent = 0;
  values.items.forEach((item, row) => {
    if (!item.productId) return;
    for (const part of ['productId', 'quantity', 'unitPrice'] as const) {
      aliases[`offeredProducts[${sent}].${part}`] = `items.${row}.${part}`;
      // the same place as a path (`fieldPath`, e.g. of a malformed id)
      aliases[`offeredProducts.${sent}.${part}`] = `items.${row}.${part}`;
    }
    sent += 1;
  });
  for (const [key, value] of Object.entries({ ...aliases })) aliases[`input.${key}`] = value;
  return aliases;
}

/** Every field the form can show an error at (the server's fields map onto these). */
export function respondFormFields(values: RespondValues): string[] {
  const fields = ['amount', 'currency', 'message', 'validUntil', 'listingId'];
  values.items.forEach((_, row) => {
    for (const part of ['productId', 'quantity', 'unitPrice']) fields.push(`items.${row}.${part}`);
  });
  return fields;
}

/** The quote a revision starts from: the response as it stands, in the form's terms. */
export type RevisedQuote = Pick<
  ResponseFieldsFragment,
  'id' | 'quote' | 'message' | 'validUntil' | 'offeredProducts' | 'offeredProperty'
>;

/** The form prefilled with `response` (its lines, else the wire's lines to itemise against). */
export function revisedRespondValues(wire: RespondWire, response: RevisedQuote): RespondValues {
  const lines = response.offeredProducts;
  return {
    amount: lines.length ? '' : Number(response.quote.amount),
    currency: response.quote.currency,
    message: response.message,
    validUntil: response.validUntil ? response.validUntil.slice(0, 10) : '',
    listingId: response.offeredProperty?.id ?? '',
    items: lines.length
      ? lines.map((line) => ({
          asked: null,
          productId: line.product?.id ?? '',
          quantity: line.quantity,
          unitPrice: Number(line.unitPrice.amount),
        }))
      : emptyRespondValues(wire).items,
  };
}

/**
 * The revision the form asks for: the whole quote as filled in (the server keeps what is the
 * same and refuses a revision that changes nothing). The currency and listing stay the quote's.
 */
export function toReviseInput(response: RevisedQuote, values: RespondValues): ReviseResponseInput {
  const { message, quote, validUntil, offeredProducts } = toRespondInput('', values);
  return {
    id: response.id,
    message,
    validUntil,
    quote: offeredProducts ? null : quote && { amount: quote.amount, currency: response.quote.currency },
    // clearing every line of an itemised quote makes it a plain amount
    offeredProducts: offeredProducts ?? (response.offeredProducts.length ? [] : null),
  };
}
