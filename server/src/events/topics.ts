import type { ResponseEventType, WireEventType } from '../wire/wire.enums.js';

/** What travels over NOTIFY: a topic and ids, never a record (subscribers load what they may see). */
export type WireMessage = { topic: 'WIRE'; type: WireEventType; wireId: string };
export type ResponseMessage = {
  topic: 'RESPONSE';
  type: ResponseEventType;
  responseId: string;
  wireId: string;
  partnerId: string;
};
export type PartnerMessage = { topic: 'PARTNER'; partnerId: string };
/** `member.disabled`: every process closes the account's open websockets (close code 4403). */
export type MemberMessage = { topic: 'MEMBER'; type: 'DISABLED'; memberId: string };
export type BusMessage = WireMessage | ResponseMessage | PartnerMessage | MemberMessage;
export type Topic = BusMessage['topic'];
export type MessageOf<T extends Topic> = Extract<BusMessage, { topic: T }>;
