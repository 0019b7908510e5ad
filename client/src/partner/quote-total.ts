/** An itemised quote's sums, computed as the server does (integer cents, quantities to 3 decimals, half up). */

/** A decimal amount ("4500.5") in cents; null when it is not one. */
export function toCents(amount: string): bigint | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return null;
  return BigInt(match[1] ?? '0') * 100n + BigInt(((match[2] ?? '') + '00').slice(0, 2));
}

/** `quantity × unitPrice` in cents, rounded half up; null when either is not a valid value. */
export function lineCents(quantity: number, unitPrice: string): bigint | null {
  const price = toCents(unitPrice);
  if (price === null || !(quantity > 0)) return null;
  return (BigInt(Math.round(quantity * 1000)) * price + 500n) / 1000n;
}

/** Cents as the decimal string the API takes ("1500.50"). */
export function fromCents(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}
