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
  {
    CREATED: 'A response was sent.',
    UPDATED: 'A response changed (accepted, declined, withdrawn).',
    REVISED: 'The partner revised the quote (its earlier version is in `revisions`).',
    COUNTER_OFFERED: 'The buyer made a counter-offer (`counterOffer`).',
    COUNTER_ACCEPTED: "The partner accepted the buyer's counter-offer: the quote is now its price.",
  },
  'What happened to the response of a response event.',
);
export type ResponseEventType = EnumValue<typeof ResponseEventType>;

/** A partner's live responses: at most one per wire (a partial unique index holds it). */
export const LIVE_RESPONSE_STATUSES: ResponseStatus[] = [ResponseStatus.SENT, ResponseStatus.ACCEPTED];

export const RevisionChange = graphqlEnum(
  'RevisionChange',
  {
    QUOTE: 'The quoted total.',
    VALIDITY: 'Until when the quote holds.',
    ITEMS: 'The offered products (lines, quantities or unit prices).',
    MESSAGE: "The partner's message.",
  },
  'A part of a quote that a revision changed.',
);
export type RevisionChange = EnumValue<typeof RevisionChange>;

export const RevisionCause = graphqlEnum(
  'RevisionCause',
  {
    REVISED: 'The partner revised the quote.',
    COUNTER_ACCEPTED: "The partner accepted the buyer's counter-offer.",
  },
  'Why a version of a quote was replaced.',
);
export type RevisionCause = EnumValue<typeof RevisionCause>;

export const CounterOfferStatus = graphqlEnum(
  'CounterOfferStatus',
  {
    OPEN: 'Waiting for the partner: they may accept it or answer with a revision.',
    ACCEPTED: 'The partner accepted it: the quote became its price.',
    ANSWERED: 'The partner answered it with a revision of the quote.',
    SUPERSEDED: 'The buyer made a newer counter-offer.',
  },
  "Where a buyer's counter-offer stands.",
);
export type CounterOfferStatus = EnumValue<typeof CounterOfferStatus>;
