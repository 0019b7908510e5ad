import type { WireResponse } from '../response/response.entity.js';
import type { Message } from './message.entity.js';
import type { MessageEventType, MessageSide } from './message.enums.js';

export type MessageMessage = {
  topic: 'MESSAGE';
  type: MessageEventType;
  responseId: string;
  /** The new message (CREATED); null for READ. */
  messageId: string | null;
  /** Who wrote (CREATED) or read (READ). */
  side: MessageSide;
  /** READ: how far that side has read (ISO 8601). */
  readAt: string | null;
};

declare module '../events/topics.js' {
  interface Topics {
    MESSAGE: MessageMessage;
  }
}

declare module '../common/domain-events.js' {
  interface DomainEvents {
    /** A message was sent in the thread of `response` (in that transaction; blocked words flag it). */
    'message.sent': { message: Message; response: WireResponse };
  }
}
