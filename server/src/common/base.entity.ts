import { randomUUID } from 'node:crypto';
import { OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/**
 * `id`, `createdAt` and `updatedAt`, which every record has (SPEC §3). Registered as an object
 * type only so that type-graphql copies these fields into each subclass; no field returns it.
 */
@ObjectType('BaseRecord')
export abstract class BaseEntity<Optional extends string = never> {
  [OptionalProps]?: 'id' | 'createdAt' | 'updatedAt' | Optional;

  @Field(() => ID, { description: 'Its id, a UUID; the same in every query, event and webhook.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => Date, { description: 'When it was made.' })
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /**
   * Written by the ORM with each change (a new record's equals its `createdAt`), so a mutation
   * answers the value reads and webhooks show; statements outside the ORM get theirs from a
   * trigger (wire, response; docs/decisions/0035-catching-up.md).
   */
  @Field(() => Date, {
    description:
      'When it last changed (what `updatedSince` compares with): the stored time, the same in mutation answers, reads, events and webhooks; never before `createdAt`.',
  })
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date(this.createdAt);
}
