import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const NotificationKind = graphqlEnum(
  'NotificationKind',
  {
    NEW_RESPONSE: 'A partner responded to one of my wires.',
    RESPONSE_DECISION: 'The buyer accepted or declined my response (or fulfilled the wire without it).',
    WIRE_EXPIRY: 'One of my wires is about to expire, or has expired.',
    ACCOUNT_STATUS: 'My partner account was approved, suspended or reinstated (always emailed).',
    INTEGRATION: 'One of my webhooks was turned off after failing for a day (always emailed).',
    NEW_REVIEW: 'A buyer reviewed my business after a fulfilled wire.',
    REVIEW_REPLY: 'A partner replied to my review of them.',
    SAVED_SEARCH_MATCH:
      'A new wire matches one of my saved searches (at once for INSTANT ones; a daily digest for DAILY ones).',
    NEW_MESSAGE:
      'A new message in the thread of a response (mine, or one to my wire); emailed once until I read the thread.',
    WIRE_INVITE: 'A buyer invited my business to quote on one of their wires.',
    ORDER_UPDATE:
      'One of my orders changed: made, confirmed, dispatched, received, completed, cancelled, disputed or paid.',
    VERIFICATION:
      'An admin verified my business, refused its verification or asked for more (always emailed).',
    REPORT_UPDATE:
      'An admin handled a report I filed, or acted on something of mine after a report (hid it, warned me, suspended me).',
  },
  'What a notification is about; each kind but ACCOUNT_STATUS, INTEGRATION and VERIFICATION can have its email turned off.',
);
export type NotificationKind = EnumValue<typeof NotificationKind>;

/** Kinds whose email cannot be turned off: they change what the account may do. */
export const ALWAYS_EMAILED: readonly NotificationKind[] = [
  NotificationKind.ACCOUNT_STATUS,
  NotificationKind.INTEGRATION,
  NotificationKind.VERIFICATION,
];

/** Kinds only a partner's business gets (a buyer's settings leave them out). */
export const PARTNER_KINDS: readonly NotificationKind[] = [
  NotificationKind.RESPONSE_DECISION,
  NotificationKind.ACCOUNT_STATUS,
  NotificationKind.NEW_REVIEW,
  NotificationKind.WIRE_INVITE,
  NotificationKind.VERIFICATION,
];

/** What each kind is, as the notification settings show it. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  NEW_RESPONSE: 'New responses to my wires',
  RESPONSE_DECISION: 'Decisions on my responses',
  WIRE_EXPIRY: 'My wires about to expire or expired',
  ACCOUNT_STATUS: 'My partner account approved, suspended or reinstated',
  INTEGRATION: 'My webhooks turned off after failing',
  NEW_REVIEW: 'New reviews of my business',
  REVIEW_REPLY: 'Replies to my reviews',
  SAVED_SEARCH_MATCH: 'New wires matching my saved searches',
  NEW_MESSAGE: 'New messages about a quote',
  WIRE_INVITE: 'Invitations to quote on a wire',
  ORDER_UPDATE: 'Changes to my orders',
  VERIFICATION: "My business's verification reviewed",
  REPORT_UPDATE: 'Reports I filed, and reports of my things',
};

export const NotificationEventType = graphqlEnum(
  'NotificationEventType',
  {
    CREATED: 'A new notification arrived.',
    READ: 'Notifications were marked read (on this or another device); `unreadCount` is the new count.',
  },
  'What happened in a notification event.',
);
export type NotificationEventType = EnumValue<typeof NotificationEventType>;
