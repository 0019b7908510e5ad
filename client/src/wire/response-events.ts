import type { ResponseEventType } from '../gql/enums';
import type { LiveEventType } from '../shared/live/connection';

/**
 * How a live list applies a response event: only a new quote is CREATED; a revision, a
 * counter-offer and its acceptance change a quote already listed, as an UPDATED does.
 */
export function liveTypeOf(type: ResponseEventType): LiveEventType {
  return type === 'CREATED' ? 'CREATED' : 'UPDATED';
}

/** What the buyer's screen reader hears of a negotiation event (nothing for the others). */
export function negotiationNews(type: ResponseEventType, businessName: string): string | undefined {
  switch (type) {
    case 'REVISED':
      return `${businessName} revised their quote`;
    case 'COUNTER_ACCEPTED':
      return `${businessName} accepted the counter-offer`;
    default:
      return undefined;
  }
}

/** What the partner's screen reader hears of a negotiation event on their quote to `wireTitle`. */
export function partnerNews(type: ResponseEventType, wireTitle: string): string | undefined {
  switch (type) {
    case 'REVISED':
      return `Your quote on ${wireTitle} is revised`;
    case 'COUNTER_OFFERED':
      return `Counter-offer on ${wireTitle}`;
    case 'COUNTER_ACCEPTED':
      return `You accepted the counter-offer on ${wireTitle}`;
    default:
      return undefined;
  }
}
