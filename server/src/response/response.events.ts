import type { WireResponse } from './response.entity.js';
import type { ResponseEventType } from './response.enums.js';

export type ResponseMessage = {
  topic: 'RESPONSE';
  type: ResponseEventType;
  responseId: string;
  wireId: string;
  partnerId: string;
  /** A sealed quote announced at `revealAt` (for its buyer): its own partner knew it all along. */
  revealed?: true;
};

declare module '../events/topics.js' {
  interface Topics {
    RESPONSE: ResponseMessage;
  }
}

declare module '../common/domain-events.js' {
  interface DomainEvents {
    /** The buyer accepted a quote (in that transaction; the order domain makes its order). */
    'response.accepted': { response: WireResponse };
    /** Its partner withdrew a quote (in that transaction; the trust and safety flags count them). */
    'response.withdrawn': { response: WireResponse };
  }
}
