import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const MessageSide = graphqlEnum(
  'MessageSide',
  {
    BUYER: "The wire's owner.",
    PARTNER: 'The business that sent the response.',
  },
  'Which party of a response wrote a message (or read the thread).',
);
export type MessageSide = EnumValue<typeof MessageSide>;

export const MessageEventType = graphqlEnum(
  'MessageEventType',
  {
    CREATED: 'A new message in the thread (`message` is it).',
    READ: 'One side read the thread up to `readAt` (a read receipt; `message` is null).',
  },
  'What happened in a message thread.',
);
export type MessageEventType = EnumValue<typeof MessageEventType>;

/** The longest message body, in characters. */
export const MESSAGE_BODY_MAX = 4000;
/** The most images one message carries. */
export const MESSAGE_IMAGES_MAX = 6;
