import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const ResponseStatus = graphqlEnum(
  'ResponseStatus',
  {
    SENT: 'Waiting for the buyer.',
    ACCEPTED: "The buyer accepted it (each side now sees the other's contact).",
    DECLINED: 'The buyer declined it, or it was still SENT when the wire was fulfilled.',
    WITHDRAWN: 'The partner withdrew it.',
  },
  "Where a partner's response is: at most one SENT or ACCEPTED per partner and wire.",
);
export type ResponseStatus = EnumValue<typeof ResponseStatus>;

export const ResponseEventType = graphqlEnum(
  'ResponseEventType',
  { CREATED: 'A response was sent.', UPDATED: 'A response changed (accepted, declined, withdrawn).' },
  'What happened to the response of a response event.',
);
export type ResponseEventType = EnumValue<typeof ResponseEventType>;

/** A partner's live responses: at most one per wire (a partial unique index holds it). */
export const LIVE_RESPONSE_STATUSES: ResponseStatus[] = [ResponseStatus.SENT, ResponseStatus.ACCEPTED];
