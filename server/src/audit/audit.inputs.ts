import { Field, InputType } from 'type-graphql';
import { IdField } from '../common/ids.js';
import { AuditSubject } from './audit.entity.js';

@InputType('AuditLogFilter', { description: 'Narrows the audit log; every filter is optional.' })
export class AuditLogFilter {
  @Field(() => AuditSubject, { nullable: true, description: 'Only entries about this kind of record.' })
  subjectType?: AuditSubject | null;
  @IdField('One record (with `subjectType`).', { nullable: true }) subjectId?: string | null;
  @IdField('What one account did.', { nullable: true }) actorId?: string | null;
  @Field(() => String, { nullable: true, description: 'One action, e.g. `wire.closed`.' }) action?:
    string | null;
}
