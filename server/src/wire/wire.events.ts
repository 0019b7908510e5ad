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
};

declare module '../events/topics.js' {
  interface Topics {
    WIRE: WireMessage;
  }
}
