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
