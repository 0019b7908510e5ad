import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

/** What an audit entry is about. */
export enum AuditSubject {
  WIRE = 'WIRE',
  RESPONSE = 'RESPONSE',
  PARTNER = 'PARTNER',
  MEMBER = 'MEMBER',
  SETTINGS = 'SETTINGS',
  REVIEW = 'REVIEW',
  ORDER = 'ORDER',
  REPORT = 'REPORT',
}
registerEnumType(AuditSubject, {
  name: 'AuditSubject',
  description: 'What an audit entry is about.',
  valuesConfig: {
    WIRE: { description: "A wire; `subjectId` is the wire's id." },
    RESPONSE: { description: "A partner's response to a wire; `subjectId` is the response's id." },
    PARTNER: { description: "A partner business; `subjectId` is the partner's id." },
    MEMBER: { description: "An account; `subjectId` is the account's id." },
    SETTINGS: { description: 'The marketplace settings (one record, always the same `subjectId`).' },
    REVIEW: { description: "A buyer's review of a partner; `subjectId` is the review's id." },
    ORDER: { description: "An order made from an accepted quote; `subjectId` is the order's id." },
    REPORT: { description: "A report in the trust and safety queue; `subjectId` is the report's id." },
  },
});

/** A value before or after a change, flat: field name → a printable value (or null). */
export type AuditValues = Record<string, string | number | boolean | null>;

@ObjectType('AuditChange', { description: 'One field an audited action changed.' })
export class AuditChange {
  @Field(() => String, { description: 'The name of the field, e.g. `status`.' }) field!: string;
  @Field(() => String, { nullable: true, description: 'The value before (null: none).' }) before!:
    string | null;
  @Field(() => String, { nullable: true, description: 'The value after (null: none).' }) after!:
    string | null;
}

/**
 * One line of the audit log: who (the acting account's id, kept after the account is deleted;
 * null for the system: expiry, jobs), when, what (`action`, e.g. `wire.closed`) on which record,
 * the fields before and after, and the reason given. Never updated, never deleted.
 */
@Entity({ tableName: 'audit_entry' })
@Index({ properties: ['subjectType', 'subjectId', 'createdAt'] })
@Index({ properties: ['actorId', 'createdAt'] })
@Index({ properties: ['createdAt'] })
@ObjectType('AuditEntry', { description: 'Who did what to which record, when, and why.' })
export class AuditEntry {
  [OptionalProps]?: 'id' | 'createdAt' | 'before' | 'after' | 'reason' | 'actorId';

  @Field(() => ID, { description: "The entry's id." })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => Date, { description: 'When it was done (ISO 8601 UTC).' })
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** The acting member; null when the system acted. */
  @Property({ type: 'uuid', nullable: true })
  actorId: string | null = null;

  @Field(() => String, {
    description: 'What was done, as `subject.verb` (e.g. `wire.closed`, `member.disabled`).',
  })
  @Property({ type: 'text' })
  action!: string;

  @Field(() => AuditSubject, { description: 'What kind of record it was done to.' })
  @Property({ type: 'text' })
  subjectType!: AuditSubject;

  @Field(() => ID, { description: 'The id of the record it was done to.' })
  @Property({ type: 'text' })
  subjectId!: string;

  @Property({ type: 'jsonb', nullable: true })
  before: AuditValues | null = null;

  @Property({ type: 'jsonb', nullable: true })
  after: AuditValues | null = null;

  @Field(() => String, { nullable: true, description: 'The reason the actor gave, if any.' })
  @Property({ type: 'text', nullable: true })
  reason: string | null = null;
}
