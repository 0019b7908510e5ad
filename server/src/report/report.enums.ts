import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const ReportSubjectType = graphqlEnum(
  'ReportSubjectType',
  {
    WIRE: "A wire; the subject's id is the wire's.",
    PRODUCT: "A partner's product.",
    LISTING: "A partner's property listing.",
    REVIEW: "A buyer's review of a partner.",
    PARTNER: "A partner's business profile.",
    CONVERSATION: "The message thread of a response; the subject's id is the response's.",
  },
  'What kind of thing a report is about.',
);
export type ReportSubjectType = EnumValue<typeof ReportSubjectType>;

export const ReportStatus = graphqlEnum(
  'ReportStatus',
  {
    OPEN: 'Waiting for an admin.',
    DISMISSED: 'An admin found nothing wrong.',
    ACTIONED: 'An admin hid the item, warned its owner or suspended the account.',
  },
  'Where a report stands (OPEN → DISMISSED | ACTIONED).',
);
export type ReportStatus = EnumValue<typeof ReportStatus>;

export const ReportAction = graphqlEnum(
  'ReportAction',
  {
    DISMISS: 'Nothing wrong: closes the report (DISMISSED).',
    HIDE: 'Hides the item from everyone but admins (reviews only); its owner is told why.',
    WARN: 'Warns the owner, with the reason; the item stays.',
    SUSPEND: "Disables the owner's account (as `setMemberDisabled`), with the reason.",
  },
  'What an admin does about an open report.',
);
export type ReportAction = EnumValue<typeof ReportAction>;

/** The longest reason of a report or an admin's action on one. */
export const REPORT_REASON_MAX = 1000;

/** The subject types `HIDE` works on (they have a hiding of their own). */
export const HIDEABLE: readonly ReportSubjectType[] = [ReportSubjectType.REVIEW];

export const ReportRule = graphqlEnum(
  'ReportRule',
  {
    NEW_ACCOUNT_BURST: 'An account younger than 7 days posted more than 5 wires within an hour.',
    BLOCKED_WORDS: "A wire or a message contains one of the admins' blocked words.",
    QUOTES_WITHDRAWN: 'A partner withdrew more than 60% of its 5 or more quotes of the last 30 days.',
  },
  'The rule an automatic flag follows.',
);
export type ReportRule = EnumValue<typeof ReportRule>;

export const ReportEventType = graphqlEnum(
  'ReportEventType',
  {
    CREATED: 'A report was filed or a flag raised (the queue grew).',
    UPDATED: 'An admin handled a report.',
  },
  'What happened to the report of a report event.',
);
export type ReportEventType = EnumValue<typeof ReportEventType>;
