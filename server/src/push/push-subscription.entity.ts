import { Entity, ManyToOne, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Member } from '../member/member.entity.js';
import { Session } from '../member/session.entity.js';

/**
 * One browser's Web Push subscription: where its push service takes messages for it,
 * and the keys its messages are encrypted with (RFC 8291). It belongs to the account and the
 * browser session that registered it, so signing out (or the session ending) stops the pushes.
 */
@Entity({ tableName: 'push_subscription' })
@ObjectType('PushSubscription', {
  description: 'A browser of mine that gets my notifications as system notifications (Web Push).',
})
export class PushSubscription extends BaseEntity<'userAgent' | 'lastPushedAt' | 'session'> {
  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  member!: Ref<Member>;

  /** The session that registered it: the subscription ends with it. */
  @ManyToOne(() => Session, { ref: true, deleteRule: 'cascade', nullable: true })
  session: Ref<Session> | null = null;

  @Field(() => String, {
    description:
      "The push service's URL for this browser (what `PushSubscription.endpoint` says in the browser); unique to it.",
  })
  @Property({ type: 'text', unique: true })
  endpoint!: string;

  /** The browser's P-256 public key (base64url, uncompressed point). */
  @Property({ type: 'text' })
  p256dh!: string;

  /** The browser's 16-byte authentication secret (base64url). */
  @Property({ type: 'text' })
  auth!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The browser it is, as it said when registering (its User-Agent), to tell devices apart.',
  })
  @Property({ type: 'text', nullable: true })
  userAgent: string | null = null;

  @Field(() => Date, {
    nullable: true,
    description: 'When its push service last took a notification for it; null before the first.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  lastPushedAt: Date | null = null;
}
