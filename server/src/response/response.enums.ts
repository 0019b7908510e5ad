import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const ResponseStatus = graphqlEnum('ResponseStatus', ['SENT', 'ACCEPTED', 'DECLINED', 'WITHDRAWN']);
export type ResponseStatus = EnumValue<typeof ResponseStatus>;

export const ResponseEventType = graphqlEnum('ResponseEventType', ['CREATED', 'UPDATED']);
export type ResponseEventType = EnumValue<typeof ResponseEventType>;

/** A partner's live responses: at most one per wire (a partial unique index holds it). */
export const LIVE_RESPONSE_STATUSES: ResponseStatus[] = [ResponseStatus.SENT, ResponseStatus.ACCEPTED];
