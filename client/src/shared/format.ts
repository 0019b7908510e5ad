/** Small display helpers shared by the wire and partner pages. */

export function formatMoney(amount: string | null | undefined, currency: string): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency, maximumFractionDigits: 2 }).format(
      value,
    );
  } catch {
    return `${value.toLocaleString()} ${currency}`;
  }
}

/**
 * A quantity of a catalogue unit, as an invoice reads it: "40 × bag (50 kg)". Catalogue units are
 * singular and may carry a size, so "40 bag (50 kg)" would read wrong.
 */
export function formatQuantity(quantity: number, unit: string): string {
  return `${quantity.toLocaleString()} × ${unit}`;
}

/** A total as people say it: no ".00" on whole amounts (figures on cards are narrow on a phone). */
export function formatTotal(amount: string, currency: string): string {
  const value = Number(amount);
  if (!Number.isInteger(value)) return formatMoney(amount, currency);
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
      value,
    );
  } catch {
    return formatMoney(amount, currency);
  }
}

export type BudgetLike = { min?: string | null; max?: string | null; currency: string } | null | undefined;

export function formatBudget(budget: BudgetLike): string {
  if (!budget || (!budget.min && !budget.max)) return 'Open budget';
  const min = formatMoney(budget.min, budget.currency);
  const max = formatMoney(budget.max, budget.currency);
  if (min && max) return min === max ? min : `${min} – ${max}`;
  return min ? `From ${min}` : `Up to ${max}`;
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** A date and time, such as "1 Dec 2026, 10:00" (the reader's locale and zone). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "just now", "5 min ago", "3 h ago", "2 days ago". */
export function formatAge(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

export const kindLabels = { PROPERTY: 'Property', BUILDING_MATERIALS: 'Building materials' } as const;
