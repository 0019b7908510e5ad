/*
 * Bounds on numbers and dates people type, beyond what their types allow: a Float takes 5e-324
 * and a DateTimeISO takes the year 9999, neither of which is a quantity or a date anyone means.
 */

/**
 * The smallest quantity of a wire's material line or a quote's line: a thousandth of its unit
 * (0.001 tonne is a kilogram). Units are free text, so there is one minimum for all of them.
 */
export const QUANTITY_MIN = 0.001;
export const QUANTITY_MAX = 1e9;
export const QUANTITY_RANGE_TEXT = 'at least 0.001, at most 1,000,000,000';

/** How far ahead a chosen date may be (a wire's `neededBy`, a quote's `validUntil`). */
export const FUTURE_YEARS_MAX = 5;

/** The latest date a person may choose now: the same instant, FUTURE_YEARS_MAX years ahead. */
export function futureHorizon(now = new Date()): Date {
  const horizon = new Date(now);
  horizon.setUTCFullYear(horizon.getUTCFullYear() + FUTURE_YEARS_MAX);
  return horizon;
}
