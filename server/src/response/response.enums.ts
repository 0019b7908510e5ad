import { registerEnumType } from 'type-graphql';

export enum ResponseStatus {
  SENT = 'SENT',
  ACCEPTED = 'ACCEPTED',
  DECLINED = 'DECLINED',
  WITHDRAWN = 'WITHDRAWN',
}

export enum ResponseEventType {
  CREATED = 'CREATED',
  UPDATED = 'UPDATED',
}

/** A partner's live responses: at most one per wire (a partial unique index holds it). */
export const LIVE_RESPONSE_STATUSES = [ResponseStatus.SENT, ResponseStatus.ACCEPTED];

registerEnumType(ResponseStatus, { name: 'ResponseStatus' });
registerEnumType(ResponseEventType, { name: 'ResponseEventType' });
