import type { Notice } from '../mail/notices.js';

const EXCERPT_MAX = 300;

/** Where a thread opens: the buyer's comparison of the wire, or the partner's responses. */
export function threadPath(toBuyer: boolean, wireId: string, responseId: string): string {
  return toBuyer
    ? `/wires/details?id=${wireId}#thread-${responseId}`
    : `/partners/responses#thread-${responseId}`;
}

/** A new message, as the bell and the email say it (the text already masked when it must be). */
export function newMessageNotice(input: {
  toBuyer: boolean;
  wireId: string;
  wireTitle: string;
  responseId: string;
  sender: string;
  text: string;
  images: number;
}): Notice {
  const excerpt = input.text.length > EXCERPT_MAX ? `${input.text.slice(0, EXCERPT_MAX - 1)}…` : input.text;
  const images = input.images ? [`(${input.images} image${input.images > 1 ? 's' : ''} attached)`] : [];
  return {
    subject: `New message about "${input.wireTitle}"`,
    paragraphs: [`${input.sender} wrote:`, ...(excerpt ? [excerpt] : []), ...images],
    action: { label: 'Read and reply', path: threadPath(input.toBuyer, input.wireId, input.responseId) },
  };
}
