import type { Notice } from '../mail/notices.js';
import type { DigestLine } from './saved-search.sql.js';

const KIND_WORDS: Record<string, string> = {
  PROPERTY: 'property',
  BUILDING_MATERIALS: 'building materials',
};

const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');

/** The alert of one new wire matching some of an account's INSTANT searches. */
export function instantAlertNotice(
  wire: { id: string; kind: string; title: string; locationLabel: string },
  searchNames: string[],
): Notice {
  return {
    subject: `New wire matching ${quoted(searchNames.slice(0, 1))}: ${wire.title}`,
    paragraphs: [
      `A new ${KIND_WORDS[wire.kind] ?? ''} wire in ${wire.locationLabel} matches your saved search${searchNames.length > 1 ? 'es' : ''} ${quoted(searchNames)}: "${wire.title}".`,
      'You hear of matching wires as soon as they are posted; change how often, or turn it off, in your saved searches.',
    ],
    action: { label: 'See the wire', path: `/wires/details?id=${wire.id}` },
  };
}

/** How many wires a digest names one by one (the rest are counted). */
export const DIGEST_LISTED = 20;

/** The daily digest of an account: the new wires of its DAILY searches since the last one. */
export function digestNotice(lines: DigestLine[], baseUrl: string): Notice {
  const count = lines.length;
  const listed = lines
    .slice(0, DIGEST_LISTED)
    .map(
      (line) =>
        `• ${line.wireTitle} (${line.wireLocation}), for "${line.searchName}": ${baseUrl}/wires/details?id=${line.wireId}`,
    );
  const more = count > DIGEST_LISTED ? [`…and ${count - DIGEST_LISTED} more on the wireboard.`] : [];
  return {
    subject: `${count} new ${count === 1 ? 'wire matches' : 'wires match'} your saved searches`,
    paragraphs: [
      `Since your last digest, ${count} new ${count === 1 ? 'wire matches' : 'wires match'} your daily saved searches:`,
      ...listed,
      ...more,
      'You get this digest once a day; change how often, or turn it off, in your saved searches.',
    ],
    action: { label: 'Open the wireboard', path: '/wireboard' },
  };
}
