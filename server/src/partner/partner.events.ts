/** A partner's status or business changed: its live streams read it again. */
export type PartnerMessage = { topic: 'PARTNER'; partnerId: string };

declare module '../events/topics.js' {
  interface Topics {
    PARTNER: PartnerMessage;
  }
}
