import { Field, Int, ObjectType } from 'type-graphql';
import { connectionType } from '../common/paging.js';
import { Report } from './report.entity.js';
import { ReportEventType } from './report.enums.js';

@ObjectType('ReportOwnerHistory', { description: "The owner's record in the queue before this report." })
export class ReportOwnerHistory {
  @Field(() => Int, { description: 'Earlier reports of their items.' })
  reportCount!: number;

  @Field(() => Int, { description: 'How many of those an admin acted on (hid, warned, suspended).' })
  actionedCount!: number;
}

export const ReportConnection = connectionType(Report, 'Report');

@ObjectType('ReportEvent', { description: 'A report filed or flagged (CREATED) or handled (UPDATED), live.' })
export class ReportEvent {
  @Field(() => ReportEventType, { description: 'Filed or flagged (CREATED), or handled (UPDATED).' })
  type!: ReportEventType;
  @Field(() => Report, { description: 'The report as it is now.' })
  report!: Report;
}
