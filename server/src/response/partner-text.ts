import type { Onlooker } from '../common/context.js';
import { maskContacts, textFor, type MaskedText } from '../common/contact-mask.js';
import { defineLoader } from '../common/loaders.js';
import { partnerById } from '../partner/partner.loaders.js';
import type { WireResponse } from './response.entity.js';
import { ResponseStatus } from './response.enums.js';
import { responseById } from './response.loaders.js';

/** What the reads below need of a request: its loaders and who is reading. */
export type TextReader = Onlooker;

const asWritten = (text: string): MaskedText => ({ text, masked: false });

/**
 * The businesses each buyer accepted a quote of, by the buyer's account id: their catalogue texts
 * read unmasked for that buyer, as the accepted quote does.
 */
export const acceptedPartnersByBuyer = defineLoader<string, ReadonlySet<string>>(
  'acceptedPartnersByBuyer',
  async (em, memberIds) => {
    const rows = await em.execute<{ owner_id: string; partner_id: string }[]>(
      `select distinct w.owner_id, r.partner_id from response r join wire w on w.id = r.wire_id
        where w.owner_id in (?) and r.status = ?`,
      [[...memberIds], ResponseStatus.ACCEPTED],
    );
    return memberIds.map(
      (id) => new Set(rows.filter((row) => row.owner_id === id).map((row) => row.partner_id)),
    );
  },
);

/** The account that writes for a business (null once the business is gone). */
async function writerOf(reader: TextReader, partnerId: string): Promise<string | null> {
  const partner = await reader.loaders.load(partnerById, partnerId);
  return partner?.member.id ?? null;
}

/**
 * What `reader` reads of a text the partner of `response` wrote into it (its message, a quoted
 * line): `textFor`'s rule, the quote accepted when this response is. A text with no contact in it
 * costs no lookup.
 */
export async function quoteText(
  reader: TextReader,
  response: WireResponse,
  text: string,
  masked = maskContacts(text),
): Promise<MaskedText> {
  if (!masked.masked) return asWritten(text);
  return textFor(
    reader.viewer,
    text,
    {
      writerId: await writerOf(reader, response.partner.id),
      accepted: response.status === ResponseStatus.ACCEPTED,
    },
    masked,
  );
}

/** `quoteText` for a text of the response `responseId` (a quoted line knows its response by id). */
export async function quoteTextOf(reader: TextReader, responseId: string, text: string): Promise<MaskedText> {
  const masked = maskContacts(text);
  if (!masked.masked) return asWritten(text);
  const response = await reader.loaders.load(responseById, responseId);
  return response
    ? quoteText(reader, response, text, masked)
    : textFor(reader.viewer, text, { writerId: null, accepted: false }, masked);
}

/**
 * What `reader` reads of a business's catalogue text (a listing or product offered in quotes, on
 * its page as in the quote): `textFor`'s rule, the quote accepted when the reader accepted one of
 * that business's quotes.
 */
export async function catalogueText(
  reader: TextReader,
  partnerId: string,
  text: string,
): Promise<MaskedText> {
  const masked = maskContacts(text);
  if (!masked.masked) return asWritten(text);
  const viewer = reader.viewer;
  const accepted = viewer
    ? (await reader.loaders.load(acceptedPartnersByBuyer, viewer.id)).has(partnerId)
    : false;
  return textFor(viewer, text, { writerId: await writerOf(reader, partnerId), accepted }, masked);
}
