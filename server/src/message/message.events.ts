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
