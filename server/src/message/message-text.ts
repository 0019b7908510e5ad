import { maskContacts, textFor, type MaskedText } from '../common/contact-mask.js';
import { responseById } from '../response/response.loaders.js';
import { ResponseStatus } from '../response/response.enums.js';
import type { TextReader } from '../response/partner-text.js';
import type { Message } from './message.entity.js';

/**
 * What `reader` reads of a thread's message: `textFor`'s rule, its writer the message's author and
 * the quote accepted when its response is. A text with no contact in it costs no lookup.
 */
export async function messageText(reader: TextReader, message: Message): Promise<MaskedText> {
  if (!maskContacts(message.body).masked) return { text: message.body, masked: false };
  const response = await reader.loaders.load(responseById, message.response.id);
  return textFor(reader.viewer, message.body, {
    writerId: message.author?.id ?? null,
    accepted: response?.status === ResponseStatus.ACCEPTED,
  });
}
