import type { Viewer } from './actor.js';
import { Role } from './role.js';

/** What a hidden email address, phone number or link reads as before the quote is accepted. */
export const CONTACT_PLACEHOLDER = '[contact hidden until accepted]';

/** The text with every contact hidden, and whether anything was. */
export type MaskedText = { text: string; masked: boolean };

// the endings a link or a spelled-out address is recognised by ("ikejablocks.ng", "wa.me/…")
const TLDS = [
  'com',
  'net',
  'org',
  'ng',
  'co',
  'io',
  'me',
  'info',
  'biz',
  'app',
  'dev',
  'shop',
  'store',
  'online',
  'site',
  'xyz',
  'africa',
  'uk',
  'us',
  'gh',
  'ke',
  'za',
  'link',
  'ly',
  'page',
].join('|');

// name@host.tld, also written name (at) host (dot) tld or name[at]host[dot]tld
const EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\])\s*[\p{L}\p{N}-]+(?:(?:\.|\s*\(dot\)\s*|\s*\[dot\]\s*)[\p{L}\p{N}-]+)+/giu;

// name at host dot tld, name at host.tld: only with a known ending ("blocks at 4500 each" is no address)
const SPELLED_EMAIL = new RegExp(
  `[\\p{L}\\p{N}._%+-]+\\s+at\\s+[\\p{L}\\p{N}-]+(?:(?:\\.|\\s+dot\\s+)[\\p{L}\\p{N}-]+)*(?:\\.|\\s+dot\\s+)(?:${TLDS})(?![\\p{L}\\p{N}])`,
  'giu',
);

// https://…, www.…, tel:/whatsapp: links, and bare hosts with a known ending (wa.me/234…, ikejablocks.com.ng/contact)
const LINK = new RegExp(
  [
    `\\b(?:https?:\\/\\/|www\\.)[^\\s<>\\[\\]"']+`,
    `\\b(?:tel|sms|callto|whatsapp|mailto):[^\\s<>\\[\\]"']+`,
    `(?<![\\p{L}\\p{N}.@-])[a-z][a-z0-9-]*(?:\\.[a-z0-9-]+)*\\.(?:${TLDS})(?![\\p{L}\\p{N}-])(?:\\/[^\\s<>\\[\\]"']*)?`,
  ].join('|'),
  'giu',
);

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
 * Hides email addresses (also spelled "name at host dot ng"), links (web, WhatsApp, tel:) and
 * phone numbers (0803 555 0123, +234-803-555-0123, 0803.555.0123, …) in a text (SPEC §4: the
 * contact is revealed by accepting). Quantities ("500 blocks"), prices ("NGN 372,000",
 * "₦1500000"), dates ("25/11/2026"), postcodes and ranges ("2500-3000") are kept. Spelled-out
 * digits ("oh eight oh three …") are not caught: the masker is a nudge, not a guarantee.
 */
export function maskContacts(text: string): MaskedText {
  let masked = false;
  const hide = () => {
    masked = true;
    return CONTACT_PLACEHOLDER;
  };
  const withoutLinks = text
    .replace(EMAIL, hide)
    .replace(SPELLED_EMAIL, hide)
    .replace(LINK, (match: string) => {
      // a sentence's full stop or closing bracket is not part of the link
      const core = match.replace(/[.,;:!?)]+$/u, '');
      return hide() + match.slice(core.length);
    });
  const result = withoutLinks.replace(CANDIDATE, (match: string, _plus: unknown, offset: number) => {
    // a trailing separator belongs to the sentence, not the number
    const core = match.replace(/[ \t.\-/(]+$/u, '');
    const trailing = match.slice(core.length);
    const balanced = core.endsWith(')') && !core.includes('(') ? core.slice(0, -1) : core;
    const rest = core.slice(balanced.length) + trailing;
    const before = withoutLinks.slice(0, offset);
    const after = withoutLinks.slice(offset + balanced.length);
    if (!looksLikePhone(balanced, before, after)) return match;
    masked = true;
    return CONTACT_PLACEHOLDER + rest;
  });
  return { text: result, masked };
}

/** Who wrote a text, and whether the quote it belongs to (or one with its writer) was accepted. */
export type TextOrigin = {
  /** The account that wrote it (null when it is gone). */
  writerId: string | null;
  /** The buyer accepted the quote it belongs to: both parties may reach each other now. */
  accepted: boolean;
};

/**
 * The one rule for what a viewer reads of a text one party of a quote wrote to the other (a quote
 * message, a quoted line, a listing or product offered, a thread's message): the original for its
 * writer, admins, and everyone once the quote is accepted; contacts hidden for anybody else. Every
 * place that shows or sends such a text (page, bell, toast, email, push, webhook) reads it here.
 * `masked`: the text already masked, when the caller had to scan it anyway.
 */
export function textFor(
  viewer: Pick<Viewer, 'id' | 'role'> | null,
  text: string,
  origin: TextOrigin,
  masked?: MaskedText,
): MaskedText {
  const original =
    origin.accepted || viewer?.role === Role.ADMIN || (viewer !== null && viewer.id === origin.writerId);
  return original ? { text, masked: false } : (masked ?? maskContacts(text));
}
