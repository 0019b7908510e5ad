import type { ReportEventType } from './report.enums.js';

/** A report filed, flagged (CREATED) or handled (UPDATED): the admins' queue and badge read it again. */
export type ReportMessage = { topic: 'REPORT'; type: ReportEventType; reportId: string };

declare module '../events/topics.js' {
  interface Topics {
    REPORT: ReportMessage;
  }
}
