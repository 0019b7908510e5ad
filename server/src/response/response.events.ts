import type { ResponseEventType } from './response.enums.js';

export type ResponseMessage = {
  topic: 'RESPONSE';
  type: ResponseEventType;
  responseId: string;
  wireId: string;
  partnerId: string;
};

declare module '../events/topics.js' {
  interface Topics {
    RESPONSE: ResponseMessage;
  }
}
