import type { InputProblems } from '../common/errors.js';
import { QUANTITY_MAX, QUANTITY_MIN } from '../common/input-bounds.js';
import { cents, DECIMAL, fromCents, MAX_CENTS, toDecimal } from '../common/money.js';
import type { OfferedProductInput } from './response.inputs.js';

/** Quantities keep at most three decimals (2.5 tonnes, 0.125 m³), so a line's total is exact. */
const THOUSANDTHS = 1000n;

/** A checked line of an itemised quote. */
export type QuoteLine = { productId: string; quantity: number; unitPrice: string; totalCents: bigint };

/** `quantity × unitPrice` in cents, rounded half up (quantities carry at most three decimals). */
export function lineTotalCents(quantity: number, unitPrice: string): bigint {
  const thousandths = BigInt(Math.round(quantity * 1000));
  return (thousandths * cents(unitPrice) + THOUSANDTHS / 2n) / THOUSANDTHS;
}

/** The field of one line's part, as errors name it: `offeredProducts[2].quantity`. */
export function lineField(index: number, part?: keyof OfferedProductInput): string {
  return `offeredProducts[${index}]${part ? `.${part}` : ''}`;
}

function hasThreeDecimalsAtMost(quantity: number): boolean {
  const scaled = quantity * 1000;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * Checks each line's shape (the product's ownership is checked against the database later) and
 * the running total; each refusal is noted in `problems` at its line's field (the client's
 * `offeredProducts[2].quantity`, path `['input', 'offeredProducts', 2, 'quantity']`). The lines
 * answered are only meaningful when no problem was noted.
 */
export function checkLines(lines: readonly OfferedProductInput[], problems: InputProblems): QuoteLine[] {
  let sum = 0n;
  const at = (index: number, part: keyof OfferedProductInput, message: string) =>
    problems.add(['input', 'offeredProducts', index, part], message, lineField(index, part));
  const checked: QuoteLine[] = [];
  lines.forEach((line, index) => {
    const before = problems.count;
    if (!Number.isFinite(line.quantity) || !(line.quantity >= QUANTITY_MIN))
      at(index, 'quantity', `The quantity must be at least ${QUANTITY_MIN}.`);
    else if (line.quantity > QUANTITY_MAX || !hasThreeDecimalsAtMost(line.quantity))
      at(index, 'quantity', 'Use a quantity up to 1,000,000,000 with at most 3 decimals.');
    if (!DECIMAL.test(line.unitPrice.trim()))
      at(index, 'unitPrice', 'Enter a unit price such as 4500 or 4500.50 (0 or more).');
    if (problems.count > before) return;
    const unitPrice = toDecimal(line.unitPrice.trim());
    const totalCents = lineTotalCents(line.quantity, unitPrice);
    sum += totalCents;
    if (sum > MAX_CENTS) at(index, 'quantity', 'The quote is too large.');
    checked.push({ productId: line.productId, quantity: line.quantity, unitPrice, totalCents });
  });
  return checked;
}

/** The quote's total of its lines, as a decimal string. */
export function linesTotal(lines: readonly QuoteLine[]): string {
  return fromCents(lines.reduce((sum, line) => sum + line.totalCents, 0n));
}
