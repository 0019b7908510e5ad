import { Field, InputType } from 'type-graphql';
import { IdField } from '../common/ids.js';
import { REPORT_REASON_MAX, ReportAction, ReportStatus, ReportSubjectType } from './report.enums.js';

@InputType('ReportContentInput', { description: 'What to report, and why.' })
export class ReportContentInput {
  @Field(() => ReportSubjectType, { description: 'What kind of item.' })
  subjectType!: ReportSubjectType;

  @IdField("The item's id (a response's for a CONVERSATION).")
  subjectId!: string;

  @Field(() => String, { description: `What is wrong (1 to ${REPORT_REASON_MAX} characters).` })
  reason!: string;
}

@InputType('ReportsFilter', { description: 'Narrows the trust and safety queue.' })
export class ReportsFilter {
  @Field(() => ReportStatus, { nullable: true, description: 'Only reports in this status.' })
  status?: ReportStatus | null;
}

@InputType('HandleReportInput', { description: "An admin's action on an open report." })
export class HandleReportInput {
  @IdField("The report's id.")
  id!: string;

  @Field(() => ReportAction, { description: 'What to do.' })
  action!: ReportAction;

  @Field(() => String, {
    nullable: true,
    description: `Why (1 to ${REPORT_REASON_MAX} characters; shown to the owner); optional to DISMISS.`,
  })
  reason?: string | null;
}
