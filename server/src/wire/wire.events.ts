import type { Wire } from './wire.entity.js';
import type { WireEventType } from './wire.enums.js';

export type WireMessage = {
  topic: 'WIRE';
  type: WireEventType;
  wireId: string;
  /**
   * News for the wire's owner (and admins) only: the count of its sealed quotes changed, which the
   * boards must not hear (the event itself would count the quotes).
   */
  ownerOnly?: true;
  /**
   * News for these partners' boards only: they were invited to the wire, which joins their board
   * (as CREATED) even outside their area. No other stream hears it.
   */
  invitedPartnerIds?: string[];
};

declare module '../events/topics.js' {
  interface Topics {
    WIRE: WireMessage;
  }
}

declare module '../common/domain-events.js' {
  interface DomainEvents {
    /** A wire was posted (in its transaction; saved searches queue their match job). */
    'wire.posted': { wire: Wire };
  }
}
