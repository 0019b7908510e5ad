import { Field, ID, InputType } from 'type-graphql';
import { AuditSubject } from './audit.entity.js';

@InputType('AuditLogFilter', { description: 'Narrows the audit log; every filter is optional.' })
export class AuditLogFilter {
  @Field(() => AuditSubject, { nullable: true, description: 'Only entries about this kind of record.' })
  subjectType?: AuditSubject | null;
  @Field(() => ID, { nullable: true, description: 'One record (with `subjectType`).' }) subjectId?:
    string | null;
  @Field(() => ID, { nullable: true, description: 'What one account did.' }) actorId?: string | null;
  @Field(() => String, { nullable: true, description: 'One action, e.g. `wire.closed`.' }) action?:
    string | null;
}
