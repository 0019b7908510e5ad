import { cents, spokenMoney } from '../common/money.js';
import type { OfferedProduct } from './offered-product.entity.js';
import type { WireResponse } from './response.entity.js';
import { RevisionChange } from './response.enums.js';
import type { RevisedLineRow } from './response-revision.entity.js';

/** A quote's revisable parts, as one version of it says them. */
export type QuoteVersion = {
  quoteAmount: string;
  quoteCurrency: string;
  validUntil: Date | null;
  message: string;
  lines: RevisedLineRow[];
};

export function versionOf(response: WireResponse, lines: readonly OfferedProduct[]): QuoteVersion {
  return {
    quoteAmount: response.quoteAmount,
    quoteCurrency: response.quoteCurrency,
    validUntil: response.validUntil,
    message: response.message,
    lines: lines.map((line) => ({
      name: line.name,
      unit: line.unit,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
  };
}

const sameLines = (a: readonly RevisedLineRow[], b: readonly RevisedLineRow[]) =>
  a.length === b.length &&
  a.every(
    (line, i) =>
      line.name === b[i]!.name &&
      line.quantity === b[i]!.quantity &&
      cents(line.unitPrice) === cents(b[i]!.unitPrice),
  );

/** What `after` changed from `before`, in the order a reader cares about. */
export function changesBetween(before: QuoteVersion, after: QuoteVersion): RevisionChange[] {
  const changes: RevisionChange[] = [];
  if (cents(before.quoteAmount) !== cents(after.quoteAmount)) changes.push(RevisionChange.QUOTE);
  if (before.validUntil?.getTime() !== after.validUntil?.getTime()) changes.push(RevisionChange.VALIDITY);
  if (!sameLines(before.lines, after.lines)) changes.push(RevisionChange.ITEMS);
  if (before.message !== after.message) changes.push(RevisionChange.MESSAGE);
  return changes;
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : 'no date');

/** The changes as a notice says them: "price NGN 5,000.00 → NGN 4,500.00; new message". */
export function spokenChanges(
  before: QuoteVersion,
  after: QuoteVersion,
  changes: RevisionChange[],
): string[] {
  return changes.map((change) => {
    switch (change) {
      case RevisionChange.QUOTE:
        return `price ${spokenMoney(before.quoteAmount, before.quoteCurrency)} → ${spokenMoney(after.quoteAmount, after.quoteCurrency)}`;
      case RevisionChange.VALIDITY:
        return `valid until ${day(before.validUntil)} → ${day(after.validUntil)}`;
      case RevisionChange.ITEMS:
        return 'items changed';
      case RevisionChange.MESSAGE:
        return 'new message';
    }
  });
}
