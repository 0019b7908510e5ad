/**
 * How place names are compared and shown: the key a name is looked up by (accents, punctuation,
 * abbreviations and roman numerals folded), the prefixes a search tries, and the names of
 * countries and first-level divisions as people say them.
 */

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** English name of an ISO 3166-1 alpha-2 code (the code itself when ICU has no name). */
export function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

const ROMAN: Record<string, string> = { i: '1', ii: '2', iii: '3', iv: '4', v: '5' };

/** A name's words: accents and case folded, punctuation dropped, a run of single letters one word. */
export function words(text: string): string[] {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (!plain) return [];
  // a run of single letters is one abbreviation: "V.I." → "vi"
  const out: string[] = [];
  let run = '';
  for (const word of plain.split(' ')) {
    if (word.length === 1 && /\p{L}/u.test(word)) {
      run += word;
      continue;
    }
    if (run) out.push(run);
    run = '';
    out.push(word);
  }
  if (run) out.push(run);
  return out;
}

/**
 * What a name is compared on: lowercase, accents stripped (NFD), punctuation as single spaces, a
 * run of single letters joined ("V.I." → "vi") and a roman numeral after the first word as a
 * number ("Phase I" → "phase 1"), so "São Paulo", "sao paulo" and "Sao-Paulo" are one key, and
 * "Lekki Phase I" and "Lekki Phase 1" are another.
 */
export function normalisePlaceName(text: string): string {
  return words(text)
    .map((word, i) => (i > 0 && ROMAN[word]) || word)
    .join(' ');
}

/**
 * The prefixes a search looks up: its key, and while the last word may still be the start of a
 * name ("phase i" on the way to "phase ilupeju"), also that word unconverted.
 */
export function searchPrefixes(text: string): string[] {
  const key = normalisePlaceName(text);
  const raw = words(text);
  const last = raw.at(-1);
  if (raw.length < 2 || !last || !ROMAN[last]) return key ? [key] : [];
  return [key, `${key.slice(0, key.lastIndexOf(' '))} ${last}`];
}

/**
 * GeoNames' name of a first-level division as people say it: "Rivers State" → "Rivers", but
 * "Niger State" stays (not the country), and the Federal Capital Territory is "Abuja".
 */
export function regionName(admin1: string, countryKeys: Set<string>): string {
  if (admin1 === 'FCT') return 'Abuja';
  const short = admin1.replace(/ State$/, '');
  return countryKeys.has(normalisePlaceName(short)) ? admin1 : short;
}
