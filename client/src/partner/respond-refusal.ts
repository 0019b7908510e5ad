import type { RespondRefusal } from '../gql/graphql';

/** What a partner reads instead of a Respond button, for each reason the server would refuse them. */
export const respondRefusalSentences: Record<RespondRefusal, string> = {
  NOT_OPEN: 'This request is no longer open for responses.',
  ALREADY_RESPONDED: 'You have already responded to this request.',
  DECLINED: 'The buyer declined your quote. You can quote again only if they reopen the request to you.',
  QUOTES_FULL:
    'Quotes full: this request has all the quotes it takes. It takes responses again if a partner withdraws one.',
};
