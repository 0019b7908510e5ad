import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, type InputProblems } from '../common/errors.js';
import { cents, toDecimal } from '../common/money.js';
import type { ListingQueries } from '../listing/listing.queries.js';
import type { PropertyListing } from '../listing/property-listing.entity.js';
import type { Partner } from '../partner/partner.entity.js';
import { Product } from '../product/product.entity.js';
import type { Wire } from '../wire/wire.entity.js';
import { WireKind } from '../wire/wire.enums.js';
import type { RespondToWireInput } from './response.inputs.js';
import { lineField, linesTotal, type QuoteLine } from './quote-lines.js';

/* What a quote offers, checked (respondToWire, response.commands.ts): its amount, products, listing. */

function bad(field: string, message: string): AppError {
  return new AppError('BAD_USER_INPUT', message, { field });
}

/**
 * The quote's amount: the one given, else the offered products' total, else the offered listing's
 * price. With products, a given amount must equal their total (the itemised quote is the quote).
 */
export function checkAmount(
  input: Pick<RespondToWireInput, 'quote' | 'offeredPropertyId' | 'offeredProducts'>,
  lines: QuoteLine[],
  problems: InputProblems,
): void {
  const given = input.quote?.amount;
  const amount = ['input', 'quote', 'amount'];
  if (given !== undefined && !(Number(given) > 0)) {
    problems.add(amount, 'The amount must be more than 0.');
    return;
  }
  if (lines.length) {
    const total = linesTotal(lines);
    if (cents(total) === 0n)
      problems.add(['input', 'offeredProducts'], 'The offered products must add up to more than 0.');
    else if (given !== undefined && cents(toDecimal(given)) !== cents(total))
      problems.add(amount, `The amount must be the total of the offered products (${total}).`);
  } else if (given === undefined && !input.offeredPropertyId && !input.offeredProducts?.length) {
    problems.add(amount, 'Give the amount of your quote.');
  }
}

/**
 * The products of the lines, in their order: each must be of the partner's own catalogue and
 * not hidden, and only a materials wire takes them. Another partner's product and an unknown
 * one get the same answer (nothing tells whether it exists).
 */
export async function offeredProducts(
  em: EntityManager,
  wire: Wire,
  partner: Partner,
  lines: QuoteLine[],
): Promise<Product[]> {
  if (!lines.length) return [];
  if (wire.kind !== WireKind.BUILDING_MATERIALS) {
    throw bad('offeredProducts', 'Products can be offered only on a building-materials request.');
  }
  const found = await em.find(Product, {
    id: { $in: [...new Set(lines.map((line) => line.productId))] },
    partner: partner.id,
  });
  return lines.map((line, index) => {
    const product = found.find((row) => row.id === line.productId);
    if (!product) throw bad(lineField(index, 'productId'), 'This product is not in your catalogue.');
    if (product.hidden) {
      throw bad(
        lineField(index, 'productId'),
        `“${product.name}” is hidden; show it in your catalogue first.`,
      );
    }
    return product;
  });
}

/** The offered listing: one of the partner's own, ACTIVE, on a PROPERTY wire only. */
export async function offeredListing(
  em: EntityManager,
  listings: ListingQueries,
  wire: Wire,
  partner: Partner,
  id: string | null | undefined,
): Promise<PropertyListing | null> {
  if (!id) return null;
  if (wire.kind !== WireKind.PROPERTY) {
    throw bad('offeredPropertyId', 'A property listing can be offered only on a property request.');
  }
  return listings.findOfferable(em, partner, id, 'offeredPropertyId');
}
