import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { IdField } from '../common/ids.js';
import { ReportAction, ReportRule, ReportStatus, ReportSubjectType } from './report.enums.js';

/**
 * A report to the trust and safety queue: by a member (`reporterId`) or an automatic flag
 * (`reporterId` null), about one item. What the item said and who owned it are kept as they were
 * when it was reported, so the queue reads the same after the item changes or goes.
 */
@Entity({ tableName: 'report' })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['subjectType', 'subjectId'] })
@Index({ properties: ['ownerId', 'createdAt'] })
@ObjectType('Report', {
  description:
    'A report of a wire, product, listing, review, partner or conversation, and what an admin did.',
})
export class Report extends BaseEntity<
  | 'status'
  | 'action'
  | 'actionReason'
  | 'handledById'
  | 'handledAt'
  | 'ownerId'
  | 'reporterId'
  | 'excerpt'
  | 'rule'
> {
  @Field(() => ReportSubjectType, { description: 'What kind of item is reported.' })
  @Enum({ items: () => ReportSubjectType, type: 'text' })
  subjectType!: ReportSubjectType;

  @IdField("The reported item's id (a response's for a CONVERSATION).")
  @Property({ type: 'uuid' })
  subjectId!: string;

  @Field(() => String, { description: "The item's title or name when it was reported." })
  @Property({ type: 'text' })
  title!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The start of its text when it was reported; null when none.',
  })
  @Property({ type: 'text', nullable: true })
  excerpt: string | null = null;

  /** Who reported it; null for an automatic flag. */
  @Property({ type: 'uuid', nullable: true })
  reporterId: string | null = null;

  @Field(() => ReportRule, {
    nullable: true,
    description: "The rule of an automatic flag (no reporter); null for a member's report.",
  })
  @Enum({ items: () => ReportRule, type: 'text', nullable: true })
  rule: ReportRule | null = null;

  /** The account the item belongs to (the other party for a conversation); null when none is left. */
  @Property({ type: 'uuid', nullable: true })
  ownerId: string | null = null;

  @Field(() => String, { description: 'Why it was reported (the reporter’s words, or what the flag found).' })
  @Property({ type: 'text' })
  reason!: string;

  @Field(() => ReportStatus, { description: 'OPEN, DISMISSED or ACTIONED.' })
  @Enum({ items: () => ReportStatus, type: 'text' })
  status: ReportStatus = ReportStatus.OPEN;

  @Field(() => ReportAction, { nullable: true, description: 'What the admin did; null while OPEN.' })
  @Enum({ items: () => ReportAction, type: 'text', nullable: true })
  action: ReportAction | null = null;

  @Field(() => String, {
    nullable: true,
    description: "The admin's reason (shown to the owner); null when none.",
  })
  @Property({ type: 'text', nullable: true })
  actionReason: string | null = null;

  /** The admin who handled it. */
  @Property({ type: 'uuid', nullable: true })
  handledById: string | null = null;

  @Field(() => Date, { nullable: true, description: 'When an admin handled it; null while OPEN.' })
  @Property({ type: 'timestamptz', nullable: true })
  handledAt: Date | null = null;
}
