import type { Partner } from './partner.entity.js';
import type { PartnerEventType } from './partner.enums.js';

/**
 * A partner signed up (CREATED) or its status or business changed (UPDATED; the default): its
 * live streams read it again.
 */
export type PartnerMessage = { topic: 'PARTNER'; partnerId: string; type?: PartnerEventType };

declare module '../events/topics.js' {
  interface Topics {
    PARTNER: PartnerMessage;
  }
}

declare module '../common/domain-events.js' {
  interface DomainEvents {
    /** A partner was approved (at sign-up or by an admin), in that transaction. */
    'partner.approved': { partner: Partner };
  }
}
