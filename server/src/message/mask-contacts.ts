/** What a hidden email address or phone number reads as before the response is accepted. */
export const CONTACT_PLACEHOLDER = '[contact hidden until accepted]';

/** The text with every email address and phone number hidden, and whether anything was. */
export type MaskedText = { text: string; masked: boolean };

// name@host.tld, also written name (at) host (dot) tld or name[at]host[dot]tld
const EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\])\s*[\p{L}\p{N}-]+(?:(?:\.|\s*\(dot\)\s*|\s*\[dot\]\s*)[\p{L}\p{N}-]+)+/giu;

// a run of digits with the separators phone numbers are written with (no commas: 1,500,000 is money)
const CANDIDATE = /(?<![\p{L}\p{N}.,/:])(\+\s?)?\(?\d(?:[ \t().\-/]{0,3}\d)*\)?/gu;

const CURRENCY_BEFORE = /(?:₦|\$|€|£|¥|\bN|\bNGN|\bUSD|\bEUR|\bGBP|\bGHS|\bKES|\bZAR)\s?$/iu;

const UNITS = [
  'bags?',
  'bricks?',
  'blocks?',
  'pieces?',
  'pcs',
  'units?',
  'tonnes?',
  'tons?',
  'kg',
  'kgs',
  'g',
  'm',
  'mm',
  'cm',
  'km',
  'm2',
  'm²',
  'm3',
  'm³',
  'sq',
  'sqm',
  'litres?',
  'liters?',
  'l',
  'sheets?',
  'rods?',
  'lengths?',
  'trips?',
  'trucks?',
  'naira',
  'dollars?',
  'euros?',
  'pounds?',
  'ngn',
  'usd',
  'days?',
  'weeks?',
  'months?',
  'years?',
  'hours?',
  'hrs?',
  'mins?',
  'minutes?',
  'x',
  '%',
];
const UNIT_AFTER = new RegExp(`^\\s?(?:${UNITS.join('|')})(?![\\p{L}\\p{N}])`, 'iu');

const DATE = [
  /^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$/u, // 2026-11-25
  /^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}$/u, // 25/11/2026, 25.11.26
];
const THOUSANDS = /^\d{1,3}(?:[ .]\d{3})+$/u; // 1 500 000, 1.500.000
const ZIP_PLUS_FOUR = /^\d{5}-\d{4}$/u;
const RANGE = /^\d{1,6}\s?[-–/]\s?\d{1,6}$/u; // 2500-3000, 40/50

/** Whether a run of digits (found by CANDIDATE) is a phone number rather than a quantity, price, date, … */
export function looksLikePhone(candidate: string, before: string, after: string): boolean {
  const run = candidate.trim();
  const digits = run.replace(/\D/g, '').length;
  if (digits < 7) return false;
  const international = run.startsWith('+') || run.startsWith('00');
  if (!international) {
    if (CURRENCY_BEFORE.test(before)) return false;
    if (UNIT_AFTER.test(after)) return false;
  }
  if (international) return digits <= 15 || /^\+/.test(run);
  if (DATE.some((date) => date.test(run))) return false;
  if (ZIP_PLUS_FOUR.test(run)) return false;
  const leadingZero = /^\(?0/.test(run);
  if (!leadingZero && THOUSANDS.test(run)) return false;
  if (!leadingZero && digits < 10 && RANGE.test(run)) return false;
  // a bare number: 0803…, or 10+ digits, is a phone; 7–9 digits without a 0 is an amount
  if (/^\d+$/u.test(run)) return leadingZero || digits >= 10;
  if (/^\d+\.\d{1,2}$/u.test(run)) return false;
  return true;
}

/**
 * Hides email addresses and phone numbers written into a message (SPEC §3: the contact is revealed
 * by accepting). Quantities ("2500 bricks"), prices ("₦1,500,000", "NGN 1500000"), dates
 * ("25/11/2026"), postcodes ("100001", "SW1A 1AA", "12345-6789") and ranges ("2500-3000") are kept.
 * Spelled-out digits ("oh eight oh three …") are not caught: the masker is a nudge, not a guarantee.
 */
export function maskContacts(text: string): MaskedText {
  let masked = false;
  const withoutEmails = text.replace(EMAIL, () => {
    masked = true;
    return CONTACT_PLACEHOLDER;
  });
  const result = withoutEmails.replace(CANDIDATE, (match: string, _plus: unknown, offset: number) => {
    // a trailing separator belongs to the sentence, not the number
    const core = match.replace(/[ \t.\-/(]+$/u, '');
    const trailing = match.slice(core.length);
    const balanced = core.endsWith(')') && !core.includes('(') ? core.slice(0, -1) : core;
    const rest = core.slice(balanced.length) + trailing;
    const before = withoutEmails.slice(0, offset);
    const after = withoutEmails.slice(offset + balanced.length);
    if (!looksLikePhone(balanced, before, after)) return match;
    masked = true;
    return CONTACT_PLACEHOLDER + rest;
  });
  return { text: result, masked };
}
